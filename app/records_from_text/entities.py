"""Resolving a proposed record's names and units against the shop, for any translator (the
offline reader or a language model), so both end in the same records.

- A product is the shop's when written its way, in the plural, or with a typo ("bananna"); a
  sale of a product the shop has never had is an error naming the close ones, and so is a
  delivery of one unless it says the price it will sell at (then it is a new product, said so).
- A customer is matched by phone or email first, then by name (app/records_from_text/matching.py:
  full name, first name, surname, typos); a contact of one customer typed beside a name that is
  not theirs is refused (whose sale is it?). One match: that customer, with a warning when it was
  not written exactly. Several: the draft asks which (a Choice). None: a new customer, said so.
- A supplier likewise, by the words of its name ("Hillside" is Hillside Produce).
- A quantity in another unit of mass is converted to the product's unit ("500 g" of a product
  sold by the kg is 0.5 kg); a unit that does not convert ("3 boxes") is a question back.
Resolution never invents: it keeps what was typed unless one known name is meant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from app.records_from_text.drafts import Choice, Known
from app.records_from_text.matching import match_person, match_product, match_supplier, one_slip_from
from domain.errors import InvalidRecord
from domain.names import same_contact
from domain.rules import quantity_text
from domain.units import convert


@dataclass
class Resolution:
    record: dict[str, Any]
    warnings: list[str] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)


def resolve(record: dict[str, Any], known: Known) -> Resolution:
    """The record with names matched to the shop's; InvalidRecord if it cannot stand."""
    out = Resolution(dict(record))
    kind = record["kind"]
    if kind in ("sale", "return"):
        out.record["customer"] = _customer(record["customer"], known, out, returning=kind == "return")
    if kind == "purchase":
        out.record["supplier"] = _supplier(record["supplier"], known, out)
    if kind in ("sale", "purchase"):
        out.record["items"] = [_item(item, known, out.warnings, must_exist=kind == "sale")
                               for item in record["items"]]
    if kind in ("price_change", "stock_adjustment"):
        product = _product(record["product"], known, out.warnings, must_exist=True)
        out.record["product"] = product
        if kind == "stock_adjustment":
            out.record.update(_in_product_unit(record, product, known, out.warnings, signed=True))
    return out


def _item(item: dict[str, Any], known: Known, warnings: list[str], must_exist: bool) -> dict[str, Any]:
    # A delivery may bring a product the shop never had, but only with the price it will sell at:
    # without one it is more likely a slip ("pineapples" for "apples") than a new line.
    delivery = not must_exist
    product = _product(item["product"], known, warnings, must_exist or item.get("selling_price") is None,
                       delivery=delivery)
    return {**item, "product": product, **_in_product_unit(item, product, known, warnings)}


def _in_product_unit(line: dict[str, Any], product: str, known: Known, warnings: list[str],
                     signed: bool = False) -> dict[str, Any]:
    """The line's quantity and unit in the product's own unit (a new product keeps what was written)."""
    own = known.products.get(product, {}).get("unit")
    unit = line.get("unit")
    if own is None:
        return {"unit": unit or ("kg" if not signed else None)} if not signed else {}
    if unit is None or unit == own:
        return {"unit": own}
    quantity = line["quantity"]
    converted = convert(abs(quantity), unit, own)
    if converted is None:
        raise InvalidRecord(f"{product} is counted in {own}: how many {own} are {quantity_text(abs(quantity))} "
                            f"{unit}? Write the quantity in {own}.")
    if converted == 0:
        raise InvalidRecord(f"{quantity_text(abs(quantity))} {unit} of {product} is less than 0.001 {own}.")
    warnings.append(f"{quantity_text(abs(quantity))} {unit} of {product} read as {quantity_text(converted)} {own}")
    return {"quantity": converted if quantity > 0 else -converted, "unit": own}


