"""One reader per record kind. Each gets a chunk of text (one sentence, or a sentence and the
ones that continue it) with its dates already taken out, and returns the records it holds, or
None when the chunk is not of its shapes. Every word must be accounted for."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

from app.records_from_text.grammar.dates import DateMention
from app.records_from_text.grammar.pieces import (
    MONEY,
    NUMBER,
    PARTY,
    PER_UNIT,
    PRODUCT,
    UNIT,
    Item,
    Party,
    party_from,
    product_words,
    read_amounts,
    read_items,
    read_products,
    unit_of,
)

Reader = Callable[[str, list[DateMention], dt.date], "list[dict] | None"]
_I = re.IGNORECASE


def _one_date(dates: list[DateMention], today: dt.date) -> str | None:
    """The chunk's date: none given means today; two different ones are not understood."""
    days = {d.date for d in dates}
    if len(days) > 1:
        return None
    return (days.pop() if days else today).isoformat()


def _party(party: Party) -> dict:
    return {"name": party.name, "phone": party.phone, "email": party.email}


def _sale_items(items: list[Item]) -> list[dict] | None:
    if any(i.price is not None for i in items):
        return None  # a sale's prices come from the shop's selling prices
    return [_with_unit({"product": i.product, "quantity": i.quantity}, i.unit) for i in items]


def _with_unit(line: dict, unit: str | None) -> dict:
    """Leave the unit out when none was written: the product's own unit applies."""
    return {**line, "unit": unit} if unit else line


# --- sales ----------------------------------------------------------------------------------

_SOLD = re.compile(r"^(?:we\s+)?(?:sold|sale\s+of)\s+(?P<body>.+)$", _I)
_ITEMS_TO = re.compile(rf"(?P<items>.+?)\s+to\s+{PARTY}\s*(?:,?\s*and\s+|$)", _I)
_MADE = re.compile(
    rf"^(?:a\s+)?sale\s+(?:was\s+made\s+)?to\s+{PARTY}\s*[.:;,]?\s*"
    r"(?:(?:the\s+)?items\s+(?:purchased|sold|bought)\s+(?:were|are|included?)\s*:?|items\s*:)?\s*(?P<items>.+)$",
    _I,
)
_CUSTOMER_BOUGHT = re.compile(rf"^{PARTY}\s+(?:bought|purchased)\s+(?P<items>.+)$")


def read_sale(text: str, dates: list[DateMention], today: dt.date) -> list[dict] | None:
    day = _one_date(dates, today)
    if day is None:
        return None
    pairs: list[tuple[str, Party | None]] = []
    if match := _SOLD.match(text):
        body, position = match.group("body"), 0
        while position < len(body):
            step = _ITEMS_TO.match(body, position)
            if not step:
                return None
            pairs.append((step.group("items"), party_from(step)))
            position = step.end()
    elif (match := _MADE.match(text)) or (match := _CUSTOMER_BOUGHT.match(text)):
        if re.search(r"\bfrom\b", match.group("items"), _I):
            return None  # "X bought … from Y" is a purchase by the shop, not a sale
        pairs.append((match.group("items"), party_from(match)))
    else:
        return None
    records = []
    for items_text, party in pairs:
        items = read_items(items_text)
        lines = _sale_items(items) if items and party else None
        if lines is None or party is None:
            return None
        records.append({"kind": "sale", "date": day, "customer": _party(party), "items": lines})
    return records


# --- purchases ------------------------------------------------------------------------------

_BUY = r"(?:we\s+)?(?:bought|purchased|received|got|ordered|restocked)"
_STORE = r"(?:\s+(?:our\s+)?(?:store|shop|stock))?(?:\s+with\s+(?:a\s+)?(?:new\s+)?(?:supply|delivery)\s+of\s+\w+)?"
_BOUGHT_FROM = re.compile(rf"^{_BUY}\s+(?P<items>\d.+?)\s+from\s+{PARTY}(?P<rest>.*)$", _I)
_RESTOCKED_FROM = re.compile(
    rf"^(?:{_BUY}{_STORE}|(?:a\s+)?(?:purchase|delivery)){_STORE}\s+from\s+{PARTY}(?P<rest>.*)$", _I)
