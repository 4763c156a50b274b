"""A share in percent (set 14): "what share of February's takings came from apples", "bananas as a
percentage of kilos sold". The question without its share words is read as the part (the apples'
takings); the whole is the same query without the one filter that names the part. Both go through
the typed query and its SQL, and the answer shows both steps."""

from __future__ import annotations

import dataclasses
import re

from app.questions.offline import group_shares, profit_shares, refund_rate, sell_through
from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer

_ASKED = re.compile(r"\b(?:what|which)\s+(?:share|percentage|percent|proportion|fraction|part|%)\s+of\b"
                    r"|,?\s*\b(?:(?:expressed|shown|given|stated)\s+as\s+|as\s+)?an?\s+(?:share|percentage|percent|proportion|%)"
                    r"(?:\s+of\b)?"
                    r"|\b(?:percentage|percent|proportion|share)\s+of\b|\bin\s+percent(?:age)?s?\b"
                    r"|,?\s*\bas\s+(?:percentages|shares|proportions)\b", re.I)  # "by weekday, as percentages"
# the verbs that tie the part to the whole, read past once a share is asked
_LINKS = re.compile(r"\b(?:came|come|comes)\s+(?:from|in)\b|\bwent\s+to\b|\b(?:go|goes)\s+to\b"
                    r"|\b(?:did|do|does)\s+(?:they|it)\s+(?:make\s+up|account\s+for)\b"
                    r"|\b(?:made|make|makes)\s+up\b|\baccount(?:ed|s)?\s+for\b"
                    r"|\b(?:happened|happen|occurred|took\s+place)\b", re.I)  # "what share of sales happened at …"
# "sales (by count)", "sales by number": their number, not their money
_BY_COUNT = re.compile(r"\b(sales|transactions|orders)\s*\(?\s*by\s+(?:count|number)\s*\)?", re.I)
_PERCENT_SAID = re.compile(r"(?:^|[?.;,])\s*(?:in\s+)?(?:a\s+)?(?:percent|percentage|%)(?!\w)", re.I)  # "? Percent, …"
_PERCENT_WORD = re.compile(r"(?:\bin\s+)?(?:\bpercent(?:age)?\b|%)", re.I)  # "gross margin %", "margin percentage"
_MARGIN = re.compile(r"\b(?:margin|margins|profit)\b", re.I)
_OF_TAKINGS = re.compile(r"\b(?:revenue|takings|turnover|sales)\b", re.I)  # a margin's whole, said
# "to two decimals", "rounded to one decimal place", "one decimal is fine", "2dp"
_DECIMALS = re.compile(r",?\s*\b(?:rounded\s+)?(?:to\s+)?(?P<n>one|two|1|2)(?:\s+(?:decimal\s+places?|decimals?)|\s*dp)"
                       r"(?:\s+is\s+fine)?\b", re.I)
# what a share can be taken of: amounts that add up
_ADDING = {"revenue", "quantity_sold", "spend", "sales_count", "purchase_cost", "quantity_bought", "refunds",
           "returns_count", "purchases_count", "profit", "cost_of_sales"}


# "which supplier accounted for the largest share of spend": the one with the most of it (one whole for all)
_RANKED = re.compile(r"\b(?:accounted\s+for|accounts\s+for|account\s+for|had|has|have|took|takes|got|gets|made\s+up|"
                     r"makes\s+up|make\s+up)\s+the\s+(?:(?P<most>largest|biggest|greatest|highest)|smallest|lowest)\s+"
                     r"(?:share|proportion|percentage|part|portion)\s+of\b", re.I)


def plain(text: str) -> tuple[str, int | None]:
    """The text without its share words, and the decimals of the share asked for (None: no share)."""
    text = _RANKED.sub(lambda m: " had the most " if m.group("most") else " had the least ", text)
    text, _ = refund_rate.plain(text)  # "refunds as a percentage of takings": the takings are the whole
    text = sell_through.plain(text)  # "what percentage of the pears we bought have we sold": the kilos bought
    margin = bool(_MARGIN.search(text))
    if not (_ASKED.search(text) or _PERCENT_SAID.search(text) or (margin and _PERCENT_WORD.search(text))):
        return text, None
    text = _BY_COUNT.sub(r" number of \1 ", text)
    places = _DECIMALS.search(text)
    decimals = 2 if places is None else {"one": 1, "two": 2, "1": 1, "2": 2}[places.group("n").lower()]
    text = _PERCENT_SAID.sub(" ", _ASKED.sub(" ", _DECIMALS.sub(" ", text)))
    if margin:  # "gross margin as a percentage of revenue", "margin %": the margin over the takings
        text = _OF_TAKINGS.sub(" ", _PERCENT_WORD.sub(" ", text))
    return _LINKS.sub(" ", text), decimals


