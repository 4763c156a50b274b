"""Short forms a till worker or a data person types (sets 52 and 54): "kilos of apples gone out in the past
20 days", "kilos go out per sale" (went out: sold),
"stok" (a slip too short for the typo rule), "distinct customers per week" (their
number), "the date of the latest cherry delivery" and "the most recent strawberry delivery" (the last);
"which customer made the most separate purchases": a customer's purchases, said separate, are their visits
counted (our purchases are deliveries; "the most purchases" alone may be money, and is asked about); "the
most deliveries" are the most of them, not the most money spent on them; "across the shop" or "across the
whole business" is all of it, as a total is anyway. "All fruit together" beside a split by time is every
product in one figure, and "the most sales, counting transactions" the most by number (set 70).
"Refunds to date: count" is their number, "wk takings so far" this week's (set 74)."""

from __future__ import annotations

import re

_GONE_OUT = re.compile(r"(?<![\w'])(?<!have\s)(?<!has\s)(?<!had\s)(?<!been\s)gone\s+out\b", re.I)
# "how many kilos go out per sale": sold, as "went out" is ("go out of stock" is not)
_GO_OUT = re.compile(r"(?<![\w'])(?:go|goes)\s+out\b(?!\s+of\b)", re.I)
_STOK = re.compile(r"(?<![\w'])stok(?![\w'])", re.I)
_DISTINCT = re.compile(r"^\s*(?:distinct|different|unique)\s+(customers|shoppers)\b", re.I)
_RECORD = r"(?:deliver(?:y|ies)|sale|purchase|return|refund|price\s+change|write[\s-]?off|visit|order)"
_MOST_RECENT = re.compile(r"\bthe\s+most\s+recent(?=(?:\s+[\w-]+){0,2}?\s+" + _RECORD + r"\b)", re.I)
_THEIR_PURCHASES = re.compile(r"\b((?:which|what)\s+(?:customer|customers|shopper|shoppers|client|clients)|who)\s+"
                              r"(made|had|has\s+made|makes)\s+the\s+(most|fewest|least)\s+(?:separate|individual|different|"
                              r"distinct)\s+(?:purchases|transactions|shopping\s+trips|trips)\b", re.I)
_MOST_DELIVERIES = re.compile(r"\bthe\s+(most|fewest|least)\s+(deliveries|shipments|drops)\b", re.I)
_WHOLE_SHOP = re.compile(r"\s*\bacross\s+the\s+(?:whole\s+|entire\s+)?(?:shop|store|business)\b", re.I)
# "kilos sold per weekday, all fruit together", "weekly kilos, everything together" (set 70): split by time, every
# product in one figure, as an answer not split by product is; beside a split by product it says the opposite, and
# with no split it is left to the readers of a total ("all fruit together, how many kilos in stock")
_ALL_TOGETHER = re.compile(r"\s*,?\s*\b(?:all\s+(?:the\s+)?(?:fruits?|products?|produce)|everything)\s+"
                           r"(?:together|combined)\b", re.I)
# "which weekday brings the most sales, counting transactions" (set 70): the most by their number, not their money
_COUNTING = re.compile(r"\s*,?\s*\bcounting\s+(?:the\s+)?(?:transactions|sales)\b", re.I)
_MOST_SALES = re.compile(r"\b(?:the\s+)?(?:most|fewest|least)\s+sales\b", re.I)
_BY_TIME = re.compile(r"\b(?:per|by|each|every)\s+(?:day|week|weekday|month)s?\b|\b(?:daily|weekly|monthly)\b", re.I)
_BY_PRODUCT = re.compile(r"\b(?:per|by|each|every|which)\s+(?:product|fruit|item)s?\b", re.I)
# "Refunds processed to date: count." (set 74): the count asked after the things counted
_COUNT_AFTER = re.compile(r"^\s*(?P<what>(?:refunds?|returns?|sales|orders|transactions|deliveries|customers|visits|"
                          r"price\s+changes|write[\s-]?offs)\b.*?)\s*[:,;]\s*(?:count|number|no\.?)\s*[.?!]*\s*$", re.I)
# "wk takings so far": a bare week with "so far" is this week, as "so far" is up to today
_BARE_WEEK_SO_FAR = re.compile(r"^\s*(?:week|wk|month|mth)(?=\s+[a-z]+(?:\s+[a-z]+)?\s+(?:so\s+far|to\s+date)"
                               r"\s*[.?!]*\s*$)", re.I)
_DATE_OF = re.compile(r"\bwhat\s+(?:was|is)\s+the\s+date\s+of\s+(?=the\s+(?:last|latest|first|earliest)\b)", re.I)


def plain(question: str) -> str:
    text = _COUNT_AFTER.sub(r"number of \g<what>", question)
    text = _BARE_WEEK_SO_FAR.sub(lambda m: "this " + m.group(0).strip(), text)
    text = _STOK.sub("stock", _GO_OUT.sub("went out", _GONE_OUT.sub("went out", text)))
    text = _WHOLE_SHOP.sub(" ", _MOST_DELIVERIES.sub(r"the \1 number of \2", text))
    if _MOST_SALES.search(text):
        text = _COUNTING.sub(" by number of sales", text)
    if _BY_TIME.search(text) and not _BY_PRODUCT.search(text):
        text = _ALL_TOGETHER.sub(" ", text)
    text = _THEIR_PURCHASES.sub(r"\1 \2 the \3 visits", _DISTINCT.sub(r"number of different \1", text))
    return _DATE_OF.sub("when was ", _MOST_RECENT.sub("the last", text))
