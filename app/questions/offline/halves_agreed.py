""""The first half of the month" in a month of odd length ends on the 14th or the 15th (and "since
mid-February" starts on the 15th or the 16th), and people do not agree which (set 52 wrote it only where
both give the same answer). The question is asked both ways, each half said as its days; when both
readings give the same results it is answered, saying so, and when they differ it is refused as before:
the reader never picks one."""

from __future__ import annotations

import calendar
import datetime as dt
import re

from app.questions.offline.period_words import _HALF, _RANGE_SAID

_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
# "since mid-February", "from mid-month": from where the second half starts (the 15th or the 16th)
_MID = re.compile(r"\b(?P<lead>since|from)\s+(?:the\s+)?mid[\s-]*(?:(?:the\s+)?month|(?P<month>"
                  + "|".join(_MONTHS) + r"))\b", re.I)


def readings(question: str, today: dt.date) -> tuple[list[str], str] | None:
    """The question with its one half said as days each way the half can end, and what to say of them;
    None when it has no half of a month, more than one, or its days said already."""
    mids = list(_MID.finditer(question))
    if len(mids) == 1 and not _HALF.search(question):
        return _since_mid(question, mids[0], today)
    halves = list(_HALF.finditer(question))
    if len(halves) != 1 or len(re.findall(r"\bhalf\b", question, re.I)) != 1 or _RANGE_SAID.match(
            question[halves[0].end():]):
        return None
    half = halves[0]
    named = next((m for m in _MONTHS if re.search(rf"\b{m}\b", half.group(0), re.I)), None)
    ends, name, days = _ends(_MONTHS[named] if named else today.month, today)
    if len(ends) == 1:
        return None  # an even month's half is the same either way; its refusal stands (it names no days)
    first = half.group("which").lower() == "first"
    spans = [(1, end) if first else (end + 1, days) for end in ends]
    asked = [question[:half.start()] + f" from {a} {name} to {b} {name} " + question[half.end():] for a, b in spans]
    said = (f"The {half.group('which').lower()} half of {name} ending on the {_nth(ends[0])} or on the "
            f"{_nth(ends[1])} gives the same answer" if first else
            f"The {half.group('which').lower()} half of {name} starting on the {_nth(ends[0] + 1)} or on the "
            f"{_nth(ends[1] + 1)} gives the same answer")
    return asked, said


def _ends(month: int, today: dt.date) -> tuple[list[int], str, int]:
    """Where the month's first half can end, its name and its number of days."""
    days = calendar.monthrange(today.year if month <= today.month else today.year - 1, month)[1]
    return sorted({days // 2, (days + 1) // 2}), calendar.month_name[month], days


def _since_mid(question: str, mid: re.Match[str], today: dt.date) -> tuple[list[str], str] | None:
    ends, name, _ = _ends(_MONTHS[mid.group("month").lower()] if mid.group("month") else today.month, today)
    if len(ends) == 1:
        return None
    asked = [question[:mid.start()] + f" {mid.group('lead')} {end + 1} {name} " + question[mid.end():] for end in ends]
    return asked, f"Mid-{name} taken as the {_nth(ends[0] + 1)} or as the {_nth(ends[1] + 1)} gives the same answer"


def _nth(day: int) -> str:
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"