def _product(name: str, known: Known, warnings: list[str], must_exist: bool, delivery: bool = False) -> str:
    if name in known.products:
        return name
    match = match_product(name, list(known.products))
    if match and match.unique:
        warnings.append(f"'{name}' read as {match.unique}")
        return match.unique
    close = list(match.names) if match else []
    if must_exist:
        hint = f" Did you mean {_or(close)}?" if close else (
            " If it is a new product, say the price it will sell at too (“… sell at 2.00”)." if delivery else "")
        raise InvalidRecord(f"The shop has no product called '{name}'.{hint}")
    if not any(c in "aeiouy" for c in name.lower()):  # "bnn", "strwb": a shop's name cut short, not a new one
        raise InvalidRecord(f"The shop has no product called '{name}'; write the product's name in full.")
    if not close and (slips := one_slip_from(name.lower(), list(known.products))):  # "peas" for pears: asked
        raise InvalidRecord(f"The shop has no product called '{name}'. Did you mean {_or(slips)}?")
    warnings.append(f"new product: {name}" + (f" (did you mean {_or(close)}?)" if close else ""))
    return name


def _customer(party: dict[str, Any], known: Known, out: Resolution, returning: bool) -> dict[str, Any]:
    name = party["name"].strip()
    by_contact = _by_contact(party, known.customers)
    if by_contact is not None:
        if by_contact["name"].lower() != name.lower():
            contact = party.get("phone") or party.get("email")
            written = match_person(name, [by_contact["name"]])  # "Bob", "bob smyth" for Bob Smith
            shared = {w.casefold() for w in name.split()} & {w.casefold() for w in by_contact["name"].split()}
            if not (written and written.unique) and not shared:  # another person's number: no silent swap
                raise InvalidRecord(f"{contact} belongs to {by_contact['name']}, not {name}: check it, or "
                                    "leave it out for a new customer.")
            out.warnings.append(f"{contact} belongs to {by_contact['name']}")
        return {**party, "name": by_contact["name"]}
    match = match_person(name, [c["name"] for c in known.customers])
    if match and match.unique:
        if match.unique.lower() != name.lower():
            out.warnings.append(f"'{name}' read as {match.unique}")
        return {**party, "name": match.unique}
    if match:
        out.choices.append(Choice("customer", f"Which customer is '{name}': {_or(list(match.names))}?",
                                  match.names))
        return party
    if returning:
        out.warnings.append(f"no customer called {name} yet")
    elif len(name.split()) < 2:  # "new cust priya": which Priya will the books know her by?
        raise InvalidRecord(f"The shop has no customer called '{name}'; for a new customer give the full name "
                            "(first and last).")
    else:
        _first_name_last(name, known)
        out.warnings.append(f"new customer: {name}")
    return party


def _first_name_last(name: str, known: Known) -> None:
    """"Pani Mei", "Pan Tom": a word before a customer's first name (a title in another language, a
    nickname) would make a new customer of someone the shop knows; refused, naming who it may be."""
    last = name.split()[-1].casefold()
    them = [c["name"] for c in known.customers if c["name"].split()[0].casefold() == last]
    if them:
        raise InvalidRecord(f"'{name}': is that {_or(them)}? “{name.split()[-1]}” is a customer's first name; for a "
                            "new customer, give the first and last name.")


def _supplier(party: dict[str, Any], known: Known, out: Resolution) -> dict[str, Any]:
    name = party["name"].strip()
    by_contact = _by_contact(party, known.suppliers)
    if by_contact is not None:
        return {**party, "name": by_contact["name"]}
    match = match_supplier(name, [s["name"] for s in known.suppliers])
    if match and match.unique:
        if match.unique.lower() != name.lower():
            out.warnings.append(f"'{name}' read as {match.unique}")
        return {**party, "name": match.unique}
    if match:
        out.choices.append(Choice("supplier", f"Which supplier is '{name}': {_or(list(match.names))}?",
                                  match.names))
        return party
    if re.fullmatch(r"[A-Z][a-z]+", name):  # "from Marco": a person's first name, as a new customer's would be
        raise InvalidRecord(f"The shop has no supplier called '{name}'; for a new supplier give its full name.")
    out.warnings.append(f"new supplier: {name}")
    return party


def _by_contact(party: dict[str, Any], people: list[dict[str, Any]]) -> dict[str, Any] | None:
    for person in people:
        if same_contact(party.get("phone"), person.get("phone"), phone=True) or \
                same_contact(party.get("email"), person.get("email"), phone=False):
            return person
    return None


def _or(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
