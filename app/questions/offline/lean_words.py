"""An operations consultant's lean jargon (set 84), said as the reader reads it: "throughput" in kg is the kilos
sold (in dollars it is left unread) ("daily throughput" their average per day), "inbound volume" the kilos
bought, a "run rate" on takings their average per day, "write-off events" write-offs, a "Baseline KPI first:" or
"Pareto check:" heading only a heading, "sales velocity on bananas: average kg sold per day …" the average it
names, for bananas, and "units per transaction: average kg per sale …" the average it names; "net of anything
returned" is net of returns, "keyed on week start" how weeks are keyed already, "…, summed over the month" this
month, and "last 7 days …, today included" the last 7 days (which hold today already); the "peak weekday by
revenue" is the weekday with the most of it, the weekday that is "the bottleneck, i.e. the lowest …" is the one
with the lowest, "which two SKUs drive the most revenue" the top two by it, and days that "beat $30 in revenue"
had revenue over it. What is left is read, or refused, as it stands."""

from __future__ import annotations

import re

_KG = r"\s*,?\s*in\s+(?:kg|kgs|kilos|kilograms)"  # said: a throughput in dollars is not read
_SAID = (
    # "Baseline KPI first:", "Pareto check:": a heading over the question
    (re.compile(r"^\s*(?:baseline\s+)?kpis?(?:\s+(?:first|next|then))?\s*:\s*", re.I), ""),
    (re.compile(r"^\s*pareto(?:\s+check)?\s*:\s*(?=(?:which|what|top)\b)", re.I), ""),
    # "Sales velocity on bananas: average kg sold per day across February": the average said, for bananas
    (re.compile(r"^\s*(?:sales\s+)?velocity\s+(?:on|for|of)\s+(?P<what>[a-z]+)\s*:\s*(?P<rest>average\s+(?:kg|kgs|kilos)"
                r"\s+sold\s+per\s+day\b)", re.I), r"\g<rest> of \g<what>"),
    # "Units per transaction: average kg per sale across the month": the average said after it
    (re.compile(r"^\s*units\s+per\s+(?:transaction|txn|sale|basket)\s*:\s*(?=average\s+(?:kg|kgs|kilos)\s+per\s+sale\b)",
                re.I), ""),
    # "Daily run rate on takings, month to date: average revenue per trading day": the average per day
    (re.compile(r"^\s*(?:daily\s+)?run\s+rate\s+(?:on\s+)?(?:takings|revenue|sales)?\s*(?P<when>,\s*[^:]+?)?\s*:\s*"
                r"(?P<rest>average\s+(?:takings|revenue|sales)\s+per\s+(?:trading\s+)?day\b)", re.I),
     r"\g<rest> \g<when>"),
    (re.compile(r"^\s*run\s+rate\s+(?P<when>[^:]+?)\s*:\s*(?P<rest>average\s+(?:takings|revenue)\s+per\s+day\b)", re.I),
     r"\g<rest> \g<when>"),
    # "average daily throughput in kg", "throughput yesterday, in kg": kilos sold
    (re.compile(r"\baverage\s+daily\s+throughput" + _KG + r"\b", re.I), "average kilos sold per day"),
    (re.compile(r"\b(?:total\s+)?throughput(?P<when>\s+(?:yesterday|today))?" + _KG + r"\b", re.I),
     r"kilos sold\g<when>"),
    # "inbound volume by week in kg": kilos bought
    (re.compile(r"\binbound\s+(?:volume|kilos|kg)\s+by\s+(week|day|month|supplier|product)" + _KG + r"\s*:\s*[^?]*\?",
                re.I), r"kilos bought by \1"),
    (re.compile(r"\bwrite[\s-]?off\s+events(?:\s+logged)?\b", re.I), "write-offs"),
    (re.compile(r"\bnet\s+of\s+(?:anything|everything|whatever\s+was|all)\s+returned\b", re.I), "net of returns"),
    (re.compile(r"\s*,\s*keyed\s+(?:on|by)\s+(?:the\s+)?week\s+start(?:\s+date)?\b", re.I), ""),
    (re.compile(r"\s*,\s*summed\s+over\s+the\s+month\b", re.I), " this month"),
    # "Last 7 days revenue, today included": the last days hold today already
    (re.compile(r"^(\s*(?:the\s+)?last\s+\d+\s+days\b[^,]*?)\s*,\s*today\s+included\b", re.I), r"\1"),
    # "peak weekday by total revenue": the one with the most
    (re.compile(r"^\s*peak\s+(day|weekday|week|month)\s+by\s+(?:total\s+)?(revenue|takings|sales|kilos)\b", re.I),
     r"which \1 had the most \2"),
    # "which weekday is the bottleneck, i.e. the lowest total takings": the one with the lowest
    (re.compile(r"\b(which\s+(?:day|weekday|week))\s+is\s+the\s+bottleneck\s*,?\s*(?:i\.?\s*e\.?|that\s+is)\s*,?\s*"
                r"(?:the\s+)?(lowest|least)\b", re.I), r"\1 had the \2"),
    # "which two SKUs drive the most revenue": the top two by it
    (re.compile(r"\bwhich\s+(two|three|four|five|\d)\s+(products|skus|fruits|customers|suppliers)\s+(?:drive|bring\s+in|"
                r"make|earn|generate)\s+the\s+most\s+(revenue|takings|profit|gross\s+profit)\b", re.I),
     r"top \1 \2 by \3"),
    # "which days in February beat $30 in revenue": had revenue over it
    (re.compile(r"\b(beat|topped|cleared)\s+(\$\s?\d[\d,.]*)\s+in\s+(revenue|takings|sales)\b", re.I),
     r"had \3 over \2"),
)
_HIGHEST_FIRST = re.compile(r"(?<=\?)\s*(?:highest|biggest|largest|most)\s+first\s*[.!]?\s*$", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if re.match(r"^\s*top\s+\w+\s+\w+\s+by\b", text, re.I):  # "top two … by revenue? Highest first.": ranked already
        text = _HIGHEST_FIRST.sub("", text)
    return text.strip()
