"""Matching what people type to what the shop already has (rapidfuzz).

"Cherries" and "cherry" are one product (domain/names.py singularises); "Bob" is the one known
Bob Smith; "Hilside Produce" is flagged as probably Hillside Produce instead of silently
becoming a second supplier; a sale of a product the shop has never had is an error naming the
close ones. Resolution never invents: it keeps what was typed unless one known name is meant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz, process

from app.records_from_text.drafts import Known
from domain.errors import InvalidRecord

CLOSE = 85  # rapidfuzz score (0-100) from which a name is "probably the same"


@dataclass
class Resolution:
    record: dict[str, Any]
    warnings: list[str] = field(default_factory=list)


def resolve(record: dict[str, Any], known: Known) -> Resolution:
    """The record with names matched to the shop's; InvalidRecord if it cannot stand."""
    out = Resolution(dict(record))
    kind = record["kind"]
    if kind in ("sale", "return"):
        out.record["customer"] = _customer(record["customer"], known, out.warnings, kind == "return")
    if kind == "purchase":
        out.record["supplier"] = _supplier(record["supplier"], known, out.warnings)
    if kind in ("sale", "purchase"):
        out.record["items"] = [_item(item, known, out.warnings, must_exist=kind == "sale")
                               for item in record["items"]]
    if kind in ("price_change", "stock_adjustment"):
        _product(record["product"], known, out.warnings, must_exist=True)
        if kind == "stock_adjustment" and record.get("unit") is None:
            out.record["unit"] = known.products[record["product"]]["unit"]
    return out


def _item(item: dict[str, Any], known: Known, warnings: list[str], must_exist: bool) -> dict[str, Any]:
    _product(item["product"], known, warnings, must_exist)
    if item.get("unit") is None:
        item = {**item, "unit": known.products.get(item["product"], {}).get("unit", "kg")}
    return item


def _product(name: str, known: Known, warnings: list[str], must_exist: bool) -> None:
    if name in known.products:
        return
    close = _close(name, list(known.products))
    if must_exist:
        hint = f" Did you mean {_or(close)}?" if close else ""
        raise InvalidRecord(f"The shop has no product called '{name}'.{hint}")
    warnings.append(f"new product: {name}" + (f" (did you mean {_or(close)}?)" if close else ""))


def _customer(party: dict[str, Any], known: Known, warnings: list[str], returning: bool) -> dict[str, Any]:
    name = party["name"].strip()
    by_contact = _by_contact(party, known.customers)
    if by_contact is not None:
        if by_contact["name"].lower() != name.lower():
            warnings.append(f"{party.get('phone') or party.get('email')} belongs to {by_contact['name']}")
        return {**party, "name": by_contact["name"]}
    exact = [c for c in known.customers if c["name"].lower() == name.lower()]
    if exact:
        return {**party, "name": exact[0]["name"]}
    if " " not in name:  # a first name alone: the one customer it can mean
        same_first = [c["name"] for c in known.customers if c["name"].split()[0].lower() == name.lower()]
        if len(same_first) == 1:
            warnings.append(f"'{name}' read as {same_first[0]}")
            return {**party, "name": same_first[0]}
        if len(same_first) > 1:
            raise InvalidRecord(f"'{name}' could be {_or(same_first)}; write the full name.")
    close = _close(name, [c["name"] for c in known.customers])
    if returning:
        warnings.append(f"no customer called {name} yet" + (f" (did you mean {_or(close)}?)" if close else ""))
    else:
        warnings.append(f"new customer: {name}" + (f" (did you mean {_or(close)}?)" if close else ""))
    return party


def _supplier(party: dict[str, Any], known: Known, warnings: list[str]) -> dict[str, Any]:
    name = party["name"].strip()
    exact = [s for s in known.suppliers if s["name"].lower() == name.lower()]
    if exact:
        return {**party, "name": exact[0]["name"]}
    close = _close(name, [s["name"] for s in known.suppliers])
    warnings.append(f"new supplier: {name}" + (f" (did you mean {_or(close)}?)" if close else ""))
    return party


def _by_contact(party: dict[str, Any], people: list[dict[str, Any]]) -> dict[str, Any] | None:
    phone = _digits(party.get("phone"))
    email = (party.get("email") or "").lower()
    for person in people:
        if phone and _digits(person.get("phone")) == phone:
            return person
        if email and (person.get("email") or "").lower() == email:
            return person
    return None


def _digits(phone: str | None) -> str:
    return re.sub(r"\D", "", phone or "")


def _close(name: str, choices: list[str]) -> list[str]:
    found = process.extract(name.lower(), {c: c.lower() for c in choices}, scorer=fuzz.ratio,
                            score_cutoff=CLOSE, limit=3)
    return [key for _, _, key in found]


def _or(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
