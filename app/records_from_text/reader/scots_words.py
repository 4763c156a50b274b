"""Words of a Scottish writer's speech inside a shop record ("had tae bin 2 kilo o strawbs", "Eva
fae the 15th brought back her strawbs", "price o pears is goin up tae 1.60 the now", "Green Valley
drapped aff 20 kilo bananas"): each is put in the English the reader knows before it reads, as the
Dutch and Spanish words are (first_language.py).

Only words with one meaning in a shop record are rewritten on sight: fae (from), tae (to), oot (out),
aff (off), doon (down), drapped (dropped), brocht (brought), hale (whole), thon (those), "the now"
(now), efter (after), a dropped g ("mornin", "sellin"), a customer's "messages" (shopping) before what
they were ("Ann Brown's messages, 2 kilo o oranges": bought). The small words that are English words too ("o" of, "an"
and, "aw" all, "em" them, "wi" with, "the day" today, "aye" and "wee" that say nothing of the
record) are read only in a text that has one of the others, so an English line is never changed.
Anything else ("a couple o kilo": how much is that?) is left as typed and refused there."""

from __future__ import annotations

import re

_WORDS = {
    "fae": "from", "frae": "from", "tae": "to", "oot": "out", "aff": "off", "doon": "down", "drapped": "dropped",
    "brocht": "brought", "bocht": "bought", "sellt": "sold", "hale": "whole", "thon": "those", "fer": "for",
    "mornin": "morning", "sellin": "selling", "goin": "going", "gettin": "getting", "comin": "coming",
    "hoose": "house", "gie": "give", "gied": "gave", "awa": "away",
    "twa": "two", "fower": "four", "hauf": "half", "aipples": "apples", "baith": "both", "efter": "after",
}
_WORD = re.compile(r"(?<![\w'])(" + "|".join(_WORDS) + r")(?![\w'])", re.I)
# "o" between two words ("a kilo o pears", "price o pears"): never an English word; "o'clock" is not it
_OF = re.compile(r"(?<=[a-z\d] )o'?(?= [a-z])", re.I)
_NOW = re.compile(r"\bthe\s+now\b", re.I)
_AYE = re.compile(r"^\s*aye\b[\s,!.]*", re.I | re.M)  # "aye, Mei Chen took …": yes, said before the record
_SCOTS = re.compile(rf"{_WORD.pattern}|{_OF.pattern}|{_NOW.pattern}|{_AYE.pattern}", re.I | re.M)
# the small words, once the text is known to be Scots in part
_SMALL = [
    (r"(?<![\w'])cam(?=\s+(?:in|by|back|round)\b)", "came"),  # "cam by", "cam back"
    (r"(?<![\w'])pit(?=\s+the\b)", "put"),  # "pit the bananas up tae 1.30"
    (r"(?<![\w'])drap(?=\s+the\b)", "drop"),  # "drap the strawberries tae 3.50"
    (r"(?<![\w'])wan(?=\s+kilo)", "one"),
    (r"(?<![\w'])pund(?=\s+o)", "pound"),  # "a pund o' grapes": a weight
    (r"\ban'?\s+aw\b", "as well"),  # "rotten an aw": too
    (r"(?<![\w'])an'?(?=\s+(?:[^aeiou\W]|\d))", "and"),  # "an a kilo o pears", "an she paid" (never "an orange")
    (r"(?<![\w'])an'(?=\s)", "and"),  # "a kilo an' a half": "an'" with its mark is never the article
    (r"(?<![\w'])aw(?=\s+(?:\d|(?:the|of|her|his|their|my|that|those)\b))", "all"),  # "aw 5 kilo o them"
    (r"(?<![\w'])'?em(?![\w'])", "them"),  # "stick em oot"
    (r"(?<![\w'])wi'?(?![\w'])", "with"),
    (r"(?<![\w'])ye(?![\w'])", "you"),
    (r"\bthe\s+day\b(?!\s+(?:before|after|of|that|when|we|he|she|they|it)\b)", "today"),  # "fae the day"
    (r"(?<=[\w,;] )(?-i:n)(?= \w)", "and"),  # "2.60, n mango up tae …"
    # "new lass Fiona MacLeod, …": a new customer named after it
    (r"\bnew\s+(?:lass|lassie|laddie|lad|fella|wifie|wumman|mannie)\b,?\s+(?=(?-i:[A-Z]))", "new customer "),
    # "Morag Fraser, new wumman, 0141 …": said of the one just named, so a new customer
    (r"(?<=\w),\s*new\s+(?:lass|lassie|laddie|lad|wifie|wumman|mannie|hen)\s*,", ", new customer,"),
    (r"(?<![\w'])wee\s+(?=[a-z])", ""),  # "a wee delivery", "some wee rascal": small, of nothing recorded
    (r"(?<![\w'])pure\s+(?=[a-z]+(?:\W|$))(?!(?:apple|pear|orange|mango|banana|grape|cherr|strawb)\w*)", ""),
]


# "Mrs Chen's messages the day: 1 kilo pears …": a customer's messages (her shopping), then what they were
_MESSAGES = re.compile(r"(?<=[a-z])'s\s+messages\b(?=(?:\s+(?:the\s+day|today|yesterday))?\s*[,:]\s*(?:\d|an?\s|"
                       r"one\s|two\s|three\s|half\s))", re.I)


def scots_in_english(text: str) -> str:
    text = _MESSAGES.sub(" bought", text)
    if not _SCOTS.search(text):
        return text
    text = re.sub(r"(?<=\win)'(?=[\s,.;]|$)", "", text)  # "sellin' at 1.80": the g dropped, marked
    text = _WORD.sub(lambda m: _match_case(m.group(1), _WORDS[m.group(1).lower()]), text)
    text = _AYE.sub("", _NOW.sub("now", _OF.sub("of", text)))
    for pattern, replacement in _SMALL:
        text = re.sub(pattern, replacement, text, flags=re.I | re.M)
    return text


def _match_case(said: str, english: str) -> str:
    return english.capitalize() if said[0].isupper() else english
