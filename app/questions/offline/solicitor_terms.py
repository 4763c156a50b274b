"""A solicitor's words for what the reader already reads (set 86): "for the avoidance of doubt" opens;
"the period commencing" a day is from it, "the period ending" a day up to it, and "during" a period is in
it; "the preceding week" and "the week just ended" are last week; "calendar days" are days; the "total
consideration paid" is what was paid, "for goods supplied" saying only what it was paid for; to "expend" is
to spend; "in descending order of expenditure" says again the order the most spent come in; "the final
four days of the month, 26 to 29 February" names the days twice; a stock that "stands below" a level is
below it; what is "presently" held is held now, and the "present" price is the current one; when the most
recent delivery "occurred" is when it was."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\bfor\s+the\s+avoidance\s+of\s+doubt\s*[:,;-]?\s*", re.I), ""),
    (re.compile(r"\b(?:in|for|during)\s+the\s+period\s+commencing\b", re.I), "since"),
    (re.compile(r"\b(?:in|for|during)\s+the\s+period\s+ending\b", re.I), "up to"),
    (re.compile(r"\bduring\s+(?=the\s+(?:period|month|week)\b)", re.I), "in "),
    (re.compile(r"\b(?:in\s+)?the\s+(?:preceding\s+week|week\s+just\s+(?:ended|gone|past))\b", re.I), "last week"),
    (re.compile(r"\bcalendar\s+(days?)\b", re.I), r"\1"),
    (re.compile(r"\btotal\s+consideration\s+paid\b", re.I), "total paid"),
    (re.compile(r"\s+for\s+(?:the\s+)?goods\s+supplied\b", re.I), ""),
    (re.compile(r"\bexpend\b", re.I), "spend"),
    (re.compile(r"\bexpended\b", re.I), "spent"),
    (re.compile(r"\s*,?\s*in\s+descending\s+order\s+of\s+(?:expenditure|spend|spending)\s*,?\s*(?=.*\bspent\s+the\s+most\b)",
                re.I), " "),
    (re.compile(r"\b(?:the\s+)?(?:final|last)\s+\w+\s+days\s+of\s+the\s+month\s*,\s*(?=\d)", re.I), ""),
    (re.compile(r"\b(?:presently\s+|currently\s+)?stands?\s+(?=(?:below|above|under|over)\b)", re.I), "is "),
    (re.compile(r"\bpresently\s+(?:held\s+)?in\s+stock\b", re.I), "in stock now"),
    (re.compile(r"\b(?:the\s+)?present\s+(?:retail\s+|selling\s+)?price\b", re.I), "the current price"),
    (re.compile(r"\bon\s+what\s+date\s+did\s+the\s+most\s+recent\s+(delivery|sale|return|purchase)\s+(.+?)\s+occur\b",
                re.I), r"when was the last \1 \2"),
    (re.compile(r"\s*,?\s*excluding\s+any\s+(?:subsequently\s+|later\s+)?(?:reversed|refunded|returned)"
                r"(?:\s+by\s+a\s+(?:return|refund))?\b", re.I), ", net of returns"),
    (re.compile(r"\bnet\s+of\s+any\s+(?:transactions?|sales?)\s+(?:later\s+|subsequently\s+)?(?:refunded|returned|reversed)\b",
                re.I), "net of returns"),
    (re.compile(r"\bon\s+or\s+before\b", re.I), "up to and including"),
    (re.compile(r"\bthe\s+number\s+of\s+(distinct\s+|different\s+)?customers\s+who\s+made\s+(?:at\s+least\s+one|a|any)\s+"
                r"purchases?\b", re.I), r"how many \1customers bought"),
    (re.compile(r"\b(customers?|who)\s+(?:have\s+|has\s+)?made\s+(?:any\s+)?purchases\s+(?=in\s+the\s+current\b)",
                re.I), r"\1 bought "),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
