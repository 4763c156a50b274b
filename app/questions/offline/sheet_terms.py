"""A data person's spreadsheet terms (set 64): a filter written as a condition on a column — "where date
between 2024-02-19 and 2024-02-25", "date >= 2024-02-16", "filter date in last 7 days", "filter customer =
Omar Haddad", "product = strawberry" — said as the parser reads a time or a name ("between …", "since …",
"customer Omar Haddad"); and a sale's money named as a column ("sale amount", "sum of line totals").
A condition on a sale's total after "sales" ("count of sales where total > $20") is "sales over $20" ("<":
under; ">=", "<=" and a bare number, "> 20", keep their words); "max of sale total" is the largest sale, "row
count of" the number of, "whole of Feb" February (set 64). Only a condition on the date, on a sale's total
or on a named customer, supplier or product is rewritten; any other ("weekday in (Sat, Sun)") keeps its words,
and is refused naming them. A "pivot" ("pivot: kg sold by week", "profit pivot by customer", "weekly pivot of
refund value") is a table split by what it says; said with no split, its word is kept, and refused."""

from __future__ import annotations

import re

from app.questions.offline import sql_words

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

# "count of sales where total > $20": the sale's total, after sales said as such
_TOTAL_OVER = re.compile(r"\b(sales|orders|transactions)\s+" + _WHERE + r"(?:the\s+)?(?:sale\s+)?total\s*"
                         r"(>|<)(?!=)\s*(?=\$\d)", re.I)
_EXTREME_SALE = re.compile(r"\b(max|maximum|min|minimum)(?:\s+of)?\s+(?:the\s+)?sale\s+totals?\b", re.I)
_ROW_COUNT = re.compile(r"\brow\s+count\s+of\b", re.I)
# "pivot:", "pivot table of", "profit pivot by customer": the split said is the table; with none, kept
_PIVOT = re.compile(r"\bpivot(?:\s+table)?(?:\s*:|\s+of\b|(?=\s+(?:by|per)\b))\s*", re.I)
_SPLIT = re.compile(r"\b(?:by|per|each|every)\s+\w|\b(?:daily|weekly|monthly)\b", re.I)
_WHOLE_OF = re.compile(r"(?<!the\s)\bwhole\s+of\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)",
                       re.I)


def _more_said(question: str) -> str:
    text = _TOTAL_OVER.sub(lambda m: f"{m.group(1)} {'over' if m.group(2) == '>' else 'under'} ",
                           sql_words.edge_dates(question))  # "max sale date, customer = Zoe Davis"
    text = _EXTREME_SALE.sub(lambda m: "largest sale" if m.group(1).lower().startswith("max") else "smallest sale",
                             text)
    if _SPLIT.search(_PIVOT.sub(" ", text)):
        text = _PIVOT.sub(" ", text)
    return _WHOLE_OF.sub("", _ROW_COUNT.sub("count of", text))


def plain(question: str) -> str:
    question = _more_said(question)
    text = _NAMED.sub(lambda m: f" {m.group(1)} {m.group(2)} ", question)  # first: it may end at "and date …"
    text = _DATE_COMPARED.sub(lambda m: f" {_COMPARED[m.group(1)]} {m.group(2)} ", text)
    text = _DATE_IN.sub(" in ", _DATE_BETWEEN.sub(" ", text))
    text = _SALE_AMOUNT.sub(r"\1 value", text)
    return _LINE_TOTALS.sub(r"\1 of revenue", text)
