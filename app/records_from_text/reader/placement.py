"""What a picture that means something stands for, where it stands (reader/pictures.py reads the rest).

Read past when the words of its sentence say it too: a package or a truck beside a supplier, a delivery word
or a damage word (the box it came in); a bin beside a loss; money beside a price, a total or a payment; a
clipboard or an abacus beside a count; a receipt beside a sale or a total; a memo beside a note; a calendar
beside a date; a phone or an envelope beside a number or an address; a trolley or bags beside a sale or a
customer; a present beside "free"; a label or a ticket beside an offer; a police officer beside a theft; a
crash beside damage; a cake or a ring beside the occasion; a return arrow beside a word of return (in its own
phrase: "…, 🔙 Ann Brown 2kg pears" is no sale, whatever came before).

Alone, read as what it means where it cannot be mistaken: a return arrow beside a customer's name ("🔙 Raj
Patel …" is "Raj Patel returned …") with no word of another kind near it; money just before an amount ("💸
3.60" is "$3.60"); an arrow to a customer's name ("→ Tom Lee" is "to Tom Lee"); an arrow up or down before the
new price of the one product named, when the price does go that way; a bin over a line naming nobody ("🗑️ 2kg
pears" is "binned 2kg pears"). Fruit pictures said before their quantities ("🍐 2kg 🍊 1kg") are turned
round (pictures_first). Anything else: None, and the picture is refused by name."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known, NotUnderstood
from app.records_from_text.matching import match_person, match_product, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.dates import DATE_RX
from app.records_from_text.reader.pieces import vocabulary

FRUIT_MARK = "\x1f"  # around a fruit picture's name until pictures_first has placed it

_DAMAGE = r"damaged|dropped|crushed|squashed|smashed|broken|broke|fell|dented|bruised"
_LOSS = r"threw|thrown|throw|binned|bin|chucked|tossed|trashed|ditched|dumped|discarded|disposed|write|written|" \
        r"wrote|writeoffs?|waste|wasted|spoiled|spoilt|rotten|rotted|mouldy|moldy|mould|expired|off|" + _DAMAGE
_SAID_TOO = (  # (what the picture's name holds, the words of its sentence that say it too, or the signs)
    ("TRUCK|LORRY|PACKAGE", r"deliver\w*|bought|purchased?|received|restock\w*|suppliers?|shipment|invoice|"
                            r"arrived|goods in|" + _DAMAGE, None),
    ("WASTEBASKET|LITTER", _LOSS, None),
    ("MONEY|BANKNOTE|DOLLAR|COIN|CREDIT CARD", r"paid|pay|pays|cash|card|total|price|cost|costs|charged|change|"
                                               r"owes?|quid|dollars?|bucks", r"[$£€]|\d+[.,]\d\d\b"),
    ("CLIPBOARD|ABACUS", r"count\w*|stocktake|stock|check\w*|tally|recount\w*", None),
    ("RECEIPT", r"total|receipts?|paid|sold|sales?|till|invoice|tickets?", r"[$£€#]"),
    ("MEMO|PENCIL|NOTEBOOK|NOTE PAD", r"notes?|noted|reminder|remember|memo|fyi|todo|nb", None),
    ("TELEPHONE|MOBILE PHONE|E-MAIL|ENVELOPE|MAILBOX", r"phone|number|mobile|mob|tel|e-?mail|mail|call(?:ed)?|rang",
     r"@|\d{3}[\s.-]?\d{3,4}"),
    ("SHOPPING", r"sold|took|bought|got|picked|grabbed|paid|customers?|sales?", None),
    ("WRAPPED PRESENT|GIFT", r"free|gift|present|house|complimentary|freebie", None),
    ("LABEL|TICKET", r"off|discount\w*|vouchers?|coupons?|loyalty|promo|offer|deal|reduced|price|sale", "%"),
    ("POLICE", r"stolen|stole|nicked|theft|thief|thieves|shoplift\w*|pinched|swiped|pilfered", None),
    ("COLLISION", _DAMAGE, None),
    ("CAKE|RING|BALLOON|WEDDING|BOUQUET|CHRISTMAS", r"birthday|bday|wedding|party|anniversary|engag\w*|christmas|"
                                                    r"xmas|celebrat\w*", None),
)
_SAID_TOO_RX = tuple((re.compile(kind), re.compile(rf"(?<![\w'])(?:{words})(?![\w'])" + (f"|{signs}" if signs else ""),
                                                   re.I)) for kind, words, signs in _SAID_TOO)
_RETURN = re.compile(r"BACK WITH|ARROW WITH HOOK|OPEN CIRCLE ARROWS")
_RETURN_ALONE = re.compile(r"BACK WITH|ARROW WITH HOOK")  # never the circle arrows, which may be "again"
_BROUGHT_BACK = re.compile(r"\b(?:brought|brings?|gave|give|gives|took|handed|sent|fetched)\b[^.,;:]*?\bback\b", re.I)
_TO = re.compile(r"RIGHTWARDS")
_UP, _DOWN = re.compile(r"UPWARDS|UP-POINTING"), re.compile(r"DOWNWARDS|DOWN-POINTING")
_AMOUNT = re.compile(r"^\s*(?P<sign>[$£€])?\d+(?:[.,]\d+)?")
_PRICE_WORDS = re.compile(r"\b(?:price|prices|priced|now|sell|selling)\b", re.I)
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
# words of another kind of record, beside a return arrow with no word of return
_OTHER_KIND = (lexicon.SALE | lexicon.PURCHASE | lexicon.ADJUST | lexicon.PRICE) - {
    "in", "on", "off", "out", "away", "up", "down", "over", "under", "more", "less", "extra", "short", "set", "put",
    "go", "goes", "went", "came", "had", "new", "check", "checked", "brought", "stock", "gone", "soft", "found",
    "fixed", "marked", "added"}
_QUANTITY = r"\d+(?:[.,]\d+)?\s?(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)\b"
_FRUIT = re.compile(rf"{FRUIT_MARK}(?P<fruit>[a-z]+){FRUIT_MARK}")
_PICTURE_FIRST = re.compile(rf"{FRUIT_MARK}(?P<fruit>[a-z]+){FRUIT_MARK}\s*(?P<quantity>{_QUANTITY})", re.I)


def read(char: str, name: str, said: str, rest: str, phrase: str, sentence: str,
         known: Known) -> tuple[str, str] | None:
    """(what was said before the picture, what follows it) with the picture read, or None: refuse it."""
    rest = rest.lstrip("\ufe0f\u200d")  # what the picture is drawn with
    if _RETURN.search(name):
        return _returned(char, name, said, rest, phrase, known)
    if _TO.search(name):
        return (said + " to ", rest) if _person_after(rest, known) else None
    if _UP.search(name) or _DOWN.search(name):
        return _price_moved("up" if _UP.search(name) else "down", said, rest, sentence, known)
    if (amount := _AMOUNT.match(rest)) and re.search("MONEY|BANKNOTE|DOLLAR|COIN", name):
        return (said + ("" if amount.group("sign") else " $"), rest.lstrip())  # "💸 3.60": the amount paid
    if any(kind.search(name) and words.search(sentence) for kind, words in _SAID_TOO_RX):
        return said + char, rest
    if re.search("TRUCK|LORRY|PACKAGE", name) and _supplier_named(sentence, known) or re.search(
            "SHOPPING", name) and _someone_named(sentence, known) or "CALENDAR" in name and DATE_RX.search(sentence):
        return said + char, rest  # "📦 Hillside Produce 🍐 15kg", "Omar 🛒 1kg …", "the 27th 🗓️ …"
    if re.search("WASTEBASKET|LITTER", name) and not _someone_named(sentence, known) \
            and not _other_kind(sentence):
        return said + " binned ", rest  # "🗑️ 2kg pears"
    return None


def pictures_first(phrase: str) -> str:
    """"🍐 2kg 🍊 1kg" (each fruit put in words between marks): "2kg pear 1kg orange"; any other order as
    typed. Only when every fruit stands just before a quantity and the first has none before it."""
    fruits = list(_FRUIT.finditer(phrase))
    first_after = bool(fruits) and not re.search(rf"{_QUANTITY}\s*$", phrase[:fruits[0].start()], re.I)
    if first_after and all(_PICTURE_FIRST.match(phrase, f.start()) for f in fruits):
        phrase = _PICTURE_FIRST.sub(lambda m: f"{m.group('quantity')} {m.group('fruit')}", phrase)
    return _FRUIT.sub(lambda m: m.group("fruit"), phrase)


def _returned(char: str, name: str, said: str, rest: str, phrase: str, known: Known) -> tuple[str, str] | None:
    words = {w.lower() for w in _WORD.findall(phrase)}
    if words & (lexicon.RETURN - {"back"}) or _BROUGHT_BACK.search(phrase):
        return said + char, rest  # "🔁 Bob Smith brought back his mango" (never "came back for 2kg pears")
    if not _RETURN_ALONE.search(name) or _other_kind(phrase):
        return None
    if end := _person_after(rest, known):
        return f"{said} {rest[:end].strip()} returned", rest[end:]  # "🔙 Raj Patel Tuesday 🍒"
    if _person_before(said, known):
        return said.rstrip() + " returned ", rest  # "Ann Brown 🔙 this morning"
    return None


def _price_moved(way: str, said: str, rest: str, sentence: str, known: Known) -> tuple[str, str] | None:
    """"🍊 price ⬆️ 1.65": up to 1.65, when the one product named sells below it now."""
    amount = re.match(r"^\s*(?:to\s+)?[$£€]?(?P<value>\d+(?:[.,]\d+)?)", rest, re.I)
    named = [m.group("fruit") for m in _FRUIT.finditer(said + rest)] + [w for w in _WORD.findall(sentence)
                                                                       if len(w) >= 3]
    products = {found.unique for w in named if (found := match_product(w.lower(), list(known.products)))
                and found.unique}
    if not amount or not _PRICE_WORDS.search(sentence) or len(products) != 1:
        return None
    product = products.pop()
    now, new = known.products[product].get("selling_price"), float(amount.group("value").replace(",", "."))
    if now is None:
        return None
    if new <= float(now) if way == "up" else new >= float(now):
        side = "above" if way == "up" else "below"
        raise NotUnderstood(f"The arrow says the price of {product} goes {way}, but it sells at {float(now):.2f} "
                            f"now and {new:.2f} is not {side} it; say the new price in words.")
    return said + f" {way} to ", re.sub(r"^\s*to\b", "", rest, flags=re.I)


def _person_after(rest: str, known: Known) -> int:
    """How far into `rest` the customer's name it opens with runs ("Raj Patel" in " Raj Patel Tuesday"): 0, none."""
    opening = re.match(r"^\s*(?:[A-Za-z][\w'-]*\.?\s*){0,3}", rest)
    words = list(re.finditer(r"[A-Za-z][\w'-]*\.?", opening.group() if opening else ""))
    size = _person_in([w.group() for w in words], known, first=True)
    return words[size - 1].end() if size else 0


