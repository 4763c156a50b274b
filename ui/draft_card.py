"""One proposed record, readable at a glance and showing its effect before Confirm: kind, date,
the customer or supplier (known, or new), each line with its price and total and the stock
before → after, the record's total, warnings, and — flagged in red — the reason the shop would
refuse it (a sale beyond stock). A name that could be several people asks which, one button per
person, and the record cannot be confirmed until one is picked. "Edit" opens the record on the
form, filled in."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from app.records_from_text.drafts import DraftRecord
from app.service_layer.effects import Effect
from ui import formatting
from ui.controls import button

_TITLES = {"purchase": "Purchase", "sale": "Sale", "return": "Return", "price_change": "Price change",
           "stock_adjustment": "Stock adjustment", "note": "Note"}
_PARTY = {"sale": "customer", "return": "customer", "purchase": "supplier"}


class DraftCard(QFrame):
    edit_requested = Signal(object)  # this card
    chosen = Signal(object, str)  # this card, the option picked for its question

    def __init__(self, record: DraftRecord, effect: Effect | None = None, *, currency: str = "", parent=None):
        super().__init__(parent)
        self.setObjectName("draftCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.record: dict[str, Any] = record.record
        self.warned = list(record.warnings)
        self.choices = record.choices
        self.effect = effect
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        top.addWidget(self.title, 1)
        self.party = QLabel()
        top.addWidget(self.party)
        self.edit_button = button("Edit…", "card.edit", lambda: self.edit_requested.emit(self))
        top.addWidget(self.edit_button)
        layout.addLayout(top)
        self.summary = QLabel()
        self.summary.setObjectName("cardLines")
        layout.addWidget(self.summary)
        self.warnings = QLabel("\n".join(f"⚠ {w}" for w in record.warnings))
        self.warnings.setObjectName("warnings")
        self.warnings.setWordWrap(True)
        layout.addWidget(self.warnings)  # in the card before it is shown, or it shows as a window of its own
        self.warnings.setVisible(bool(record.warnings))
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        for choice in record.choices:  # "Which customer is 'Smith': Bob Smith or Ken Smith?"
            question = QLabel(f"? {choice.question}")
            question.setObjectName("warnings")
            question.setWordWrap(True)
            layout.addWidget(question)
            row = QHBoxLayout()
            for option in choice.options:  # told apart by their text, a person's name
                row.addWidget(button(option, "card.choice", partial(self.chosen.emit, self, option)))
            row.addStretch(1)
            layout.addLayout(row)
        self._show(record.summary, currency)

    @property
    def refused(self) -> bool:
        return self.effect is not None and self.effect.problem is not None

    def _show(self, summary: str, currency: str) -> None:
        r, effect = self.record, self.effect
        kind = r["kind"]
        party = ((r.get("customer") or r.get("supplier") or {}).get("name") or r.get("product")
                 or "; ".join(f"{f['subject']} {f['relation']} {f['object']}" for f in r.get("facts", [])))
        if effect is not None and effect.party:
            party = effect.party
        self.title.setText(f"{_TITLES[kind]} · {_day(r.get('date'))} · {party}")
        if self.choices:
            self.party.setText("? pick one below")
            self.party.setObjectName("warnings")
        elif effect is not None and effect.ok and kind in _PARTY:
            who = _PARTY[kind]
            self.party.setText(f"⚠ new {who}" if effect.party_is_new else f"✓ known {who}")
            self.party.setObjectName("warnings" if effect.party_is_new else "ok")
            if effect.party_is_new:  # the badge says it: not again as a warning under the lines
                kept = [w for w in self.warned if not w.startswith(f"new {who}:")]
                self.warnings.setText("\n".join(f"⚠ {w}" for w in kept))
                self.warnings.setVisible(bool(kept))
        self.problem.setText(f"✗ {effect.problem}" if effect is not None and effect.problem else "")
        self.problem.setVisible(bool(self.problem.text()))
        if effect is None or not effect.ok or not (effect.lines or effect.stock or effect.prices):
            self.summary.setText(summary)
            return
        stock = {s.product: s for s in effect.stock}
        priced = [(f"{line.product}  {formatting.quantity(line.quantity)} {line.unit} × "
                   f"{formatting.money(line.price, currency)} = {formatting.money(line.total, currency)}",
                   stock.pop(line.product, None)) for line in effect.lines]
        width = max((len(text) for text, _ in priced), default=0)
        lines = [text.ljust(width) + (f"    stock {_stock(change)}" if change else "") for text, change in priced]
        lines += [f"{s.product}: stock {_stock(s)}" for s in stock.values()]
        lines += [f"selling price of {p}" for p in effect.prices]
        if kind == "stock_adjustment" or kind == "price_change" or kind == "note":
            lines.insert(0, summary)
        if effect.total is not None:
            word = {"sale": "total", "purchase": "total cost", "return": "refund"}.get(kind, "total")
            lines.append(f"{word} {formatting.money(effect.total, currency)}")
        self.summary.setText("\n".join(lines))


def _stock(change) -> str:
    before = "new" if change.before is None else formatting.quantity(change.before)
    return f"{before} → {formatting.quantity(change.after)} {change.unit}"


def _day(date: str | None) -> str:
    """"Thu 29 Feb 2024": the weekday lets staff check a "yesterday" or a "Tuesday" at a glance."""
    found = formatting.as_day(date)
    return f"{found:%a} {formatting.day(found)}" if found else "latest day"
