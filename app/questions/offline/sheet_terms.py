"""A data person's spreadsheet terms (set 64): a filter written as a condition on a column — "where date
between 2024-02-19 and 2024-02-25", "date >= 2024-02-16", "filter date in last 7 days", "filter customer =
Omar Haddad", "product = strawberry" — said as the parser reads a time or a name ("between …", "since …",
"customer Omar Haddad"); and a sale's money named as a column ("sale amount", "sum of line totals").
Only a condition on the date or on a named customer, supplier or product is rewritten; any other
("where total > $20", "weekday in (Sat, Sun)") keeps its words, and is refused naming them."""

from __future__ import annotations

import re

_WHERE = r"\b(?:where|filter(?:ed)?(?:\s+(?:on|by|to|for|where))?)\s+"
_LEAD = r"(?:(?:" + _WHERE + r")|\band\s+)?"
_DATE = r"\b(?:sale\s+)?date\s*"
# a day as a sheet writes it: 2024-02-16, or "16 Feb", "Feb 16"
_DAY = r"(\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]{3,9}|[a-z]{3,9}\s+\d{1,2}(?:st|nd|rd|th)?)\b"
# the comparison's meaning in the words the periods read; ">=" includes the day, as "since" does
_COMPARED = {">=": "since", "=>": "since", "≥": "since", ">": "after", "<=": "up to", "=<": "up to", "≤": "up to",
             "<": "before", "=": "on", "==": "on"}
_DATE_COMPARED = re.compile(_LEAD + _DATE + r"(>=|=>|≥|<=|=<|≤|==|=|>|<)\s*" + _DAY, re.I)
# said after "where" or "filter" only: "revenue by date between …" groups by the date, and keeps it
_DATE_BETWEEN = re.compile(_WHERE + _DATE + r"(?=between\s)", re.I)
# "where date in last week", "filter date in the last 7 days": that time
_DATE_IN = re.compile(_WHERE + _DATE + r"in\s+(?=(?:the\s+)?(?:last|past|this|previous)\b)", re.I)
# "filter customer = Omar Haddad", "where product = 'strawberry'": the name, with what it names (so a
# customer's name given as a product's is still refused)
_NAMED = re.compile(_LEAD + r"\b(customer|supplier|product)\s*(?:==|=)\s*['\"]?([a-z][a-z .'-]*?)['\"]?"
                    r"(?=\s*(?:[,;]|$|\band\b|\bwhere\b|\bfilter\b))", re.I)
# a sale's money as a column: "sum of sale amount" (not kilos, which "amount" alone may be)
_SALE_AMOUNT = re.compile(r"\b(sale|sales|order|transaction)\s+amounts?\b", re.I)
_LINE_TOTALS = re.compile(r"\b(sum|total)\s+of\s+(?:the\s+|all\s+)?(?:sale\s+)?line\s+(?:totals?|values?|amounts?)\b",
                          re.I)


def plain(question: str) -> str:
    text = _NAMED.sub(lambda m: f" {m.group(1)} {m.group(2)} ", question)  # first: it may end at "and date …"
    text = _DATE_COMPARED.sub(lambda m: f" {_COMPARED[m.group(1)]} {m.group(2)} ", text)
    text = _DATE_IN.sub(" in ", _DATE_BETWEEN.sub(" ", text))
    text = _SALE_AMOUNT.sub(r"\1 value", text)
    return _LINE_TOTALS.sub(r"\1 of revenue", text)
