"""A worried owner's sentences around the one question they ask (set 64): how they feel ("I'm nervous about the
mangoes.", "It's been bothering me."), what they believe and want checked ("Am I right in thinking cherries are
our best earner?", "Is it true that …?", "Somebody told me …"), and a leading clause of nerves ("I can't settle
until I know: …", "Please be straight with me: …", "I hate to ask again, but …", "Sorry to be a bother,
but …"). The question asked for a figure or a name says what is wanted; the belief is checked by its answer. So
those sentences are taken out, only when
- one question is left, starting as a question does;
- no sentence taken out says what to count or leave out ("only", "leave … out", "don't count"): that would
  change the question, and is kept (so the whole is read, or refused, as it stands);
- the question left does not point back into what was taken out ("since then", "what share is that"): read
  alone it would be about everyone, a wrong answer; it is refused instead. A "he" or "she" pointing back at
  the one person those sentences name, and at nothing else, is that person ("… Tom Lee … How much have we
  refunded him?": Tom Lee's refunds)."""

from __future__ import annotations

import re

# how the asker feels: worried, nervous, fretting, scared, in a flap, lying awake, can't settle …
_FEELING = re.compile(
    r"\b(?:worr(?:y|ies|ied|ying)|nervous|nerves?|nerve-racking|fret(?:ting|ful)?|scared|afraid|panick?(?:ing|ed)?"
    r"|anxious|awake|flap|in\s+a\s+state|bother(?:s|ing|ed)?|settle|hopeless|don'?t\s+trust|stress(?:ed|ing)?"
    r"|upset|dreadful|forgive\s+me|(?:always\s+)?forget|have\s+a\s+(?:feeling|hunch)|so\s+(?:that\s+)?i\s+can)\b", re.I)
# a belief put to be checked: "am I right in thinking …", "is it true that …", "is that right?", "… do you think?"
_BELIEF = re.compile(
    r"^(?:(?:oh\s+dear|so|and|but)\s*,?\s*)?(?:am\s+i\s+right\b|is\s+it\s+(?:true|right|correct|so)\b"
    r"|is\s+that\s+(?:true|right|correct|so)\b|(?:some(?:body|one)|every(?:body|one)|people)\s+(?:told|tells|say|says"
    r"|said)\b|i\s+keep\s+thinking\b)|,\s*(?:do\s+you\s+think|don'?t\s+you\s+think)\s*\?$"
    # "Ken Smith brought something back, didn't he?": a tag put to be checked (set 64)
    r"|,\s*(?:did|didn'?t|has|hasn'?t|does|doesn'?t|is|isn'?t|was|wasn'?t)\s+(?:he|she)\s*\?$", re.I)
# what would change the question if read past
_SAYS_WHAT_TO_COUNT = re.compile(
    r"\b(?:only|except|excluding|exclude|without|leave|leaving|ignore|ignoring|include|including|count|counting"
    r"|just\s+the\s+(?!number\b))\b", re.I)
# the question left pointing back at a sentence taken out, when that sentence names something (a name, a date,
# "the grapes"): "It's been bothering me." names nothing to point back to
_NAMES_SOMETHING = re.compile(r"(?<!^)(?<![.!?]\s)\b(?!I\b|I'[a-z]+\b)[A-Z]|\d"
                              r"|\b(?:the|our|your)\s+(?!number\b)[a-z]{3,}")
_POINTS_BACK = re.compile(r"\b(?:he|him|his|she|her|hers|they|them|their|then|that|those|these|it|its)\b", re.I)
# a person's full name, as a customer's is written ("Tom Lee"): the one a "he" or "she" can point back to
_PERSON = re.compile(r"\b([A-Z][a-z]+\s+[A-Z][a-z]+)(?:'s)?\b")
_PRONOUN = re.compile(r"\b(?:he|him|his|she|her)\b", re.I)
_ASKS = re.compile(r"^(?:how|what|what's|whats|which|who|who's|whose|when|where|could\s+you|can\s+you|tell|give"
                   r"|show|please)\b", re.I)
# "I can't settle until I know: how much …", "I hate to ask again, but what …": a leading clause of nerves
_LEADING = re.compile(r"^\s*((?:i|i'm|i've|please|it|sorry)\b[^:?]*?)(?::|,\s*but)\s+(?=\S)", re.I)
_LEAD_ONLY = re.compile(r"\b(?:hate\s+to\s+ask|be\s+straight|honestly)\b", re.I)
# "it would settle my nerves to know what …": what follows is the question
_EASE_MY_MIND = re.compile(r"^\s*(?:it\s+would|it'd)\s+(?:settle|calm|ease|put)\s+my\s+(?:nerves|mind)(?:\s+at\s+rest)?"
                           r"\s+to\s+know\s+(?=(?:what|how|which|who|when)\b)", re.I)


def plain(question: str) -> str:
    text = _nerves_before(_EASE_MY_MIND.sub("", question))
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]
    if len(sentences) < 2:
        return text
    kept = [s for s in sentences if not _about_the_asker(s)]
    taken = [s for s in sentences if _about_the_asker(s)]
    if len(kept) != 1 or not taken or not (kept[0].rstrip().endswith("?") or _ASKS.match(_nerves_before(kept[0]))):
        return text
    if any(_SAYS_WHAT_TO_COUNT.search(s) for s in taken):
        return text
    if _POINTS_BACK.search(kept[0]) and any(_NAMES_SOMETHING.search(s) for s in taken):
        carried = _named_again(kept[0], taken)
        return text if carried is None else _nerves_before(carried)
    return _nerves_before(kept[0])


def _named_again(question: str, taken: list[str]) -> str | None:
    """"Omar Haddad buys so much it makes me anxious. How many times has he bought from us?": the one person
    named in what was taken out, and nothing else named there, is the "he" or "she" of the question (set 64);
    any other word pointing back ("then", "that", "they") is left, and the whole refused."""
    people = {m.group(1) for s in taken for m in _PERSON.finditer(s)}
    pointing = {m.group(0).lower() for m in _POINTS_BACK.finditer(question)}
    if len(people) != 1 or not pointing <= {"he", "him", "his", "she", "her"} or (
            pointing & {"he", "him", "his"} and pointing & {"she", "her"}):
        return None
    person = next(iter(people))
    if any(_NAMES_SOMETHING.search(s.replace(person, " ")) for s in taken):
        return None
    return _PRONOUN.sub(lambda m: person + ("'s" if _possessive(m) else ""), question)


def _possessive(pronoun: re.Match[str]) -> bool:
    word = pronoun.group(0).lower()
    return word == "his" or (word == "her" and bool(re.match(r"\s+(?!(?:back|altogether|in|on|for|this|last|so|since"
                                                             r"|from|to|at|with|any|anything|a|an|the|over|up)\b)[a-z]",
                                                             pronoun.string[pronoun.end():], re.I)))


def _about_the_asker(sentence: str) -> bool:
    return bool(_BELIEF.search(sentence.strip())) or (
        not sentence.rstrip().endswith("?") and bool(_FEELING.search(sentence)))


def _nerves_before(sentence: str) -> str:
    lead = _LEADING.match(sentence)
    if lead and (_FEELING.search(lead.group(1)) or _LEAD_ONLY.search(lead.group(1))) and \
            not _SAYS_WHAT_TO_COUNT.search(lead.group(1)) and _ASKS.match(sentence[lead.end():]):
        return sentence[lead.end():]
    return sentence
