"""Turning a clause's parts into records: which kind it is, and whether everything that kind
needs was said. When something is missing or says two things at once the reader refuses with a
sentence that names it; it never fills a gap with a guess."""

from __future__ import annotations

import datetime as dt
from typing import Any

from app.records_from_text.drafts import SAID, Known, NotUnderstood
from app.records_from_text.matching import match_product
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.clause import Clause, Item, Party
from app.records_from_text.reader.cost_words import dear_or_total
from app.records_from_text.reader.count_asides import refuse_named_count
from app.records_from_text.reader.dates import DateMention
from app.records_from_text.reader.discounts import refuse_a_discount
from app.records_from_text.reader.free_goods import refuse_free_goods
from app.records_from_text.reader.hints import HINTS
from app.records_from_text.reader.price_changes import price_changes
from app.records_from_text.reader.return_disposals import refuse_a_disposed_return
from app.records_from_text.reader.sale_totals import settle_whole_sale_total
from app.records_from_text.reader.stock_adjustments import adjustment
from app.records_from_text.reader.supplier_prices import refuse_a_cost_as_a_price
from domain.units import MASS_UNITS, convert

SALE_DATE_WORDS = {"bought", "from", "of", "for", "sale", "purchased", "got", "took", "made", "buy", "buys", "had",
                   "original"}  # "RTN Z. Davis orig 21/2": the sale's date


def kind_of(clause: Clause) -> str | None:
    """The record kind a clause is, from its parts first and its words second."""
    people = [p for p in clause.parties if p.role != "supplier"]
    came_again = any(t.low == "back" and clause.low(i + 1) == "for" and (
        clause.kind(i + 2) == "number" or clause.low(i + 2) in ("more", "another", "a", "some"))
        for i, t in enumerate(clause.tokens))  # "Omar came back for 1.5kg cherries": another sale
    brought_back = "back" in clause.words and not came_again and bool(
        people or {"brought", "bringing", "bring", "came", "took", "sent", "gave", "give", "gives"} & clause.words)
    bringing_back = any(t.low == "returning" and clause.low(i + 1) not in ("customer", "customers", "regular")
                        for i, t in enumerate(clause.tokens))  # "is returning the mangoes", not "a returning customer"
    if "return" in clause.cues and ({"returned", "return", "returns", "refund", "refunded", "refunds"} & clause.words
                                    or bringing_back
                                    or brought_back):
        return "return"  # not "pears back up to 1.55"
    strong_adjust = clause.cues & {"stock_adjustment"} and (lexicon.ADJUST - {"off", "out", "more", "less", "away",
                                                                            "extra", "count", "short", "found"}
                                                           ) & clause.words
    fell = "dropped" in clause.words and bool({"floor", "ground"} & clause.words)  # "dropped 1 kg on the floor"
    if clause.items and not clause.parties and (strong_adjust or _found_or_counted(clause) or fell):
        return "stock_adjustment"
    refuse_named_count(clause)  # "counted mangoes after Zoe's lot, 18 kilo": never Zoe's sale
    if clause.items:
        if any(p.role == "supplier" for p in clause.parties):
            if any(p.role == "supplier" and clause.low(p.start - 1) == "to" for p in clause.parties) \
                    and {"sold", "sell", "selling"} & _words_between(clause, 0, min(p.start for p in clause.parties)):
                raise NotUnderstood("A sale is to a customer, and the one named is a supplier: who bought it?",
                                    HINTS["sale"])  # "sold 20 kg apples to Hillside": never their delivery
            return "purchase"
        if people:
            bought_from = [p for p in people if clause.low(p.start - 1) == "from"]
            if bought_from and len(people) == 1 and {"bought", "buy", "purchased", "purchase", "ordered"} & \
                    _words_between(clause, 0, bought_from[0].start):
                # "bought 2 kg apples from Tom Lee": bought by us from a customer, never his sale
                raise NotUnderstood("A purchase is from a supplier, and the one named is a customer: who bought "
                                    "what, from whom?", HINTS["purchase"])
            return "sale"
        return None
    if clause.money and clause.mentioned and not clause.parties:
        return "price_change"
    return None


def _found_or_counted(clause: Clause) -> bool:
    words = clause.words
    return bool({"found", "count", "counted", "stocktake", "missing", "short"} & words) or (
        bool({"went", "gone"} & words) and "off" in words) or ("gave" in words and "away" in words) or bool(
        {"threw", "thrown", "throw"} & words and {"away", "out"} & words)