_END = r"\s*(?=[.;](?:\s|$)|$)"  # a sentence ends (not the point inside 1.30)
_END_OR_COMMA = r"\s*(?=[.;,](?:\s|$)|$)"
_CLAUSES = [  # (pattern, what it says)
    (r"our\s+intended\s+selling\s+prices?\s+(?:of|for)\s+(?P<products>.+?)\s+(?:is|are)\s+(?P<amounts>.+?)"
     r"(?:\s+dollars?)?(?:\s+per\s+unit)?(?:\s+respectively)?" + _END, "sell_named"),
    (rf"(?P<product>{PRODUCT})\s+sells\s+(?:at|for)\s+(?P<amounts>{MONEY}{PER_UNIT})", "sell_named"),
    (rf"(?:sell(?:s|ing)?\s+(?:at|for)|selling\s+price(?:\s+is|\s*:)?)\s+(?P<amounts>{MONEY}{PER_UNIT})", "sell_all"),
    (r"(?:at\s+)?unit\s+(?:prices?|costs?)\s+of\s+(?P<amounts>.+?)(?:\s+respectively)?" + _END, "cost_list"),
    (r"paid\s+(?P<amounts>.+?)(?:\s+respectively)?" + _END_OR_COMMA, "cost_list"),
    (rf"(?:^|(?<=[\s,]))(?:at|for|@)\s+(?P<amounts>{MONEY}{PER_UNIT})" + _END_OR_COMMA, "cost_all"),
]
_CLAUSE_RX = [(re.compile(p, _I), what) for p, what in _CLAUSES]
_ITEMS_LEAD = re.compile(
    r"^(?:the\s+)?(?:purchased\s+)?(?:quantities|items)\s*(?:include|included|were|are|:)\s*:?\s*", _I)


def read_purchase(text: str, dates: list[DateMention], today: dt.date) -> list[dict] | None:
    day = _one_date(dates, today)
    match = _BOUGHT_FROM.match(text) or _RESTOCKED_FROM.match(text)
    if day is None or not match:
        return None
    supplier = party_from(match)
    if supplier is None:
        return None
    rest = match.group("rest")
    named: dict[str, float] = {}
    sell_all = cost_all = None
    costs: list[float] | None = None
    for rx, what in _CLAUSE_RX:
        while found := rx.search(rest):
            amounts = read_amounts(found.group("amounts"))
            if amounts is None:
                return None
            if what == "sell_named":
                products = read_products(found.group("product") if "product" in rx.groupindex
                                         else found.group("products"))
                if products is None or len(products) != len(amounts):
                    return None
                named.update(zip(products, amounts))
            elif what == "sell_all" and len(amounts) == 1:
                sell_all = amounts[0]
            elif what == "cost_all" and len(amounts) == 1:
                cost_all = amounts[0]
            elif what == "cost_list":
                costs = amounts
            else:
                return None
            rest = rest[: found.start()] + " | " + rest[found.end():]
    fragments = [f for f in re.split(r"\s*(?:\||[.;:,])\s*(?=\D|$)", rest) if f.strip(" ,.;:")]
    items = read_items(match.group("items")) if "items" in match.re.groupindex else None
    if items is None:
        # Items in the rest: one fragment (or a list split by commas), after an optional lead.
        joined = ", ".join(f.strip() for f in fragments)
        items = read_items(_ITEMS_LEAD.sub("", joined))
    elif fragments:
        return None
    if not items:
        return None
    if costs is not None:
        if len(costs) != len(items) or any(i.price is not None for i in items):
            return None
        items = [Item(i.product, i.quantity, i.unit, c) for i, c in zip(items, costs)]
    if cost_all is not None:
        if len(items) != 1 or items[0].price is not None:
            return None
        items = [Item(items[0].product, items[0].quantity, items[0].unit, cost_all)]
    if sell_all is not None and len(items) != 1:
        return None
    if any(i.price is None for i in items) or set(named) - {i.product for i in items}:
        return None
    lines = []
    for item in items:
        selling = named.get(item.product, sell_all)
        lines.append(_with_unit({"product": item.product, "quantity": item.quantity,
                                 "unit_cost": item.price, "selling_price": selling}, item.unit))
    return [{"kind": "purchase", "date": day, "supplier": _party(supplier), "items": lines}]


# --- returns --------------------------------------------------------------------------------

_WHAT = (r"(?:everything|all(?:\s+of\s+it)?|what|the\s+(?:items|goods|fruit|purchase|sale|order|things)|"
         r"(?:his|her|their)\s+(?:purchase|items|order|goods|fruit))")
_RETURNED = re.compile(
    rf"^(?:return\s*:\s*)?{PARTY}\s+(?:returned|brought\s+back)\s+{_WHAT}"
    r"(?:\s+(?:(?:s?he|they)\s+)?(?:bought|purchased|had\s+bought))?$", _I)
_UNDO = re.compile(
    r"^(?:because\s+the\s+customer\s+returned\s+(?:their|the)\s+purchase\s*,?\s*)?"
    r"(?:we\s+(?:are\s+required\s+to|must|need\s+to)\s+)?undo\s+the\s+sales?(?:\s+transaction)?"
    rf"\s+(?:made\s+)?(?:by|to)\s+(?:the\s+)?(?:customer\s+)?{PARTY}$", _I)
_SALE_DATE_WORDS = {"bought", "purchased", "of", "from", "made", "sale", "purchase", "transaction"}


