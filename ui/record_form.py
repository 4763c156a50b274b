"""Entering a record on a form, any kind, with names completed from the shop. "Check" turns it
into the same draft cards as typed text; Confirm appends it. The same form, filled in with a
record, is how a draft card's Edit and History's Correct change one (ui/record_editor.py)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.records_from_text.drafts import Known
from ui.controls import button
from ui.day_edit import DayEdit

KINDS = {"Sale": "sale", "Purchase": "purchase", "Return": "return", "Price change": "price_change",
         "Stock adjustment": "stock_adjustment", "Note": "note"}
TITLES = {kind: title for title, kind in KINDS.items()}
ITEM_TITLES = ("Product", "Quantity", "Unit", "Cost per unit", "Selling price (0: keep)")


def _amount(maximum: float = 1e6, minimum: float = 0.0) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(minimum, maximum)
    box.setDecimals(3)
    box.setGroupSeparatorShown(True)
    return box


def _day_edit(day: dt.date) -> DayEdit:
    return DayEdit(day)


def _typed(edit: DayEdit) -> str:
    """The day as the record says it; text that is not one goes as typed, so the record's own
    check refuses it by name rather than the form quietly keeping an earlier day."""
    return edit.day().isoformat() if edit.valid() else edit.text.text().strip()


def _completer(names: list[str], parent: QWidget) -> QCompleter:
    completer = QCompleter(sorted(names), parent)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    return completer


class RecordForm(QWidget):
    check = Signal(list)  # the records filled in

    def __init__(self, parent=None, *, today: dt.date | None = None, with_check: bool = True):
        super().__init__(parent)
        self.known = Known()
        today = today or dt.date.today()
        self.items: list[tuple[QLineEdit, QDoubleSpinBox, QLineEdit, QDoubleSpinBox, QDoubleSpinBox]] = []
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.kind = QComboBox()
        self.kind.addItems(list(KINDS))
        self.kind.currentTextChanged.connect(lambda _: self._layout_for_kind())
        self.date = _day_edit(today)
        self.party = QLineEdit()
        self.phone = QLineEdit()
        self.email = QLineEdit()
        self.sale_date = _day_edit(today)
        self.product = QLineEdit()
        self.amount = _amount(minimum=-1e6)
        self.reason = QLineEdit()
        self.text = QPlainTextEdit()
        self.text.setTabChangesFocus(True)
        self.text.setMaximumHeight(70)
        self.facts = QPlainTextEdit()
        self.facts.setTabChangesFocus(True)
        self.facts.setMaximumHeight(70)
        self.facts.setPlaceholderText("one fact a line: subject | relation | object")
        form.addRow("Kind", self.kind)
        form.addRow("Date", self.date)
        self.party_label = QLabel("Customer")
        form.addRow(self.party_label, self.party)
        form.addRow("Phone", self.phone)
        form.addRow("Email", self.email)
        form.addRow("Date of the sale returned", self.sale_date)
        form.addRow("Product", self.product)
        self.amount_label = QLabel("New selling price")
        form.addRow(self.amount_label, self.amount)
        form.addRow("Reason", self.reason)
        form.addRow("Note", self.text)
        form.addRow("Facts", self.facts)
        self.rows = form
        layout.addLayout(form)
        self.grid = QGridLayout()
        for column, title in enumerate(ITEM_TITLES):
            self.grid.addWidget(QLabel(title), 0, column)
        layout.addLayout(self.grid)
        buttons = QHBoxLayout()
        self.add_button = button("+ Item", "form.add_item", self.add_item)
        self.check_button = button("Check", "form.check", lambda: self.check.emit([self.record()]), primary=True)
        self.check_button.setVisible(with_check)
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        buttons.addWidget(self.check_button)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.add_item()
        self._layout_for_kind()

    def set_known(self, known: Known) -> None:
        """Completion lists from the shop as it stands."""
        self.known = known
        self._complete()

    def add_item(self) -> None:
        row = len(self.items) + 1
        unit = QLineEdit()
        unit.setPlaceholderText("kg")
        unit.setMaximumWidth(70)
        widgets = (QLineEdit(), _amount(), unit, _amount(), _amount())
        for column, widget in enumerate(widgets):
            self.grid.addWidget(widget, row, column)
        self.items.append(widgets)
        self._layout_for_kind()

    def set_record(self, record: dict[str, Any]) -> None:
        """Fill the form with a record (interchange format), any kind."""
        self.clear()
        kind = record["kind"]
        self.kind.setCurrentText(TITLES[kind])
        if record.get("date"):
            self.date.set_day(dt.date.fromisoformat(str(record["date"])))
        party = record.get("customer") or record.get("supplier") or {}
        self.party.setText(party.get("name") or "")
        self.phone.setText(party.get("phone") or "")
        self.email.setText(party.get("email") or "")
        if record.get("sale_date"):
            self.sale_date.set_day(dt.date.fromisoformat(str(record["sale_date"])))
        self.product.setText(record.get("product") or "")
        if kind == "price_change":
            self.amount.setValue(record["selling_price"])
        elif kind == "stock_adjustment":
            self.amount.setValue(record["quantity"])
            self.reason.setText(record.get("reason") or "")
            self._unit_of_adjustment = record.get("unit")
        self.text.setPlainText(record.get("text") or "")
        self.facts.setPlainText("\n".join(f"{f['subject']} | {f['relation']} | {f['object']}"
                                          for f in record.get("facts") or []))
        items = record.get("items") or []
        while len(self.items) < len(items):
            self.add_item()
        for widgets, item in zip(self.items, items):
            product, quantity, unit, cost, selling = widgets
            product.setText(item["product"])
            quantity.setValue(item["quantity"])
            unit.setText(item.get("unit") or "")
            cost.setValue(item.get("unit_cost") or 0)
            selling.setValue(item.get("selling_price") or 0)
        self._layout_for_kind()

    def record(self) -> dict[str, Any]:
        kind = KINDS[self.kind.currentText()]
        day = _typed(self.date)
        party = {"name": self.party.text().strip(), "phone": self.phone.text().strip() or None,
                 "email": self.email.text().strip() or None}

        def unit(field: QLineEdit) -> dict[str, str]:
            return {"unit": field.text().strip()} if field.text().strip() else {}

        if kind == "sale":
            return {"kind": kind, "date": day, "customer": party,
                    "items": [{"product": p.text().strip(), "quantity": q.value(), **unit(u)}
                              for p, q, u, _, _ in self._filled()]}
        if kind == "purchase":
            return {"kind": kind, "date": day, "supplier": party,
                    "items": [{"product": p.text().strip(), "quantity": q.value(), **unit(u),
                               "unit_cost": c.value(), "selling_price": s.value() or None}
                              for p, q, u, c, s in self._filled()]}
        if kind == "return":
            return {"kind": kind, "date": day, "customer": party,
                    "sale_date": _typed(self.sale_date)}
        if kind == "price_change":
            return {"kind": kind, "date": day, "product": self.product.text().strip(),
                    "selling_price": self.amount.value()}
        if kind == "note":
            facts = []
            for line in self.facts.toPlainText().splitlines():
                parts = [p.strip() for p in line.split("|")]
                if len(parts) == 3 and all(parts):
                    facts.append({"subject": parts[0], "relation": parts[1], "object": parts[2]})
            return {"kind": kind, "date": day, "text": self.text.toPlainText().strip(), "facts": facts}
        adjustment = {"kind": kind, "date": day, "product": self.product.text().strip(),
                      "quantity": self.amount.value(), "reason": self.reason.text().strip()}
        if getattr(self, "_unit_of_adjustment", None):
            adjustment["unit"] = self._unit_of_adjustment
        return adjustment

    def clear(self) -> None:
        for field in (self.party, self.phone, self.email, self.product, self.reason):
            field.clear()
        for box in (self.text, self.facts):
            box.clear()
        self.amount.setValue(0)
        self._unit_of_adjustment = None
        for widgets in self.items:
            widgets[0].clear()
            widgets[2].clear()
            for spin in (widgets[1], widgets[3], widgets[4]):
                spin.setValue(0)

    def _filled(self):
        return [w for w in self.items if w[0].text().strip()]

    def _layout_for_kind(self) -> None:
        kind = KINDS[self.kind.currentText()]
        with_party = kind in ("sale", "purchase", "return")
        with_items = kind in ("sale", "purchase")
        self.party_label.setText("Supplier" if kind == "purchase" else "Customer")
        for field in (self.party, self.phone, self.email):
            self.rows.setRowVisible(field, with_party)
        self.rows.setRowVisible(self.sale_date, kind == "return")
        self.rows.setRowVisible(self.product, kind in ("price_change", "stock_adjustment"))
        self.rows.setRowVisible(self.amount, kind in ("price_change", "stock_adjustment"))
        self.rows.setRowVisible(self.reason, kind == "stock_adjustment")
        self.rows.setRowVisible(self.text, kind == "note")
        self.rows.setRowVisible(self.facts, kind == "note")
        self.amount_label.setText("New selling price" if kind == "price_change" else "Quantity (− when stock leaves)")
        for index in range(self.grid.count()):
            item = self.grid.itemAt(index)
            widget = item.widget() if item is not None else None
            column = self.grid.getItemPosition(index)[1]  # type: ignore[index]  # (row, column, rows, columns)
            if widget is not None:
                widget.setVisible(with_items and (column < 3 or kind == "purchase"))
        self.add_button.setVisible(with_items)
        self._complete()

    def _complete(self) -> None:
        kind = KINDS[self.kind.currentText()]
        people = self.known.suppliers if kind == "purchase" else self.known.customers
        self.party.setCompleter(_completer([p["name"] for p in people], self.party))
        self.product.setCompleter(_completer(list(self.known.products), self.product))
        for widgets in self.items:
            widgets[0].setCompleter(_completer(list(self.known.products), widgets[0]))
