"""What a Welsh farmer's wife says to whoever she asks, around the question (set 88): "Now then cariad, …",
"Duw, …", "…, cariad", "…, mun?", "…, is it?", "…, there's a love", "Tom Lee, the poor dab?", and "mind"
closing a clause ("not Zoe mind, Sue", "after what they cost us mind?"). Each is said to the listener or about
someone's luck, never about what to count, so each is taken out whole, and only where it is set off by a comma
or ends a clause; "Sue Davis - not Zoe, Sue -" says again who is meant, and is read as "Sue Davis". What is left
is read, or refused, as it stands ("never mind …", "if you mind" are left whole)."""

from __future__ import annotations

import re

_DEAR = r"(?:cariad|bach|fach|love|lovey|pet|duck|my\s+love|my\s+lovely|lovely)"
# "Now then cariad, …", "Duw, …", "Duw duw, …", "Cariad, …", "Well now, …"
_LEADING = re.compile(rf"^\s*(?:(?:now\s+then|well\s+now|duw(?:\s+duw)?|iesu\s+mawr|ew)(?:\s+{_DEAR})?|{_DEAR})"
                      r"\s*[,!:;–-]+\s*", re.I)
# "…, cariad", "…, mun", "…, is it", "…, there's a love", "…, the poor dab", "…, bless him": said at the end
_TAG = (rf"{_DEAR}|mun|is\s+it|isn'?t\s+it|there'?s\s+a\s+(?:love|dear|good\s+(?:girl|boy))|"
        r"(?:the\s+)?poor\s+(?:dab|thing|soul|lamb|dear|dab\s+hand)|bless\s+(?:him|her|them)")
_TRAILING = re.compile(rf"(?:\s*,\s*(?:{_TAG}))+(?=\s*[?.!]*\s*$)", re.I)
# "not Zoe mind, Sue", "what they cost us mind?", "counts as two, mind": "mind" ending a clause
_MIND = re.compile(r"(?<!never)(?<!don't)(?<!dont)(?<!you)(?:\s*,)?\s+mind\b(?=\s*(?:[,;?.!–-]|$))", re.I)


# "And Sue Davis - not Zoe, Sue - what has she spent?": the one named, told from another; said again
_NOT_THE_OTHER = re.compile(r"\b(?P<first>[A-Z][a-z]+)(?P<last>\s+[A-Z][a-z]+)\s*[-–]\s*not\s+[A-Z][a-z]+\s*,\s*"
                            r"(?P=first)\s*[-–]\s*")


def plain(text: str) -> str:
    text = _LEADING.sub("", text)
    text = _NOT_THE_OTHER.sub(r"\g<first>\g<last> - ", _MIND.sub("", text))
    return _TRAILING.sub("", text)
