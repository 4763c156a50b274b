"""Sell-through (sets 64, 74): the kilos of a fruit sold as a percentage of the kilos of it bought in.
"What percentage of the strawberries we bought this month have we actually sold?", "what share of the
cherries you've bought have gone out the door as sales?", "Mango sell-through %, Feb (kg sold / kg
bought)", "kilos sold as a percentage of kilos bought". The part is the kilos sold, the whole the kilos
bought of the same fruit in the same time (both all time when none is said); a customer, a supplier, a split
or a ranking asked with it has no whole that matches, and is refused."""

from __future__ import annotations

import re

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer

_SHARE = r"(?:percentage|percent|share|proportion|fraction|%)"
_WE_BOUGHT = (r"(?:that\s+|which\s+)?(?:we|you|i)(?:'ve|’ve|\s+have|\s+had)?\s+(?:bought|purchased|received|ordered)"
              r"(?:\s+in)?\b")
_SOLD = (r"\b(?:have|has|did|do)\s+(?:we|you|i)\s+(?:actually\s+|really\s+|since\s+)?(?:sold|sell)\b"
         r"|\b(?:have|has)\s+(?:actually\s+|really\s+|since\s+)?(?:been\s+sold|sold|gone\s+out(?:\s+the\s+door)?"
         r"(?:\s+as\s+sales)?)\b|\bgot\s+sold\b|\bwere\s+sold\b")
# "what percentage of the strawberries we bought this month have we actually sold"
_OF_BOUGHT = re.compile(r"\b(?:what|which)\s+" + _SHARE + r"\s+of\s+(?:the\s+|our\s+|all\s+(?:the\s+)?)?"
                        r"(?P<what>[a-z][a-z -]*?)\s+" + _WE_BOUGHT + r"(?P<mid>.*?)(?:" + _SOLD + r")",
                        re.I)
# "mango sell-through %", "sell-through rate of cherries", with "(kg sold / kg bought)" said again after it
_SELL_THROUGH = re.compile(r"\bsell[\s-]?through(?:\s+(?:rate|ratio|percentage|percent|%))?(?:\s*%)?", re.I)
_SOLD_OVER_BOUGHT = re.compile(r"\(?\s*\b(?:kgs?|kilos?|kilograms?|quantity)\s+sold\s*"
                               r"(?:/|over|divided\s+by|as\s+an?\s+" + _SHARE +
                               r"\s+of)\s*(?:the\s+)?(?:kgs?|kilos?|kilograms?|quantity)\s+"
                               r"(?:bought|purchased)(?:\s+in)?\b\s*\)?", re.I)


def plain(text: str) -> str:
    """The part asked for, in the words of a share of kilos sold ("kilos of mango sold … as a percentage")."""
    said = _OF_BOUGHT.search(text)
    if said:
        what = said.group("what")
        return f"{text[:said.start()]}what percentage of kilos of {what} did we sell {said.group('mid')}" \
               f"{text[said.end():]}"
    if _SELL_THROUGH.search(text) or _SOLD_OVER_BOUGHT.search(text):
        text = _SOLD_OVER_BOUGHT.sub(" kilos sold ", _SELL_THROUGH.sub(" kilos sold ", text))
        return re.sub(r"\b(kilos\s+sold\s+)+", "kilos sold ", text).rstrip(" .?!") + " as a percentage"
    return text


def asked(question: str) -> bool:
    return bool(_OF_BOUGHT.search(question) or _SELL_THROUGH.search(question) or _SOLD_OVER_BOUGHT.search(question))


def check(query: Query) -> None:
    """Only the shop's kilos sold over its kilos bought, of the same fruit and time, have a whole."""
    if query.measure != "quantity_sold" or query.customer or query.customers or query.supplier or \
            query.suppliers or query.group or query.top or query.having or query.excluded or query.weekdays:
        raise CannotAnswer("Sell-through is the kilos sold over the kilos bought, of a fruit (or all of them) over "
                           "a time; ask it without the other filters.")
    query.share_of = "bought"