def build(kind: str, clause: Clause, day: str, dates: list[DateMention], today: dt.date, known: Known,
          previous: list[dict[str, Any]]) -> list[dict[str, Any]]:
    refuse_free_goods(kind, clause)
    refuse_a_discount(kind, clause)  # "knocked a quid off Raj's pears"
    refuse_a_disposed_return(kind, clause)  # "… brought back the oranges and they went in the bin"
    refuse_a_cost_as_a_price(kind, clause)
    if kind in ("sale", "purchase") and clause.mentioned:
        named = ", ".join(f"“{name}”" for _, name in clause.mentioned)
        raise NotUnderstood(f"How much of {named}? Give a quantity for every product.", HINTS[kind])
    if kind == "return":
        return [_return(clause, dates, today)]
    if kind == "stock_adjustment":
        if clause.money or any(i.cost or i.total or i.plain or i.selling_price for i in clause.items):
            # a write-off carries no price, so one said beside it would be dropped ("…down to 0.80")
            raise NotUnderstood("A write-off or stock count carries no price: say a new price in a sentence of its "
                                "own (“grapes now 2.60”).", HINTS["stock_adjustment"])
        ends = [i.start for i in clause.items[1:]] + [len(clause.tokens)]
        owns = [_words_between(clause, item.start, end) for item, end in zip(clause.items, ends)]
        adjusted = []
        for item, own in zip(clause.items, owns):
            if not item.product:
                item.product = _product_of(item, previous)
            # "3 mangoes bruised": three of them, while "mangoes 3" is in kilos
            if item.unit is None and clause.kind(item.start) == "number" and clause.kind(item.end - 1) != "number":
                _line(item.product, item, known, "stock_adjustment")
            adjusted.append(adjustment(item, clause, day, own, set().union(*(o for o in owns if o is not own))))
        return adjusted
    if kind == "purchase":
        return [_purchase(clause, day, previous, known)]
    if kind == "sale":
        return _sales(clause, day, known, previous)
    if kind == "price_change":
        return price_changes(clause, day, known)
    raise AssertionError(kind)


# --- kinds ---------------------------------------------------------------------------------------

def _party(party: Party) -> dict[str, Any]:
    if party.choices:  # several of the shop's names: resolution asks which
        return {"name": party.typed, "phone": party.phone, "email": party.email}
    return {"name": party.typed, "phone": party.phone, "email": party.email}


def _sales(clause: Clause, day: str, known: Known, previous: list[dict[str, Any]]) -> list[dict[str, Any]]:
    customers = [p for p in clause.parties if p.role != "supplier"]
    if any(p.role == "supplier" for p in clause.parties):
        raise NotUnderstood("That names a supplier for a sale.", HINTS["sale"])
    groups = _group_by_party(clause.items, customers, _shared(clause))
    records = []
    for party, items in groups:
        lines = []
        settle_whole_sale_total([(_product_of(item, previous), item) for item in items], known, day)
        for item in items:
            product = _product_of(item, previous)
            _as_the_shop_prices_it(product, item, known, day)
            lines.append(_line(product, item, known))
        records.append({"kind": "sale", "date": day, "customer": _party(party), "items": lines})
    return records


def _shared(clause: Clause) -> bool:
    """"Eva and Mei both took a kilo", "a kilo each for Tom and Ida": every customer named bought
    the same (not an "each" that spread one quantity over products, nor a list naming them again:
    "Mei and Eva both in: Mei 2kg bananas")."""
    named = [(p.known or p.typed).lower() for p in clause.parties]
    return len(named) == len(set(named)) and any(
        t.low in ("each", "both", "apiece") and used != "item" for t, used in zip(clause.tokens, clause.used))


def _group_by_party(items: list[Item], parties: list[Party], shared: bool = False) -> list[tuple[Party, list[Item]]]:
    """"sold 1kg apples to bob and 2kg cherries to ken": each party with its items; a party
    written first ("bob 2kg apples") takes the items after it."""
    if len(parties) == 1:
        return [(parties[0], items)]
    if not parties:
        raise NotUnderstood("Who bought it? Name the customer.", HINTS["sale"])
    if shared and not any(parties[0].start < i.start < parties[-1].start for i in items):
        return [(party, items) for party in parties]  # the names side by side, the items theirs alike
    first_is_party = parties[0].start < items[0].start
    groups: list[tuple[Party, list[Item]]] = []
    for index, party in enumerate(parties):
        if first_is_party:
            end = parties[index + 1].start if index + 1 < len(parties) else 10**9
            mine = [i for i in items if party.start < i.start < end]
        else:
            begin = parties[index - 1].end if index else -1
            mine = [i for i in items if begin < i.start < party.start]
        if not mine:
            raise NotUnderstood(f"I could not tell what {party.typed} bought.", HINTS["sale"])
        groups.append((party, mine))
    if sum(len(g[1]) for g in groups) != len(items):
        raise NotUnderstood("I could not tell which customer bought which items.", HINTS["sale"])
    return groups


