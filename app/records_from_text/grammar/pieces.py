"""The pieces records are made of: quantities with units, products, money, names and contact
details. Each `read_*` reads a whole fragment or returns None: a fragment with anything left
over is not understood (precision over recall)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from domain.names import product_name

NUMBER = r"\d+(?:\.\d+)?"
_UNITS = {
    "kg": "kg", "kgs": "kg", "kilo": "kg", "kilos": "kg", "kilogram": "kg", "kilograms": "kg",
    "g": "g", "gram": "g", "grams": "g", "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb",
    "piece": "piece", "pieces": "piece", "pc": "piece", "pcs": "piece", "box": "box", "boxes": "box",
    "bunch": "bunch", "bunches": "bunch", "crate": "crate", "crates": "crate", "bag": "bag",
    "bags": "bag", "tray": "tray", "trays": "tray",
}
UNIT = "(?:" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")\b"
# Words that end a product name (a product is one or two words).
_STOP = {"to", "from", "at", "for", "on", "and", "in", "per", "each", "a", "an", "the", "of", "by",
         "with", "sell", "sells", "selling", "paid", "today", "yesterday", "last", "this", "cost",
         "costs", "respectively", "were", "was", "is", "are", "now", "but", "or", "then"}
WORD = r"[A-Za-z][A-Za-z'\-]*"
_NOT_STOP = r"(?!(?:" + "|".join(sorted(_STOP)) + r")\b)"
PRODUCT = rf"{_NOT_STOP}{WORD}(?:\s+{_NOT_STOP}{WORD})?"
CURRENCY = r"(?:\$|€|£)"
MONEY = rf"{CURRENCY}?\s*(?P<amount>{NUMBER})\s*(?:dollars?|usd|euros?|eur|pounds sterling)?"
PER_UNIT = rf"(?:\s*(?:/|per|a|an|each)\s*(?:unit|{UNIT})?)?"
EMAIL = r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"
PHONE = r"\+?\(?\d[\d\-\s().]{3,}\d"


@dataclass(frozen=True)
class Item:
    product: str
    quantity: float
    unit: str | None
    price: float | None = None


def unit_of(word: str | None) -> str | None:
    return _UNITS.get(word.lower()) if word else None


def product_words(text: str) -> str | None:
    """One or two words naming a product, or None."""
    words = text.split()
    if not 1 <= len(words) <= 2 or any(w.lower() in _STOP or w.lower() in _UNITS for w in words):
        return None
    return product_name(" ".join(words))


_ITEM = re.compile(
    rf"(?P<qty>{NUMBER})\s*(?P<unit>{UNIT})?\s*(?:of\s+)?(?P<product>{PRODUCT}?)"
    rf"(?:\s+(?:at|for|@)\s+{MONEY}{PER_UNIT})?$",
    re.IGNORECASE,
)
_LIST_SPLIT = re.compile(r"\s*(?:,\s*and\b|,|;|\band\b|&)\s*", re.IGNORECASE)


def _parts(text: str) -> list[str] | None:
    """A list's parts; None if a part is empty ("2 kg apples and", "a, , b")."""
    parts = [p.strip() for p in _LIST_SPLIT.split(text.strip().rstrip("."))]
    return parts if all(parts) else None


def read_items(text: str) -> list[Item] | None:
    """'9 kg apple, 4 kg cherries and 2 boxes of kiwi at 9.00' -> items; None unless all read."""
    parts = _parts(text)
    if parts is None:
        return None
    items = []
    for part in parts:
        match = _ITEM.match(part.strip())
        if not match:
            return None
        product = product_words(match.group("product") or "")
        if product is None:
            return None
        amount = match.group("amount")
        items.append(Item(product, float(match.group("qty")), unit_of(match.group("unit")),
                          float(amount) if amount else None))
    return items or None


_AMOUNT = re.compile(rf"^{MONEY}{PER_UNIT}$", re.IGNORECASE)


def read_amounts(text: str) -> list[float] | None:
    """'0.8 and 1.2' or '$1.40, $0.95' -> amounts; None unless all read."""
    parts = _parts(text)
    if parts is None:
        return None
    amounts = []
    for part in parts:
        match = _AMOUNT.match(part.strip())
        if not match:
            return None
        amounts.append(float(match.group("amount")))
    return amounts or None


def read_products(text: str) -> list[str] | None:
    """'plum and kiwi' -> ['plum', 'kiwi']."""
    parts = [product_words(p) for p in _parts(text) or []]
    found = [p for p in parts if p]
    return found if found and len(found) == len(parts) else None


_PRONOUNS = {"we", "i", "you", "he", "she", "they", "our", "my", "it", "someone", "customer"}


@dataclass(frozen=True)
class Party:
    name: str
    phone: str | None = None
    email: str | None = None


# A name: quoted, or capitalised words ("Bob Smith", "ABC", "FreshFarm", "Green Valley Farms").
# Capitalised keywords end a name ("Sold 2 Kg Apples To Ken Smith On Monday" from SHOUTED text).
_KEYWORD = r"(?!(?:To|From|On|At|For|And|Of|With|In|Per|Sell|Sells|Selling|Paid|Today|Yesterday)\b)"
_CAPITALISED = rf"{_KEYWORD}[A-Z][\w'&\-]*"
NAME = (rf"(?:'(?P<q1>[^']{{1,80}})'|\"(?P<q2>[^\"]{{1,80}})\"|"
        rf"(?P<plain>(?-i:{_CAPITALISED}(?:\s+(?:&\s+)?{_CAPITALISED}){{0,3}})))")
_CONTACT_LABEL = r"(?:contact(?:\s+details)?|phone|tel|email|e-mail|mobile)\s*:?\s*"
CONTACTS = (rf"(?:\s*\((?P<paren>[^)]*)\)"
            rf"|(?P<trail>(?:\s*,\s*(?:{_CONTACT_LABEL})?(?:{EMAIL}|{PHONE})){{1,2}})(?=\s*(?:,|$|\.|:|;|\s+on\b|\s+\w)))?")
PARTY = NAME + CONTACTS
_PARTY_RX = re.compile(rf"^{PARTY}$")


def read_party(text: str) -> Party | None:
    """A name with optional contact details, the whole fragment; None otherwise."""
    match = _PARTY_RX.match(text.strip().rstrip(",.:;").strip())
    return party_from(match) if match else None


def party_from(match: re.Match) -> Party | None:
    name = (match.group("q1") or match.group("q2") or match.group("plain") or "").strip()
    if not name or name.lower().split()[0] in _STOP | _PRONOUNS:
        return None
    contact = match.group("paren") if match.group("paren") is not None else match.group("trail")
    phone = email = None
    if contact:
        leftover = contact
        if found := re.search(EMAIL, contact):
            email = found.group(0)
            leftover = leftover.replace(email, " ")
        if found := re.search(PHONE, leftover):
            phone = found.group(0).strip()
            leftover = leftover.replace(found.group(0), " ")
        leftover = re.sub(_CONTACT_LABEL, " ", leftover, flags=re.IGNORECASE)
        if re.sub(r"[\s,;:]", "", leftover):
            return None  # something in the brackets that is not a contact
    return Party(name, phone, email)
