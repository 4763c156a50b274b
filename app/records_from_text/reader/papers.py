"""Lines that go on a delivery just read ("GRN …: oranges 20 kg @ 0.90; mangoes 10 kg @ 1.50"), and
the clerk's papers that each make a record of their own: "Receipt 4471, Green Valley Farms: bananas
25 kg, total 15.00. Receipt 4472, same supplier, same day: mango 10 kg, total 15.00." is two
deliveries, two receipts, never one. A paper named again starts a record; "same supplier" after it
says whose, and without it the lines are left to be refused as a delivery from no one."""

from __future__ import annotations

from typing import Any

from app.records_from_text.reader import lexicon
from app.records_from_text.reader.clause import Clause

_PAPERS = {"receipt", "invoice", "docket", "bill", "delivery", "credit"}


class Papers:
    """Whether the clauses being read are on a paper just named, and whether it said "same supplier"."""

    def __init__(self) -> None:
        self.opened = self.same_supplier = False

    def see(self, clause: Clause) -> None:
        words = [t.low for t in clause.tokens if t.kind == "word"]
        if words and words[0] in _PAPERS:
            self.opened, self.same_supplier = True, False
        if self.opened and any(a == "same" and b == "supplier" for a, b in zip(words, words[1:])):
            self.same_supplier = True

    def read(self) -> None:
        """A record was made: the paper's lines are read."""
        self.opened = self.same_supplier = False


def more_of_the_delivery(clause: Clause, records: list[dict[str, Any]], supplier: list[Any]) -> bool:
    """Lines that go on a delivery just read, after a semicolon: each with its cost, nothing else said."""
    return bool(supplier and records and records[-1]["kind"] == "purchase" and clause.items and not clause.parties
                and all(i.cost is not None or i.total is not None for i in clause.items)
                and not (clause.cues - {"purchase", "price_change", "sale"}) and not clause.unplaced()
                and not (lexicon.SALE - {"sell", "sells", "selling"}) & clause.words)  # "sell 2.40": its shelf price
