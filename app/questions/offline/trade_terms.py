"""The trade's own words for what the shop already reads (set 82): a "SKU" or a "product line" is a
product, and "by line", "per line", "every line" or "the bottom 2 lines" are by product (an average "per
line" may be a sale's line, and is left); a "drop" is a delivery where it can only be one ("the last drop
from …", "how many drops", "was the strawb drop on the 16th"); "tickets" and "receipts" counted are sales;
"transactions by week", with nothing else to measure, is their number; "the full stock" is the stock; a
supplier that "shipped us" fruit delivered it. A fruit "in since the 20th" came in (was delivered): "in"
cannot be "in" a time before "since", and read past it left the kilos sold; with no kilo said it may be
money, and is left. The kitchen's "walk-in" is the stock; "chef" or "boss" called to is no part of the
question; fruit "had off us" was bought from us, and fruit that "left the shop" was sold. Customers "served"
or "active" are those who bought; a fruit that "barely moved" beside "the fewest" says the fewest again. A
customer who "rang up" a sale made it; the "main" supplier is the top one; "supplier deliveries" are
deliveries."""

from __future__ import annotations

import re

_AVERAGE = re.compile(r"\b(?:average|avg|mean|typical)\b", re.I)
_SAID = (
    (re.compile(r"\b(?:SKU|stock[\s-]+keeping[\s-]+unit)s\b", re.I), "products"),
    (re.compile(r"\b(?:SKU|stock[\s-]+keeping[\s-]+unit)\b", re.I), "product"),
    (re.compile(r"\bproduct\s+line(s?)\b", re.I), r"product\1"),
    # "top 3 lines by kg", "bottom two lines": ranked, so products
    (re.compile(r"\b(top|bottom|best|worst)\s+(\d+|two|three|four|five)\s+lines\b", re.I), r"\1 \2 products"),
    # "how many drops did Hillside do", "the last drop from Green Valley", "the strawb drop on the 16th"
    (re.compile(r"\b(how\s+many|number\s+of|no\.?\s+of|count\s+of)\s+drops\b", re.I), r"\1 deliveries"),
    (re.compile(r"\b(last|latest|first|earliest|previous|most\s+recent)\s+drop\b", re.I), r"\1 delivery"),
    (re.compile(r"\bdrop(s?)\s+(?=from\b)", re.I), lambda m: "deliveries " if m.group(1) else "delivery "),
    (re.compile(r"\b(was|were)\s+the\s+(?!(?:sales?|revenue|takings|price|prices|stock|profit|margin)\b)([a-z]+)\s+drop\b",
                re.I), r"\1 the \2 delivery"),
    # "how many tickets today", "receipt count by day": sales
    (re.compile(r"\b(how\s+many|number\s+of|no\.?\s+of|count\s+of)\s+(?:tickets|receipts)\b", re.I), r"\1 sales"),
    (re.compile(r"\b(?:ticket|receipt|transaction)\s+count\b", re.I), "sales count"),
    (re.compile(r"\bfull\s+(?=(?:stock|inventory)\b)", re.I), ""),
    # "a price move", "which prices moved": a price change
    (re.compile(r"\bprice\s+(?:move|movement)(s?)\b", re.I), r"price change\1"),
    (re.compile(r"\bprices?\s+(?:moved|shifted)\b", re.I), "price changed"),
    # "yesterday's trade", "the day's trade": its takings
    (re.compile(r"(?<=['’]s)\s+trade\b(?!\s+(?:price|prices|discount|account|customers?|suppliers?)\b)", re.I),
     " takings"),
    # "closing stock at current selling prices": its worth at them
    (re.compile(r"\bstock\s+at\s+(?:current\s+|today['’]s\s+|our\s+)?(?:selling|retail|shelf)\s+prices?\b", re.I),
     "stock value at selling prices"),
    # the kitchen's walk-in fridge: what is held ("what's lowest in the walk-in", "what's in the walk-in at cost")
    (re.compile(r"\b(?:in|inside)\s+the\s+walk[\s-]*in(?:\s+(?:fridge|cooler|chiller|room))?\b", re.I), "in stock"),
    # "chef", "boss", "mate" called to between a question's parts: who is asked, not what
    (re.compile(r"(?:^|(?<=\s))(?:chef|boss|mate)\s*(?=,|\?|$)", re.I), ""),
    (re.compile(r"^\s*(?:chef|boss|mate)\s*[,:-]\s*", re.I), ""),
    # "who's had the most strawbs off us": bought them from us
    (re.compile(r"(?:['’]s|\s+has|\s+have)?\s+had\s+(.{1,40}?)\s+off\s+us\b", re.I), r" bought \1 from us"),
    # "kilos of fruit that left the shop": sold ("left in the shop" is held, and not said so)
    (re.compile(r"\b(?:left|leave|leaves|leaving)\s+the\s+(?:shop|store)\b", re.I), "sold"),
    # "what we paying per kilo": "are" dropped in a hurry
    (re.compile(r"\bwhat\s+we\s+(?=(?:paying|charging|selling|spending|taking|making)\b)", re.I), "what are we "),
    # "how many customers have you served", "active customers": those who bought
    (re.compile(r"\b(customers|shoppers|people)\s+(?:(?:have|has|did)\s+)?(?:you|we)\s+(?:served|serve|had\s+in)\b",
                re.I), r"\1 bought"),
    (re.compile(r"\bactive\s+(?:customers|shoppers|buyers|clients)\b", re.I), "different customers"),
    # "which fruit barely moved - the fewest kilos sold?": the fewest, said twice
    (re.compile(r"\bbarely\s+(?=(?:moved|sold|went|shifted|sells|moves)\b(?=.*\b(?:fewest|least|lowest)\b))", re.I),
     ""),
    # "which customer rang up the biggest sale": the customer made it ("who rang up" may be a till hand: left)
    (re.compile(r"\b((?:which|what)\s+(?:customers?|shoppers?|clients?))\s+(?:rang|rung|rings)\s+up\b", re.I),
     r"\1 made"),
    # "your main supplier, going by money spent": the top one
    (re.compile(r"\bmain\s+(?=(?:suppliers?|vendors?|customers?|clients?)\b)", re.I), "top "),
    # "number of supplier deliveries": every delivery is a supplier's
    (re.compile(r"(?<!\bby\s)(?<!\bper\s)(?<!\beach\s)(?<!\bwhich\s)(?<!\bevery\s)\bsuppliers?['’]?\s+"
                r"(?=deliver(?:y|ies)\b)", re.I), ""),
    # "which supplier shipped us the most kg": delivered (never "shopped", a slip it is not)
    (re.compile(r"\bship(?:ped|s)?(?:\s+(?:us|to\s+us|in))?\b", re.I), "delivered"),
)
# "cherries in since the 20th, kg": came in (a kilo said: "bananas in since Monday" may be money or kilos)
_IN_SINCE = re.compile(r"(?<![\w$])(?!(?:money|cash|takings|revenue|income|sales|dollars)\b)([a-z]+)\s+in\s+"
                       r"(?=since\b)", re.I)
_KILOS = re.compile(r"\b(?:kg|kgs|kilos?|kilograms?)\b", re.I)
_PER_LINE = re.compile(r"\b(by|per|each|every)\s+line\b(?!\s+(?:items?|totals?|values?|amounts?)\b)", re.I)
# "transactions by week": nothing else said to measure, so how many
_TRANSACTIONS_BY = re.compile(r"^\s*(?:show\s+(?:me\s+)?)?transactions\s+(?=(?:by|per|each|every)\s)", re.I)
_MEASURE_SAID = re.compile(r"\b(?:count|number|many|average|avg|mean|value|values|total|totals|amount|revenue|"
                           r"kilos?|kg|worth)\b|\$", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if _KILOS.search(text):
        text = _IN_SINCE.sub(r"\1 came in ", text)
    if not _AVERAGE.search(text):
        text = _PER_LINE.sub(r"\1 product", text)
    if not _MEASURE_SAID.search(text):
        text = _TRANSACTIONS_BY.sub("number of transactions ", text)
    return text