def read_return(text: str, dates: list[DateMention], today: dt.date) -> list[dict] | None:
    match = _RETURNED.match(text) or _UNDO.match(text)
    if not match or not 1 <= len(dates) <= 2:
        return None
    party = party_from(match)
    if party is None:
        return None
    if len(dates) == 1:
        sale_date, returned = dates[0].date, None
    else:
        roles = [next((w for w in reversed(d.before) if w not in ("on", "dated")), "") in _SALE_DATE_WORDS
                 for d in dates]
        if roles.count(True) != 1:
            return None
        sale_date = dates[roles.index(True)].date
        returned = dates[roles.index(False)].date
    return [{"kind": "return", "date": returned.isoformat() if returned else None,
             "customer": _party(party), "sale_date": sale_date.isoformat()}]


# --- price changes --------------------------------------------------------------------------

_NEW_PRICE = rf"(?P<amounts>{MONEY}{PER_UNIT})(?:\s+per\s+unit)?"
_PRICES = [re.compile(p, _I) for p in (
    rf"^the\s+(?:sale|selling)\s+price\s+of\s+(?P<product>{PRODUCT})(?:\s+in\s+the\s+(?:store|shop))?\s+"
    rf"(?:was|is|has\s+been)\s+(?:changed|set|raised|lowered|updated|increased|reduced)\s+to\s+{_NEW_PRICE}$",
    rf"^(?:change|set|update)\s+(?:the\s+)?(?:(?:selling|sale)\s+)?price\s+of\s+(?P<product>{PRODUCT})\s+to\s+{_NEW_PRICE}$",
    rf"^(?:change|set|update)\s+(?:the\s+)?(?P<product>{PRODUCT})\s+(?:(?:selling|sale)\s+)?price\s+to\s+{_NEW_PRICE}$",
    rf"^(?P<product>{PRODUCT})\s+(?:now\s+)?(?:sells?\s+(?:at|for)|costs?)\s+{_NEW_PRICE}$",
    rf"^(?:the\s+)?new\s+(?:selling\s+)?price\s+(?:of|for)\s+(?P<product>{PRODUCT})\s*(?::|is)?\s*{_NEW_PRICE}$",
)]


def read_price_change(text: str, dates: list[DateMention], today: dt.date) -> list[dict] | None:
    day = _one_date(dates, today)
    for rx in _PRICES:
        if day and (match := rx.match(text)):
            product = product_words(match.group("product"))
            amounts = read_amounts(match.group("amounts"))
            if product and amounts and len(amounts) == 1:
                return [{"kind": "price_change", "date": day, "product": product,
                         "selling_price": amounts[0]}]
    return None


# --- stock adjustments ----------------------------------------------------------------------

_OUT = r"(?:removed|threw\s+away|thrown\s+away|wrote\s+off|written\s+off|discarded|binned|lost)"
_IN = r"(?:added|found)"
_AMOUNT_OF = rf"(?P<qty>{NUMBER})\s*(?P<unit>{UNIT})?\s*(?:of\s+)?(?P<product>{PRODUCT}?)"
_REASON = r"\s*(?:[:(\-–—]|,|\s+because|\s+as)\s*(?P<reason>[^()]+?)\)?"
_ADJUST = [(re.compile(p, _I), sign) for p, sign in (
    (rf"^{_AMOUNT_OF}\s+(?:was\s+|were\s+)?{_OUT}{_REASON}$", -1),
    (rf"^{_OUT}\s+{_AMOUNT_OF}(?:\s+from\s+(?:the\s+)?stock)?{_REASON}$", -1),
    (rf"^{_AMOUNT_OF}\s+(?:was\s+|were\s+)?{_IN}(?:\s+(?:to|in)\s+(?:the\s+)?stock)?{_REASON}$", 1),
    (rf"^{_IN}\s+{_AMOUNT_OF}(?:\s+(?:to|in)\s+(?:the\s+)?stock)?{_REASON}$", 1),
)]


def read_adjustment(text: str, dates: list[DateMention], today: dt.date) -> list[dict] | None:
    day = _one_date(dates, today)
    for rx, sign in _ADJUST:
        if day and (match := rx.match(text)):
            product = product_words(match.group("product") or "")
            reason = match.group("reason").strip(" .,:;")
            if product and reason and not re.search(r"\d", reason):
                return [{"kind": "stock_adjustment", "date": day, "product": product,
                         "quantity": sign * float(match.group("qty")), "reason": reason,
                         "unit": unit_of(match.group("unit"))}]
    return None


READERS: tuple[Reader, ...] = (read_purchase, read_sale, read_return, read_price_change, read_adjustment)
# Hints, by the first verb-like word: a phrasing each reader knows.
HINTS = {
    "sale": "Sold 2 kg apples to Bob Smith on 2024-02-11",
    "purchase": "Bought 30 kg bananas from FreshFarm at 0.50 on 2024-02-11, sell at 0.90",
    "return": "Bob Smith returned what he bought on 2024-02-02",
    "price_change": "Change the price of pear to 1.60 on 2024-02-11",
    "stock_adjustment": "Removed 3 kg strawberries on 2024-02-11: spoiled",
}
