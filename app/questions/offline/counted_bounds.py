"""A bound on how many records a group has ("which fruits have had only one delivery", "products with more
than one delivery this month", "customers with exactly two visits"): the bound is on a count of deliveries,
sales or visits. When the question was read as another measure (the deliveries' cost, with "one" dropped as
a filler or bound to the money), the answer is of something not asked (set 44), so it is refused."""

from __future__ import annotations

import re

from app.questions.offline.measures import COUNTS
from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer

_NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
_BOUND = (r"(?:only|just|exactly|precisely|more\s+than|over|at\s+least|at\s+most|fewer\s+than|less\s+than|under"
          r"|no\s+more\s+than)")
_RECORDS = (r"(?:deliver(?:y|ies)|drops?|sales?|visits?|purchases?|orders?|transactions?|returns?|refunds?"
            r"|trips?|times)")
# "only one delivery", "more than 2 sales", "just the one visit", "a single delivery", "one delivery only"
_COUNT_BOUND = re.compile(rf"\b(?:{_BOUND}\s+(?:the\s+)?{_NUMBER}|a\s+single|{_NUMBER}(?=\s+{_RECORDS}\s+only\b))"
                          rf"\s+(?:separate\s+|different\s+)?{_RECORDS}\b", re.I)


def check(question: str, query: Query) -> None:
    """Refuses a count of records bounded, when the question was read as another measure."""
    if query.measure in COUNTS:
        return
    found = _COUNT_BOUND.search(question)
    if found and query.measure.startswith(("largest_sale", "smallest_sale")) and re.fullmatch(
            r"a\s+single\s+(?:sale|order|transaction)", found.group(0), re.I):
        return  # "the max kilos in a single sale": the one largest sale, no bound on a count
    if found:
        raise CannotAnswer(f"“{found.group(0)}” bounds how many there were: I read the question as another "
                           "measure, so ask for the count itself (“how many deliveries per product this month”).")
