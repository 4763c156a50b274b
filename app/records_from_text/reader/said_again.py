"""A part said again, put right, after a mark that says so; settled before reading:

    sell at 1.54 - no, sell at 1.60                    -> sell at 1.60
    2kg strawberries. Actually make it 2.5.            -> 2.5kg strawberries.
    1kg oranges and 1kg bananas. Sorry, 2kg bananas.   -> 1kg oranges and 2kg bananas.
    1kg pears, 1kg plums. Correction: the pears were 2kg. -> 2kg pears, 1kg plums.

    on the 28th - actually no, it was this morning     -> this morning
    15kg mangoes, not 10kg as I said earlier           -> 15kg mangoes

The amount after the same words as before replaces the one they led; a day said right after a
day and a mark replaces it; "make it N" replaces the
only weight said; a weight and product said again replace the weight of the only line of that
product. Anything else is left as typed, and refused there for taking something back."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product
from app.records_from_text.reader.dates import DATE_RX

_N = r"\d+(?:\.\d+)?"
_UNIT = r"(?:kg|kgs|kilos?|g|grams?|lbs?)"
_MARK = r"(?:no|sorry|actually)(?:\s*,?\s*(?:no|sorry))?"
_END = r"(?=\s*(?:[.;!]|$))"
_MONEY = r"[$£€]?\d+\.\d\d(?![\d%])"
_LEAD_AGAIN = re.compile(
    rf"\b(?P<lead>[a-z]+(?:\s+[a-z]+)?\s+)(?P<a>{_MONEY})\s*[,—–-]?\s*{_MARK}\s*,?\s+(?P=lead)(?P<b>{_MONEY})", re.I)
_MAKE_IT = re.compile(rf"\s*[,.;]?\s*(?:{_MARK}\s*,?\s*)?\bmake\s+it\s+(?P<b>{_N})\s*(?P<unit>{_UNIT})?{_END}", re.I)
_LINE_AGAIN = re.compile(rf"(?<=[.,;])\s*{_MARK}\s*,?\s+(?P<b>{_N})\s*(?P<unit>{_UNIT})\s+(?:of\s+)?(?P<p>[a-z]+)"
                         r"\s*(?:[.;!]|$)", re.I)  # the sentence ends there: nothing else put right
# "… Correction: the strawberries were 1.5kg.": the product first, then its weight
_PRODUCT_WAS = re.compile(rf"(?<=[.,;])\s*(?:correction\s*:|{_MARK}\s*,?)\s*(?:the\s+)?(?P<p>[a-z]+)\s+(?:was|were)\s+"
                          rf"(?P<b>{_N})\s*(?P<unit>{_UNIT})\s*(?:[.;!]|$)", re.I)
_WEIGHT = re.compile(rf"(?<![\w.])(?P<n>{_N})\s*(?P<unit>{_UNIT})\b(?:\s+of)?(?:\s+(?P<p>[a-z]+))?", re.I)


def settle_said_again(text: str, known: Known) -> str:
    text = _LEAD_AGAIN.sub(lambda m: m.group("lead") + m.group("b"), text)
    text = _not_as_said(_day_again(_made_it(text)))
    return _line_again(_line_again(text, list(known.products), _LINE_AGAIN), list(known.products), _PRODUCT_WAS)


_BETWEEN_DAYS = re.compile(rf"\s*[,—–-]?\s*{_MARK}\s*,?\s+(?:it\s+was\s+)?", re.I)
_SENTENCE_END = re.compile(r"\s*(?:[.;!]|$)")


def _day_again(text: str) -> str:
    days = list(DATE_RX.finditer(text))
    for said, meant in zip(days, days[1:]):
        if _BETWEEN_DAYS.fullmatch(text, said.end(), meant.start()) and _SENTENCE_END.match(text, meant.end()):
            start = said.start()
            on = re.search(r"\bon\s+$", text[:start], re.I)
            if on and not re.match(r"(?:the\s+)?\d", meant.group()):
                start = on.start()  # "on the 28th" put right as "this morning", not "on this morning"
            return text[:start] + meant.group() + text[meant.end():]
    return text


# "… 15kg mangoes at 1.50, not 10kg as I said earlier": the weight said is the right one
_AS_I_SAID = re.compile(rf"\s*,?\s*not\s+(?P<n>{_N})\s*(?P<unit>{_UNIT})\s+(?:as|like)\s+I\s+said"
                        r"(?:\s+(?:earlier|before))?(?=\s*(?:[.;!]|$))", re.I)


def _not_as_said(text: str) -> str:
    found = _AS_I_SAID.search(text)
    if found is None:
        return text
    weights = list(_WEIGHT.finditer(text[:found.start()]))
    if len(weights) != 1 or weights[0]["unit"][0].lower() != found.group("unit")[0].lower() \
            or float(weights[0]["n"]) == float(found.group("n")):
        return text
    return text[:found.start()] + text[found.end():]


def _made_it(text: str) -> str:
    found = _MAKE_IT.search(text)
    if found is None:
        return text
    before = text[:found.start()]
    weights = list(_WEIGHT.finditer(before))
    if len(weights) != 1 or found.group("unit") and found.group("unit")[0].lower() != weights[0]["unit"][0].lower():
        return text  # which weight, or another unit: left as typed
    at = weights[0]
    return before[:at.start("n")] + found.group("b") + before[at.end("n"):] + text[found.end():]


def _line_again(text: str, products: list[str], said_again: re.Pattern[str]) -> str:
    found = said_again.search(text)
    meant = match_product(found.group("p"), products) if found else None
    if found is None or not meant or not meant.unique:
        return text
    before = text[:found.start()]
    lines = [m for m in _WEIGHT.finditer(before) if m.group("p") and (
        (said := match_product(m.group("p"), products)) and said.unique == meant.unique)]
    if len(lines) != 1 or lines[0]["unit"][0].lower() != found.group("unit")[0].lower():
        return text
    at = lines[0]
    return before[:at.start("n")] + found.group("b") + before[at.end("n"):] + " " + text[found.end():].lstrip()
