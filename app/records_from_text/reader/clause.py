"""A clause of staff text and the parts the reader finds in it: lines (quantity, unit,
product, prices), amounts of money and parties. Each token records which finder used it, so
what nobody placed can be named back to the person."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.records_from_text.reader.tokens import Token


@dataclass
class Item:
    quantity: float
    unit: str | None  # as written (kg, g, lb, box…); None: the product's own
    product: str | None  # as written; None: not said ("sold 2kg to raj")
    start: int  # token indexes
    end: int
    cost: float | None = None  # per unit ("@1.10", "at 2.10", "$1.80/kg")
    cost_by_word: bool = False  # that cost said only as "cost 2.50" (Money.by_cost_word)
    total: float | None = None  # for the whole line ("for $18", "$11 total", "paid $36")
    plain: float | None = None  # an amount that says neither ("…, 25 dollars")
    selling_price: float | None = None
    of_each: bool = False  # "1kg of each": of every product the record before named


@dataclass
class Money:
    amount: float
    start: int
    end: int
    total: bool = False  # "for $11 total", "paid $36"
    selling: bool = False  # "sell at 1.50"
    per_unit: bool = False  # "@0.55", "at 2.10", "$1.80/kg", "1.80 each": not a total
    by_cost_word: bool = False  # per unit only as "cost 2.50" says it, with no "/kg" or "each" to say so
    # Neither: "10 kg strawberries, 25 dollars" (per kg, or for all ten?) — a purchase refuses it.


@dataclass
class Party:
    typed: str
    start: int
    end: int
    role: str | None  # customer, supplier, or None when only the record's kind can tell
    known: str | None = None  # the shop's name, if the typed one is a unique match
    choices: tuple[str, ...] = ()  # several of the shop's names it may be
    phone: str | None = None
    email: str | None = None


@dataclass
class Clause:
    tokens: list[Token]
    used: list[str | None]  # per token: what used it
    items: list[Item] = field(default_factory=list)
    money: list[Money] = field(default_factory=list)
    parties: list[Party] = field(default_factory=list)
    mentioned: list[tuple[int, str]] = field(default_factory=list)  # products named without a quantity
    cues: set[str] = field(default_factory=set)  # record kinds its words point to
    words: set[str] = field(default_factory=set)  # every word, lower case
    reason: str | None = None  # an adjustment's reason written after a colon ("…: damaged in transport")
    text: str = ""  # as written

    def free(self, index: int) -> bool:
        return 0 <= index < len(self.tokens) and self.used[index] is None

    def use(self, start: int, end: int, by: str) -> None:
        for index in range(start, end):
            self.used[index] = by

    def low(self, index: int) -> str:
        return self.tokens[index].low if 0 <= index < len(self.tokens) else ""

    def kind(self, index: int) -> str:
        return self.tokens[index].kind if 0 <= index < len(self.tokens) else ""

    def unplaced(self) -> list[str]:
        return [t.text for t, used in zip(self.tokens, self.used) if used is None and t.kind != "punct"]

    def unplaced_except(self, indexes: set[int]) -> list[str]:
        return [t.text for i, (t, used) in enumerate(zip(self.tokens, self.used))
                if used is None and t.kind != "punct" and i not in indexes]