# a share must say what it is a share of: "a share of deliveries" is of their number or their cost
_SAID = {"revenue": r"revenue|takings|turnover|sales|money|income|dollars|earnings",
         "spend": r"spend|spent|spending|money|dollars", "quantity_sold": r"kilos?|kgs?|weight|quantity",
         "quantity_bought": r"kilos?|kgs?|weight|quantity", "purchase_cost": r"spend|spent|spending|cost|costs|paid",
         "refunds": r"refunds?|refunded", "profit": r"margins?|profits?", "cost_of_sales": r"cogs"}


def part_of(query: Query, decimals: int, said: str, question: str = "") -> None:
    """Which filter names the part; the rest of the query is the whole's too. A margin's whole is
    the takings of the same sales; a share "of the profit" is of all of it (profit_shares.py)."""
    query.share_decimals = decimals
    if query.measure in _SAID and not re.search(rf"\b(?:{_SAID[query.measure]})\b", said, re.I) or (
            query.measure not in _SAID and not re.search(r"\b(?:number|count|how\s+many)\b|\b(?:sales|transactions|"
                                                         r"orders)\s+(?:that\s+)?(?:included|include|includes|"
                                                         r"contained|containing)\b", said, re.I)):
        raise CannotAnswer("A share of what: its money, its kilos or its number? Say which.")
    if sell_through.asked(question):
        sell_through.check(query)  # the kilos sold over the kilos bought (sell_through.py)
        return
    if query.measure == "profit" and not query.group and not query.having and not query.top and not (
            profit_shares.of_all_profit(question)):
        query.share_of = "margin"
        return
    if query.measure == "profit" and query.group and not query.having and re.search(r"\bmargins?\b", said, re.I):
        # "which fruit has the best margin in %": each group's profit over its own takings ("profit by product
        # as a percentage" could be each one's share of all the profit, and is refused)
        query.measure = "margin_percent"
        return
    if query.measure == "refunds" and refund_rate.of_takings(question) and not (
            query.group or query.having or query.top or query.excluded):
        query.share_of = "takings"  # the refunds over the takings of the same sales (refund_rate.py)
        return
    if group_shares.asked(query, _ADDING):
        query.share_of = "each"  # each group's share of the total (group_shares.py)
        return
    named = [kind for kind, on in (("product", query.products), ("customer", query.customer),
                                   ("supplier", query.supplier), ("weekday", query.weekdays)) if on]
    if query.measure not in _ADDING or query.group or query.having or query.top or query.excluded:
        raise CannotAnswer("I work out a share of a total (revenue, kilos, spend, purchases, refunds, counts), "
                           "not of this.")
    if len(named) != 1:
        raise CannotAnswer("A share of what in what? Name one part — a product, a customer, a supplier or days "
                           "of the week — of one total.")
    query.share_of = named[0]


def whole(query: Query) -> Query:
    """The part's query without the filter that names the part."""
    if query.share_of == "bought":
        return dataclasses.replace(query, share_of=None, measure="quantity_bought")
    if query.share_of in ("margin", "takings"):
        return dataclasses.replace(query, share_of=None, measure="revenue")
    if query.share_of == "each":
        return dataclasses.replace(query, share_of=None, group=None, shape="number")
    cleared = {"product": {"products": []}, "customer": {"customer": None, "customers": []},
               "supplier": {"supplier": None, "suppliers": []},
               "weekday": {"weekdays": (), "weekdays_said": ""}}[query.share_of or ""]
    return dataclasses.replace(query, share_of=None, **cleared)  # type: ignore[arg-type]


def percent(part: object, total: object, decimals: int) -> str:
    if not total:
        raise CannotAnswer("The total is nothing, so there is no share of it.")
    share = float(part or 0) * 100 / float(total)  # type: ignore[arg-type]
    return f"{share:.{decimals}f}%"