def _person_before(said: str, known: Known) -> bool:
    words = re.search(r"(?:[A-Za-z][\w'-]*\.?\s*){0,3}$", said)
    return bool(_person_in(words.group().split() if words else [], known, first=False))


def _person_in(words: list[str], known: Known, first: bool) -> int:
    """How many of `words` (from the start, or up to the end) name one of the shop's customers: the most."""
    people, vocab = [c["name"] for c in known.customers], vocabulary(known)
    for size in range(min(3, len(words)), 0, -1):
        run = words[:size] if first else words[-size:]
        if size == 1 and (len(run[0]) < 3 or run[0].lower() in vocab):
            continue
        if not any(w.lower() in vocab - lexicon.TITLES for w in run) and match_person(" ".join(run), people):
            return size
    return 0


def _supplier_named(text: str, known: Known) -> bool:
    suppliers, vocab = [s["name"] for s in known.suppliers], vocabulary(known)
    return any(match_supplier(w, suppliers) for w in _WORD.findall(text) if w.lower() not in vocab and len(w) >= 3)


def _someone_named(text: str, known: Known) -> bool:
    people, vocab = [c["name"] for c in known.customers], vocabulary(known)
    return _supplier_named(text, known) or any(
        match_person(w, people) for w in _WORD.findall(text) if w.lower() not in vocab and len(w) >= 3)


def _other_kind(text: str) -> bool:
    return bool({w.lower() for w in _WORD.findall(text)} & _OTHER_KIND)