def _as_the_shop_prices_it(product: str, item: Item, known: Known, day: str) -> None:
    """A sale is priced by the shop: an amount said on its line must be the selling price on the sale's
    day or the line's total at it ("2 kg cherries, $6.40"), else the text says another price and is refused."""
    match = match_product(product, list(known.products))
    name = match.unique if match and match.unique else product
    current = known.price_on(name, day)
    if item.selling_price is not None and (current is None or abs(item.selling_price - current) > 0.005):
        # "…, sell the pears at 2.00" beside a sale: a new price, never dropped while the sale is read
        raise NotUnderstood(f"That says {name} sells at {item.selling_price:.2f}, and the shop sells it at "
                            f"{current or 0:.2f}: change the price in a sentence of its own first.",
                            HINTS["price_change"])
    said = [a for a in (item.cost, item.total, item.plain) if a is not None]
    if not said:
        return
    own = known.products.get(name, {}).get("unit")
    # "250g cherries paid 0.80": the line's total at the price of a kg
    quantity = (convert(item.quantity, item.unit, own) if item.unit and own and item.unit != own else None) \
        or item.quantity
    fits = current is not None and all(
        (amount is not item.total and abs(current - amount) <= 0.005)
        or (amount is not item.cost and abs(round(current * quantity, 2) - amount) <= 0.005)
        for amount in said)
    if not fits:
        shown = f"{current:.2f}" if current is not None else "not set"
        # the amount may be a price or what was paid for the line: say both, so neither reads as a mistake
        comes_to = f" ({quantity:g} {own or 'kg'} at it come to {current * quantity:.2f})" \
            if current is not None and quantity != 1 else ""
        raise NotUnderstood(f"A sale is priced at the selling price of {name} ({shown}), not at {said[0]:.2f}"
                            f"{comes_to}. To sell at another price, change the price first.", HINTS["price_change"])


def _line(product: str, item: Item, known: Known | None = None, hint: str = "sale") -> dict[str, Any]:
    if item.unit is None and known is not None:
        match = match_product(product, list(known.products))
        own = known.products.get(match.unique, {}).get("unit") if match and match.unique else None
        if own in MASS_UNITS and item.quantity != int(item.quantity):
            return {"product": product, "quantity": round(item.quantity, 3), "unit": own}  # "1.5 strw": no pieces
        if own is None or own in MASS_UNITS:  # "6 mangoes": six of them, or six kilos?
            raise NotUnderstood(f"“{item.quantity:g} {product}”: how many {own or 'kg'}? Write the unit "
                                f"(“{item.quantity:g} {own or 'kg'} {product}”).", HINTS[hint])
    line: dict[str, Any] = {"product": product, "quantity": round(item.quantity, 3)}
    if item.unit:
        line["unit"] = item.unit
    return line


def _product_of(item: Item, previous: list[dict[str, Any]]) -> str:
    if item.product:
        return item.product
    if item.unit is None:  # "… @ 1.70. 1.70 checked the board": a bare figure is no quantity of the one before
        raise NotUnderstood("Which product? Write it after the quantity.", HINTS["sale"])
    named = {i["product"] for r in previous for i in r.get("items", [])} | {
        r["product"] for r in previous if r.get("product")}
    if len(named) == 1:  # "bought 20kg bananas … and sold 2kg to raj"
        return named.pop()
    raise NotUnderstood("Which product? Write it after the quantity.", HINTS["sale"])


