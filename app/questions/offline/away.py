"""The asker away from the shop (set 38): "since I left on the 19th", "while I was away … (I left on
the 19th)", "flew out the morning of the 19th", "the day before I left, the 18th". The day they left
is said; the leaving only names it. "While I was away" and "since I left" are from that day on; the
clause that gives the day is taken out once it has been read. Without a day said, nothing is
changed (and "while I was away" is refused as words not placed)."""

from __future__ import annotations

import re

_DAY = r"(?:the\s+)?(?P<day>\d{1,2}(?:st|nd|rd|th)?)"
# "I left on the 19th", "left the 19th", "flew out the morning of the 19th", "(I left on the 19th)";
# "been gone a week now, left on the 19th": the days gone are said by the day
_LEFT = re.compile(r"[(,;.]?\s*(?:(?:i'?ve\s+|i\s+have\s+)?been\s+(?:gone|away)\s+(?:for\s+)?(?:a|one|two|\d+)\s+"
                   r"(?:weeks?|days?)(?:\s+now)?\s*[,;.]?\s*)?\b(?:i\s+|we\s+)?(?:left|flew\s+out|went\s+away|"
                   r"set\s+off)\s+(?:on\s+)?(?:the\s+(?:morning|afternoon|evening)\s+of\s+)?" + _DAY + r"\b\)?"
                   r"\s*[,;.]?", re.I)
# "since I left (the 19th)", "since I left on the 19th": since that day
_SINCE_LEFT = re.compile(r"\bsince\s+(?:i|we)\s+(?:left|went\s+away|flew\s+out)\s*(?:\(\s*)?(?:on\s+)?" + _DAY +
                         r"\b\s*\)?", re.I)
# "while I was away", "since I left", "while I've been gone", "have gone since?": from the day said elsewhere
_WHILE_AWAY = re.compile(r"\b(?:while\s+(?:i|we)\s+(?:was|were|have\s+been|'ve\s+been|am|are)\s+(?:away|gone|off)|"
                         r"since\s+(?:i|we)\s+(?:left|went\s+away|flew\s+out)|since(?=\s*[?.!]*\s*$))\b", re.I)
# "(since the 19th)" said beside "while I was away": the day, in brackets
_SINCE_SAID = re.compile(r"\bsince\s+" + _DAY + r"\b", re.I)
# "the day before I left, the 18th", "the ten days before I left, the 9th to the 18th", "the day after I
# left, the 20th": the days said
_BEFORE_LEFT = re.compile(r"\b(?:the\s+(?:day|\w+\s+days|week)\s+)?(?:before|after)\s+(?:i|we)\s+"
                          r"(?:left|went\s+away|flew\s+out)\s*,\s*(?=(?:the\s+)?\d)", re.I)


def plain(text: str) -> str:
    text = _SINCE_LEFT.sub(lambda m: f" since the {m.group('day')} ", text)
    text = _BEFORE_LEFT.sub(" ", text)
    if not _WHILE_AWAY.search(text):
        return text
    left = _LEFT.search(text)
    day = left.group("day") if left else None
    if left:
        text = text[:left.start()] + " " + text[left.end():]
    since = _SINCE_SAID.search(text)
    if since:  # "while I was away (since the 19th)": the day is said already, the brackets only set it apart
        text = _WHILE_AWAY.sub(" ", text)
        return re.sub(r"\(\s*(since\s+[^()]*?)\s*\)", r" \1 ", text)
    if day is None:
        return text
    return _WHILE_AWAY.sub(f" since the {day} ", text, count=1)
