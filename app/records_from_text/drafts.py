"""What a translator produces from text: a draft of records for a person to confirm.

A translator (the offline grammar, or a language model) turns text into records in the
interchange format; `app/drafting.py` checks them, resolves names against the shop and prices
them. Nothing is appended until the person confirms.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from domain.errors import LedgerError
from domain.prices import price_on

# A translator may add this key to a return: the products (and quantities) the text says came
# back, for the draft to check against the sale. It is taken off before the record is validated.
SAID = "_said"
REFUND = "_refund"  # the amount a return's text says was refunded: the draft checks it against the sale


class NotUnderstood(LedgerError):
    """The text could not be read as records; `hint` shows a phrasing that works."""

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message if hint is None else f"{message} Try, for example: “{hint}”.")
        self.hint = hint


@dataclass(frozen=True)
class Known:
    """Names the shop already has, so a translator can resolve what people type."""

    products: dict[str, dict[str, Any]] = field(default_factory=dict)  # name -> unit, selling_price, stock
    customers: list[dict[str, Any]] = field(default_factory=list)  # name, phone, email
    suppliers: list[dict[str, Any]] = field(default_factory=list)
    last_change_day: str | None = None  # the latest day a price change is dated (ISO), if any
    # every product's price changes in the order entered, read only for a day before the last change
    # (a big shop has many; most texts are about today)
    changes: Callable[[], dict[str, list[tuple[str, float, float]]]] | None = field(default=None, compare=False)

    def price_on(self, product: str, day: dt.date | str) -> float | None:
        """What a sale of that day is charged (domain/prices.py): a sale typed in late takes its day's price.
        On or after the last change's day, the price now (the ledger's own dry run decides the rare case of
        changes entered out of their dates' order; the card's price lines come from it)."""
        current = self.products.get(product, {}).get("selling_price")
        if self.changes is None or self.last_change_day is None or str(day) >= self.last_change_day:
            return current
        return price_on(str(day), current, self.changes().get(product, ()))


@dataclass(frozen=True)
class TranslationContext:
    today: dt.date
    latest_date: dt.date | None = None  # the ledger's latest business date
    known: Known = field(default_factory=Known)
    # the stock of each product at the close of an earlier day, for a count dated then (None: not known)
    stock_on: Callable[[dt.date], dict[str, float]] | None = field(default=None, compare=False)


class Translator(Protocol):
    name: str  # shown to the person: "offline grammar", or the model's name

    def translate(self, text: str, context: TranslationContext) -> list[dict[str, Any]]:
        """Records in the interchange format; NotUnderstood (or another LedgerError) otherwise."""


@dataclass(frozen=True)
class Choice:
    """A question back: the text could mean several of the shop's customers or suppliers."""

    field: str  # "customer" or "supplier"
    question: str  # "Which Smith: Bob Smith or Ken Smith?"
    options: tuple[str, ...]


@dataclass(frozen=True)
class DraftRecord:
    record: dict[str, Any]  # interchange format, names resolved, ready to append
    summary: str  # one line, with prices and totals from the shop as it stands
    warnings: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()  # to answer before the record can be confirmed


@dataclass(frozen=True)
class Draft:
    text: str | None  # None for records filled in on a form
    translator: str
    records: tuple[DraftRecord, ...]
    edited: bool = False  # changed by hand after it was read: the text no longer says all of it

    def open_choices(self) -> list[Choice]:
        return [choice for record in self.records for choice in record.choices]

    def as_json(self) -> dict[str, Any]:
        return {"translator": self.translator,
                "records": [{"record": r.record, "summary": r.summary, "warnings": list(r.warnings),
                             "choices": [{"field": c.field, "question": c.question, "options": list(c.options)}
                                         for c in r.choices]}
                            for r in self.records]}
