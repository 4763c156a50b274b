"""A cashier's words at the end of a shift (set 46): "this shift" is today (the records keep days, and a
shift is within one); "end of shift:" before a question only says when it is asked; "since we opened this
morning", "since opening today" are today, all of it; "since we opened this month" is this month. Said
again in the words the reader reads."""

from __future__ import annotations

import calendar
import re

_SAID = (
    (re.compile(r"^\s*(?:(?:at\s+(?:the\s+)?)?end\s+of\s+(?:the\s+|my\s+|this\s+)?shift|closing\s+up)\s*[:,;–-]\s*",
                re.I), ""),
    # "refunds this shift — so today —": today, said twice
    (re.compile(r"\b(?:this|my|the)\s+shift\b(?:\s*[—–,-]+\s*(?:so\s+)?today\s*[—–,-]*)?", re.I), "today"),
    # "since we opened this month", "since opening in February": the opening that period's, so the period
    # itself, from its start to today (not today: that read both as "this month, on today")
    (re.compile(r"\bsince\s+(?:we\s+opened|opening|the\s+shop\s+opened)\s+(?=(?:this|in)\s+(?:week|month|"
                + "|".join(calendar.month_name[1:]) + r")\b)", re.I), ""),
    (re.compile(r"\bsince\s+(?:we\s+opened|opening|the\s+shop\s+opened|open(?:ing)?\s+time)(?:\s+(?:this\s+morning|"
                r"today))?\b", re.I), "today"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
