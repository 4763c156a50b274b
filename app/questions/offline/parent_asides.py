"""What a parent ringing the shop says around the question (set 84's elderly mother), taken out before the remarks
are weighed (asker_remarks.py): a greeting that says who is calling ("Hello dear, it's only Mum."), a name she
calls the one she asks, in the middle of the question (", dear, ", ", love, "; at its end it is
spouse_words.py's), not wanting to be a nuisance or a bother, "don't trouble yourself if you're run off your
feet", "I'm only checking in", "I'm only asking because …", how sure she is of a name ("(is that how you say
it?)"), the way someone "always counted it", a guess at the answer said after the question ("I always thought it
would be the apples.") and a hope for the shop ("I hope you weren't out of pocket."), "a little list for your
father" after a question for each, and "tell me how the week went:" before a question that says its own days.
Each is taken out whole and only as a whole; none of them says what to count, group or leave out, and what is
left is read, or refused, as it stands."""

from __future__ import annotations

import re

_CALLED = r"(?:dear|love|darling|pet|sweetheart|sweetie|hun|hon)"
_PARENT = r"(?:mum|mom|mam|mummy|mommy|dad|daddy|your\s+(?:mother|father|mum|mom|dad)|me|grandma|nan|gran)"
_SAID = (
    # "Hello dear, it's only Mum.", "Hi love, it's just me -": who is calling, said before the question
    (re.compile(rf"^\s*(?:(?:hello|hi|hiya|hey)(?:\s+(?:there|again))?\s*,?\s*(?:{_CALLED}\s*)?[,.!]?\s*)?"
                rf"it['’]?s\s+(?:only\s+|just\s+)?{_PARENT}\s*(?:here\s*)?[.!,;:–-]+\s*", re.I), ""),
    # "I don't want to be a nuisance, but", "I hate to be a bother, but": the asking excused
    (re.compile(r"(?:^|(?<=[.!?]\s))\s*i\s+(?:don['’]?t|do\s+not)\s+(?:want|mean)\s+to\s+be\s+a\s+(?:nuisance|bother|pest"
                r"|pain)\s*,?\s*(?:but\s*,?\s*)?", re.I), ""),
    (re.compile(r"(?:^|(?<=[.!?]\s))\s*i\s+hate\s+to\s+be\s+a\s+(?:nuisance|bother|pest|pain)\s*,?\s*(?:but\s*,?\s*)?",
                re.I), ""),
    # "and please don't trouble yourself if you're run off your feet,": leave not to answer now, not a question
    (re.compile(r"(?:,\s*)?(?:\band\s+)?(?:please\s+)?don['’]?t\s+(?:trouble|worry|bother)\s+(?:yourself|about\s+it)"
                r"(?:\s+if\s+you['’]?re\s+(?:(?:too\s+)?busy|run\s+off\s+your\s+feet|rushed\s+off\s+your\s+feet))?"
                r"\s*,\s*", re.I), ", "),
    # "and I'm only checking in.", "I'm just checking in,": why she rings, not what she asks
    (re.compile(r"(?:,\s*)?(?:\band\s+)?i['’]?m\s+(?:only|just)\s+checking\s+in\b", re.I), ""),
    # "I'm only asking because Auntie Joan asked me." after the question: who wants to know
    (re.compile(r"(?<=[?])\s*i['’]?m\s+(?:only|just)\s+asking\s+(?:because|as|since|for)\b[^.?!]*[.!]?\s*$", re.I), ""),
    # "That Omar Haddad (is that how you say it?), …": how sure she is of his name
    (re.compile(r"\s*\(\s*(?:is\s+that\s+how\s+you\s+(?:say|spell|pronounce)\s+it|did\s+i\s+(?:say|spell)\s+that\s+"
                r"right)\s*\??\s*\)", re.I), ""),
    # "Monday to Sunday, the way your father always counted it": how the week was always counted, said again
    (re.compile(r"\s*,\s*the\s+way\s+(?:your|my)\s+(?:father|mother|dad|mum|mom|husband|wife)\s+(?:always\s+)?"
                r"(?:counted|counts|did|does|kept|keeps)\s+it\b", re.I), ""),
    # "… for you? I always thought it would be the apples.": her guess at the answer, not part of the question
    (re.compile(r"(?<=[?])\s*i\s+(?:always\s+|had\s+)?(?:thought|guessed|reckoned|assumed)\s+it\s+(?:would|might|'d|was"
                r"|must)\s+(?:be\s+)?(?:the\s+)?[a-z]+\s*[.!]?\s*$", re.I), ""),
    # "… ? I hope you weren't out of pocket.": a hope for the shop, after the question
    (re.compile(r"(?<=[?])\s*i\s+(?:do\s+)?hope\s+you\s+(?:weren['’]?t|aren['’]?t|won['’]?t\s+be)\s+out\s+of\s+pocket"
                r"\s*[.!]?\s*$", re.I), ""),
)
# "Just a little list for your father, he does like his lists." after a question for each: what it gives
_LIST_FOR = re.compile(r"(?<=\?)\s*(?:just\s+)?a\s+(?:little\s+|short\s+|quick\s+)?list\s+for\s+(?:your|my)\s+"
                       r"(?:father|mother|dad|mum|mom|husband|wife|sister|brother)(?:\s*,\s*(?:he|she)\s+(?:does\s+)?"
                       r"(?:like|love)s?\s+(?:his|her)\s+lists)?\s*[.!]?\s*$", re.I)
_FOR_EACH = re.compile(r"\b(?:each|every|per|by)\b", re.I)
# "so tell me how the week went: how much did you take from Monday up to today?": the time is the question's
_HOW_IT_WENT = re.compile(r"\btell\s+me\s+how\s+the\s+(?:week|day|month)\s+(?:went|has\s+gone|is\s+going)"
                          r"\s*[:;–-]\s*(?=(?:how|what)\b[^?]*\b(?:today|since|from)\b)", re.I)
# ", dear, …", "It's Wednesday already, love, and …": a name she calls the one asked, between commas
_CALLED_BETWEEN = re.compile(rf"(?<=\w)\s*,\s*{_CALLED}\s*,\s*", re.I)
_CALLED_BEFORE = re.compile(rf"(?<=\w),\s*{_CALLED}\s*(?=[?.!]\s+\S)", re.I)  # "…, love? Monday to Sunday."


def plain(question: str) -> str:
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    text = _CALLED_BEFORE.sub("", _CALLED_BETWEEN.sub(", ", text))
    if _FOR_EACH.search(text.split("?")[0]):
        text = _LIST_FOR.sub("", text)
    text = _HOW_IT_WENT.sub("", text)
    return re.sub(r"^[\s,.;:!–-]+", "", text)