def _purchase(clause: Clause, day: str, previous: list[dict[str, Any]], known: Known) -> dict[str, Any]:
    suppliers = [p for p in clause.parties if p.role == "supplier"]
    if len(suppliers) != 1 or len(clause.parties) != 1:
        raise NotUnderstood("Name one supplier for a purchase.", HINTS["purchase"])
    lines = []
    for item in clause.items:
        product = _product_of(item, previous)
        cost = item.cost
        if cost is None and item.total is None and item.plain is not None:
            cost, item.total = _plain_amount(item, product, known)
        if cost is None and item.total is None and item.plain is not None:
            raise NotUnderstood(f"Is {item.plain:.2f} the price of one {item.unit or 'unit'} of {product}, or of all "
                                f"{item.quantity:g}? Write “at {item.plain:.2f}” or “{item.plain:.2f} total”.",
                                HINTS["purchase"])
        if cost is None and item.total is not None:
            cost = item.total / item.quantity
            if abs(round(cost, 2) - cost) > 1e-9:
                raise NotUnderstood(f"{item.total:.2f} for {item.quantity:g} of {product} is not a price in whole "
                                    "cents; give the price per unit.", HINTS["purchase"])
            cost = round(cost, 2)
        if cost is None:
            raise NotUnderstood(f"What did the {product} cost? Give the price per unit.", HINTS["purchase"])
        dear_or_total(item, product, cost, known)  # "10 kg cherries, cost 20.00": per kg, or for all ten?
        line = _line(product, item, known) | {"unit_cost": cost, "selling_price": item.selling_price}
        lines.append(line)
    return {"kind": "purchase", "date": day, "supplier": _party(suppliers[0]), "items": lines}


def _plain_amount(item: Item, product: str, known: Known) -> tuple[float | None, float | None]:
    """(unit cost, total) for an amount a delivery line gives without saying which ("20 kg
    bananas .55"): per kg when that is below the price it sells at and, as a total, it would
    cost under a fifth of it. (None, None) otherwise: the person is asked (a total that could
    also be a dear price per kg is not guessed; held-out writers asked for it to be asked)."""
    match = match_product(product, list(known.products))
    sells = item.selling_price or (known.products.get(match.unique, {}).get("selling_price")
                                   if match and match.unique else None)
    amount, quantity = item.plain or 0.0, item.quantity
    if not sells or quantity <= 1:
        return None, None
    if amount < sells and amount / quantity < 0.2 * sells:
        return amount, None
    return None, None


def _words_between(clause: Clause, start: int, end: int) -> set[str]:
    """An item's own words, to the next item's; a reason said, then "and" and no other reason ("… and
    someone stole"), ends them there: in "2 kg bananas, rotten, and someone stole a kilo of cherries" the
    stealing is the cherries', while "gone soft and rotten" is the pears' both."""
    words: set[str] = set()
    for index in range(start, end):
        low = clause.low(index)
        if low in ("and", "but", "then") and words & _REASON_WORDS and end < len(clause.tokens) \
                and clause.low(index + 1) not in _REASON_WORDS:
            break
        words.add(low)
    return words


_REASON_WORDS = set().union(*lexicon.REASONS.values())
_BUT = {"but", "except", "apart", "besides", "without", "not", "no", "only", "just"}  # "everything but the pears"


def _return(clause: Clause, dates: list[DateMention], today: dt.date) -> dict[str, Any]:
    people = [p for p in clause.parties if p.role != "supplier"]
    if len(people) != 1:
        raise NotUnderstood("Who brought it back? Name one customer.", HINTS["return"])
    if lexicon.PARTIAL & clause.words - {"one"} or any(i.product is None for i in clause.items) \
            or len(clause.items) > len({i.product for i in clause.items}):
        raise NotUnderstood("A return takes back a whole sale; for part of one, correct that sale instead.",
                            HINTS["return"])
    said = [{"product": i.product, "quantity": i.quantity, "unit": i.unit} for i in clause.items if i.product]
    if not ("everything" in clause.words and not _BUT & clause.words):  # "… everything, the cherry is bad"
        said += [{"product": name, "quantity": None, "unit": None} for _, name in clause.mentioned]
    sale_days = [d for d in dates if set(d.before[-2:]) & SALE_DATE_WORDS]
    other_days = [d for d in dates if d not in sale_days]
    # "that morning", "the same day", "that same afternoon", "that very day": the sale was on the return's day
    same_day = any(clause.low(i) in ("that", "same", "very") and clause.low(i + 1) in ("morning", "day", "afternoon")
                   for i in range(len(clause.tokens)))
    if not sale_days and len(other_days) == 1:  # "… the 26th: Raj returned what he'd bought that morning"
        sale_days, other_days = other_days, (other_days if same_day else [])
    if len({d.date for d in sale_days}) != 1 or len({d.date for d in other_days}) > 1:
        raise NotUnderstood("Say the date of the sale being returned.", HINTS["return"])
    day = other_days[0].date if other_days else today
    record: dict[str, Any] = {"kind": "return", "date": day.isoformat(), "customer": _party(people[0]),
                              "sale_date": sale_days[0].date.isoformat()}
    if said:
        record[SAID] = said  # what the text says was brought back: the draft checks it against the sale
    return record
