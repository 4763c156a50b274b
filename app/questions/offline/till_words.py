"""A cashier's words at the end of a shift (set 46): "this shift" is today (the records keep days, and a
shift is within one); "end of shift:" before a question only says when it is asked; "since we opened this
morning", "since opening today" are today, all of it, but a bare "since we opened" is not (the shop's first
day?); "since we opened this month" is this month. Said again in the words the reader reads."""

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
    # today only when said ("since we opened this morning"): a bare "since we opened" may be the shop's first day
    # (set 60 wanted every sale since then), so it is left to be refused, never guessed
    (re.compile(r"\bsince\s+(?:we\s+opened|opening|the\s+shop\s+opened)\s+(?:this\s+morning|today)\b", re.I),
     "today"),
    (re.compile(r"\bsince\s+open(?:ing)?\s+time\b(?:\s+(?:this\s+morning|today))?", re.I), "today"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
