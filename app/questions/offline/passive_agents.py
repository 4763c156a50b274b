"""Who did it, said after the deed: "total kilos returned by customers", "how much was spent by our
customers". After a past participle, "by customers" names the doer, and every return or sale is a
customer's; it is no grouping ("kilos returned by customer", "returns by customer" still are). Only
read so when one total is asked (set 48: answered with a list by customer)."""

from __future__ import annotations

import re

_DONE_BY = re.compile(r"\b(returned|brought\s+back|sent\s+back|taken\s+back|bought|purchased|spent|paid)"
                      r"\s+by\s+(?:(?:our|the|all|all\s+the|all\s+our)\s+)?(?:customers|shoppers|buyers)\b", re.I)
# "what quantity … was returned by customers" asks one total too (set 88)
_ONE_TOTAL = re.compile(r"\b(?:total|how\s+much|how\s+many|altogether|in\s+all|all\s+told|sum|"
                        r"what\s+(?:quantity|amount|weight|number))\b", re.I)
_LISTED = re.compile(r"\b(?:each|every|which|who|whose|most|least|top|per|list|rank\w*|first|break\w*|split)\b",
                     re.I)


def plain(text: str) -> str:
    if not _ONE_TOTAL.search(text) or _LISTED.search(text):
        return text
    return _DONE_BY.sub(lambda m: m.group(1), text)
