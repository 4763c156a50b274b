"""A day that bounds a period, said again to be sure (sets 40, 42): "before the 15th, not counting the
15th itself", "before the 12th? So at close on the 11th". Each says what the bound already means
("before" leaves its day out, and a state "before the 12th" is the 11th's close), so the second saying
is read past — only when it names the day the bound means, and the bound is there to say it of;
otherwise it stays, and the period reader refuses.

The lead decided (set 44's round) that a start said again is read the same way: "since the 22nd, the 22nd
included" and "takings since the 12th, the 12th counted" agree with "since" (its day in), "after the 5th
(from the 6th on)" and "after the 5th, not counting the 5th" with "after" (from the next day). Said against
the bound ("after the 5th, the 5th included", "since the 5th (from the 6th on)") it stays, and is refused.
(Set 12's round had refused them all: that one day, or the whole stretch?)"""

from __future__ import annotations

import re

from app.questions.offline.words import CannotAnswer

_ORDINAL = r"(?:st|nd|rd|th)"
# ", not counting the 15th itself", "not including the 15th"
_OUT = re.compile(r"[,;–-]?\s*\(?\s*not\s+(?:counting|including)\s+the\s+(?P<day>\d{1,2})" + _ORDINAL
                  + r"(?:\s+itself)?\b\s*\)?", re.I)
# "? So at close on the 11th", ", i.e. at the end of the 11th"
_CLOSE = re.compile(r"[,;?–-]?\s*(?:so|i\.?e\.?|that\s+is|meaning)\s*,?\s*(?:at\s+)?(?:the\s+)?(?:close|end)\s+"
                    r"(?:on|of)\s+the\s+(?P<day>\d{1,2})" + _ORDINAL + r"\b", re.I)


# ", the 12th counted", "(the 22nd included)", ", including the 22nd", ", the 22nd inclusive"
_IN = re.compile(r"[,;–-]?\s*\(?\s*(?:(?:the\s+(?P<day>\d{1,2})" + _ORDINAL + r"(?:\s+itself)?\s+(?:counted|included|"
                 r"inclusive|in(?:cluded)?\s+too)|(?:counting|including)\s+the\s+(?P<day2>\d{1,2})" + _ORDINAL
                 + r"(?:\s+itself|\s+too)?))\b\s*(?:\.\s*(?=\)))?\)?", re.I)  # "(The 20th itself included.)" (set 80)
# "(from the 6th on)", ", i.e. from the 6th onwards", ", so starting the 6th"
_NEXT = re.compile(r"[,;–-]?\s*\(?\s*(?:(?:so|i\.?e\.?|that\s+is|meaning)\s*,?\s*)?(?:from|starting(?:\s+on)?)\s+the\s+"
                   r"(?P<day>\d{1,2})" + _ORDINAL + r"(?:\s+on(?:wards?)?)?\b\s*\)?"
                   r"(?!\s*(?:to|till|until|thru|through|and|[-–]))", re.I)  # "from the 6th to the 9th": a range


def _bound(words: str, day: int, text: str) -> bool:
    """`text` has the bound `words` ("since", "before" …) on the same day, said as "the 22nd"."""
    return bool(re.search(rf"\b(?:{words})\s+(?:[^,.;?!]{{0,30}}?\s)?the\s+{day}{_ORDINAL}\b", text, re.I))


def _next_day(match: re.Match[str]) -> str:
    """"after the 5th (from the 6th on)", "since the 18th, from the 18th on": read past. Against a start said
    already ("since the 5th (from the 6th on)", "after the 5th (from the 7th on)") it was read as that one day;
    it is refused."""
    rest = match.string[:match.start()] + match.string[match.end():]
    day = int(match.group("day"))
    if _bound("after", day - 1, rest) or _bound("since", day, rest):  # "since the 18th? from the 18th on"
        return " "
    if re.search(r"\b(?:since|after)\b", rest, re.I):
        raise CannotAnswer(f"“{match.group(0).strip(' ,;()–-')}” says the start again as another day than the one "
                           "already said; say the start once.")
    return match.group(0)


def plain(text: str) -> str:
    def again(bound: str, shift: int = 0):
        def read_past(match: re.Match[str]) -> str:
            rest = text[:match.start()] + text[match.end():]
            day = int(match.group("day") or match.groupdict()["day2"])
            return " " if _bound(bound, day + shift, rest) else match.group(0)
        return read_past

    text = _OUT.sub(again("before|after"), text)  # "until the 15th" takes it in: said again, it is not
    text = _IN.sub(again("since|from|starting(?:\\s+on)?"), text)  # "since" takes its day in
    text = _NEXT.sub(_next_day, text)
    return _CLOSE.sub(again("before", 1), text)
