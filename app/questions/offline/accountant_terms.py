"""An accountant's formal terms (set 56): revenue "recognised" (or "booked") on a day is that day's
revenue; a price "we have realised" is the one we sold at; "operating revenue" is revenue (a shop's only
revenue is its sales; "operating income" is a profit, and is left); "customer accounts" are customers, and
sales "on Zoe Davis's account" are hers; "refund totals per week" are the total per week; "itemise …" and
"identify …" (set 70) ask for a list, and a product that "carries the largest" cost has it. Said again in
the words the reader reads."""

from __future__ import annotations

import re

_SAID = (
    # "revenue recognised in the week", "what revenue was recognised today"
    (re.compile(r"\b(revenue|takings|sales|turnover)(\s+(?:was|were|has\s+been|have\s+been))?\s+"
                r"(?:recogni[sz]ed|booked)\b", re.I), r"\1"),
    # "what average selling price have we realised on oranges"
    (re.compile(r"\s+(?:have\s+we|we(?:'ve|\s+have)?)\s+reali[sz]ed\b", re.I), ""),
    (re.compile(r"\boperating\s+(?=revenue\b|sales\b|takings\b|turnover\b)", re.I), ""),
    # "which customer accounts spent the most" ("which customer accounts for the most" is a verb, and left)
    (re.compile(r"\bcustomer\s+account(s)?\b(?!\s+for\b)", re.I), r"customer\1"),
    (re.compile(r"\bon\s+((?:[A-Z][\w-]*\s+)*[A-Z][\w-]*)['’]s\s+account\b"), r"by \1"),
    # "itemise the refunds by day", "identify the suppliers of pears" (set 70): list them; only as the opening order
    (re.compile(r"^(\s*(?:please\s+)?)(?:itemi[sz]e|identify)\b", re.I), r"\1list"),
    # "which product carries the largest write-off cost": has it (set 70)
    (re.compile(r"\bcarries\s+the\s+(largest|biggest|highest|smallest|lowest)\b", re.I), r"has the \1"),
    # "refund totals per week": one total a week
    (re.compile(r"\btotals\b(?=\s+(?:per|by|for\s+each|each)\b)", re.I), "total"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
