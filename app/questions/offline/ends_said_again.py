"""A day that bounds a period, said again to be sure (sets 40, 42): "before the 15th, not counting the
15th itself", "before the 12th? So at close on the 11th". Each says what the bound already means
("before" leaves its day out, and a state "before the 12th" is the 11th's close), so the second saying
is read past — only when it names the day the bound means, and the bound is there to say it of;
otherwise it stays, and the period reader refuses. ("since the 12th, the 12th counted" stays refused, as
set 12's round chose: that one day, or the whole stretch?)"""

from __future__ import annotations

import re

_ORDINAL = r"(?:st|nd|rd|th)"
# ", not counting the 15th itself", "not including the 15th"
_OUT = re.compile(r"[,;–-]?\s*\(?\s*not\s+(?:counting|including)\s+the\s+(?P<day>\d{1,2})" + _ORDINAL
                  + r"(?:\s+itself)?\b\s*\)?", re.I)
# "? So at close on the 11th", ", i.e. at the end of the 11th"
_CLOSE = re.compile(r"[,;?–-]?\s*(?:so|i\.?e\.?|that\s+is|meaning)\s*,?\s*(?:at\s+)?(?:the\s+)?(?:close|end)\s+"
                    r"(?:on|of)\s+the\s+(?P<day>\d{1,2})" + _ORDINAL + r"\b", re.I)


def _bound(words: str, day: int, text: str) -> bool:
    """`text` has the bound `words` ("since", "before" …) on the same day, said as "the 22nd"."""
    return bool(re.search(rf"\b(?:{words})\s+(?:[^,.;?!]{{0,30}}?\s)?the\s+{day}{_ORDINAL}\b", text, re.I))


def plain(text: str) -> str:
    def again(bound: str, shift: int = 0):
        def read_past(match: re.Match[str]) -> str:
            rest = text[:match.start()] + text[match.end():]
            return " " if _bound(bound, int(match.group("day")) + shift, rest) else match.group(0)
        return read_past

    text = _OUT.sub(again("before"), text)  # "until the 15th" takes it in: said again, it is not
    return _CLOSE.sub(again("before", 1), text)
