"""A table asked for in words (set 16): "show me each one", "show me table", "one row per customer".
With a grouping said ("kilos sold every week, show me table") it is that grouping's table; with only
weekdays said ("the money of every Saturday, each one") each of those days is a row; the stock or the
price of the shop, with no product named, is a row for each product (set 98: "in table form"); with neither,
the rows are not known and the question is refused — a table asked for is never answered with one
number."""

from __future__ import annotations

import re

from app.questions.offline.query import GROUPS_OF, Query
from app.questions.offline.words import CannotAnswer, family

_TABLE = re.compile(r"[,;:-]?\s*\b(?:(?:show|give)\s+(?:me\s+|us\s+)?(?:it\s+)?(?:as\s+|in\s+)?(?:a\s+)?table"
                    r"|(?:as|in)\s+(?:a\s+)?table(?:\s+form(?:at)?)?|(?:show|give|list)\s+(?:me\s+|us\s+)?each\s+(?:one|of\s+them)"
                    r"|each\s+one\s+(?:separately|on\s+its\s+own)|one\s+by\s+one"
                    r"|table)\b", re.I)  # "takings by day table": a table, with the rows of the grouping said
_EACH_PRODUCT = {"stock", "price"}  # said of the shop, a figure for each product
_ONE_ROW = re.compile(r"\bone\s+(?:row|line)\s+(?:per|for\s+each|a|each)\s+", re.I)


def asked(text: str) -> tuple[str, str]:
    """The text without its request for a table, and the request said ("" when none)."""
    text = _ONE_ROW.sub(" per ", text)
    said = [m.group(0).strip(" ,;:-") for m in _TABLE.finditer(text)]
    return _TABLE.sub(" ", text), ", ".join(said)


def rows_of(query: Query, said: str) -> None:
    """The rows a table asked for has: the grouping said, or each weekday said of the period."""
    if not said:
        return
    if query.group is not None:
        if query.top == 1 and query.shape == "name":  # "which fruit sold the most, show me each one": all, ranked
            query.top, query.shape = None, "table"
        return
    if query.measure in _EACH_PRODUCT and not query.products and query.shape == "number":
        # "stock left for all products, in table form": the stock of each product, which it lists already
        query.group, query.shape = "product", "table"
        return
    if query.weekdays and query.shape == "number" and "day" in GROUPS_OF[family(query.measure)]:
        query.group, query.shape = "day", "table"
        return
    raise CannotAnswer(f"“{said}”: a table by what — product, customer, day, week? Say “by day” or “by product”.")
