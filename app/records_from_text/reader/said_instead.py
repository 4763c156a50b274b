"""A product or a figure put right while typing, settled before reading:

    took 2 kg of grapes, sorry I meant pears             -> took 2 kg of pears
    bought 2kg grapes, scratch that, 2kg of pears        -> bought 2kg of pears
    2kg mangoes - sorry, 2kg bananas, not mangoes        -> 2kg bananas
    2kg pearls (pears!!), 1kg bandanas... bananas        -> 2kg pears, 1kg bananas
    1kg apples and 1kg pears - actually not pears, plums -> 1kg apples and 1kg plums
    bought 3 kg of mango. Not 3 but 4.                   -> bought 4 kg of mango.

The product after the mark replaces the one right before it (both the shop's, and the one taken
back, if named, is that one); "not A but B" replaces the only figure A said before it. Anything
else is left as typed, and refused there for taking something back."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product

_N = r"\d+(?:\.\d+)?"
_SOLD = {"of", "and", "to", "for", "from"}
_UNIT = r"(?:kg|kgs|kilos?|g|grams?|lbs?)"
# never a bare "no" before the product: "2kg apples, no pears" may say there were none
_MARK = r"(?:sorry|actually|scratch\s+that|no\s*,|oops)(?:\s*,?\s*(?:sorry|actually|no))?(?:\s*,?\s*i\s+meant)?"
_END = r"(?=\s*(?:[.;!]|$))"
# the quantity and product said, the mark, then the product meant (with its quantity again, maybe)
_PRODUCT = re.compile(
    rf"(?<![\w.])(?P<q>{_N}\s*{_UNIT}\s+(?:of\s+)?)(?P<a>[a-z]+)\s*[,—–-]?\s*{_MARK}\s*,?\s+"
    rf"(?:(?P<q2>{_N}\s*{_UNIT}\s+)(?:of\s+)?)?(?P<b>[a-z]+)(?:\s*,\s*not\s+(?P<no>[a-z]+))?{_END}", re.I)
# "… 1kg pears - actually not pears, plums": the product taken back named, then the one meant
_NOT_THAT = re.compile(
    r"(?<![a-z])(?P<a>[a-z]+)\s*[,—–-]\s*(?:actually|sorry|no)\s*,?\s+not\s+(?P<no>[a-z]+)\s*,\s*(?P<b>[a-z]+)"
    rf"{_END}", re.I)
# "… Scratch that, it was Eva Berg.": the one customer named before, put right
_WHO = re.compile(r"\s*[,;]?\s*\b(?:scratch\s+that|sorry|actually|no)\s*,?\s+(?:it|that)\s+was\s+"
                  rf"(?P<name>[a-z]+\s+[a-z]+){_END}", re.I)
# "2kg pearls (pears!!)", "1kg bandanas (bananas)", "1kg pearls... pears": a word the phone made, then the product
_TYPO_THEN = re.compile(rf"(?<![\w.])(?P<q>{_N}\s*{_UNIT}\s+(?:of\s+)?)(?P<a>[a-z]+)\s*"
                        rf"(?:\(\s*(?P<b>[a-z]+)\s*!*\s*\)|(?:\.{{2,}}|…)\s*(?P<c>[a-z]+)\s*!*{_END})", re.I)
_NOT_BUT = re.compile(rf"\s*[,.]?\s*\bnot\s+(?P<a>{_N})\s+but\s+(?P<b>{_N}){_END}", re.I)


def settle_said_instead(text: str, known: Known) -> str:
    products = list(known.products)

    def one(word: str | None) -> str | None:
        found = match_product(word, products) if word else None
        return found.unique if found and found.unique else None

    def product(match: re.Match[str]) -> str:
        a, b = one(match.group("a")), one(match.group("b"))
        if a is None or b is None or a == b or match.group("no") and one(match.group("no")) != a:
            return match.group()
        return f"{match.group('q2') or match.group('q')}{match.group('b')}"

    def not_that(match: re.Match[str]) -> str:
        a, b = one(match.group("a")), one(match.group("b"))
        if a is None or b is None or a == b or one(match.group("no")) != a:
            return match.group()
        return match.group("b")

    def typo(match: re.Match[str]) -> str:
        meant = match.group("b") or match.group("c")
        b = one(meant)
        if b is None or match.group("a").lower() in _SOLD or one(match.group("a")) not in (None, b):
            return match.group()  # "2kg apples (pears)": two products, which one is unclear
        return f"{match.group('q')}{meant}"

    text = _who(_NOT_THAT.sub(not_that, _TYPO_THEN.sub(typo, _PRODUCT.sub(product, text))), known)
    found = _NOT_BUT.search(text)
    if found:
        before = text[:found.start()]
        figures = [m for m in re.finditer(rf"(?<![\w.]){_N}(?!\d|\.\d)", before)
                   if float(m.group()) == float(found.group("a"))]
        # the one figure it takes back, and a weight: "not 3 but 4" after "3 kg", never after two 3s
        if len(figures) == 1 and re.match(rf"\s*{_UNIT}\b", before[figures[0].end():], re.I):
            at = figures[0]
            text = before[:at.start()] + found.group("b") + before[at.end():] + text[found.end():]
    return text


def _who(text: str, known: Known) -> str:
    """The name after "it was" replaces the only customer of the shop named before it, named once."""
    found = _WHO.search(text)
    names = {c["name"].lower(): c["name"] for c in known.customers}
    if not found or found.group("name").lower() not in names:
        return text
    before = text[:found.start()]
    said = [m for n in names for m in re.finditer(rf"(?<![\w']){re.escape(n)}(?![\w])", before, re.I)]
    if len(said) != 1 or said[0].group().lower() == found.group("name").lower():
        return text
    at = said[0]
    return before[:at.start()] + names[found.group("name").lower()] + before[at.end():] + text[found.end():]
