"""Entering a record directly on a form, any kind, with names completed from the shop. "Check"
turns it into the same draft cards as typed text; Confirm appends it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDateEdit,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.records_from_text.drafts import Known

KINDS = {"Sale": "sale", "Purchase": "purchase", "Return": "return", "Price change": "price_change",
         "Stock adjustment": "stock_adjustment"}


def _money(maximum: float = 1e7, minimum: float = 0.0) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(minimum, maximum)
    box.setDecimals(3)
    return box


def _completing(names: list[str]) -> QLineEdit:
    field = QLineEdit()
    completer = QCompleter(sorted(names))
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    field.setCompleter(completer)
    return field


class RecordForm(QWidget):
    check = Signal(list)  # the records filled in

    def __init__(self, parent=None):
        super().__init__(parent)
        self.known = Known()
        self.items: list[tuple[QLineEdit, QDoubleSpinBox, QDoubleSpinBox, QDoubleSpinBox]] = []
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.kind = QComboBox()
        self.kind.addItems(list(KINDS))
        self.kind.currentTextChanged.connect(lambda _: self._layout_for_kind())
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.party = QLineEdit()
        self.phone = QLineEdit()
        self.email = QLineEdit()
        self.sale_date = QDateEdit(QDate.currentDate())
        self.sale_date.setCalendarPopup(True)
        self.sale_date.setDisplayFormat("yyyy-MM-dd")
        self.product = QLineEdit()
        self.amount = _money(minimum=-1e7)
        self.reason = QLineEdit()
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
        self.rows = form
        layout.addLayout(form)
        self.grid = QGridLayout()
        for column, title in enumerate(("Product", "Quantity", "Unit cost", "Selling price (0: keep)")):
            self.grid.addWidget(QLabel(title), 0, column)
        layout.addLayout(self.grid)
        buttons = QHBoxLayout()
        self.add_button = QPushButton("+ Item")
        self.add_button.clicked.connect(self.add_item)
        self.check_button = QPushButton("Check")
        self.check_button.setObjectName("primary")
        self.check_button.clicked.connect(lambda: self.check.emit([self.record()]))
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
        widgets = (_completing(list(self.known.products)), _money(), _money(), _money())
        for column, widget in enumerate(widgets):
            self.grid.addWidget(widget, row, column)
        self.items.append(widgets)
        self._layout_for_kind()

    def record(self) -> dict[str, Any]:
        kind = KINDS[self.kind.currentText()]
        day = self.date.date().toString("yyyy-MM-dd")
        party = {"name": self.party.text().strip(), "phone": self.phone.text().strip() or None,
                 "email": self.email.text().strip() or None}
        if kind == "sale":
            return {"kind": kind, "date": day, "customer": party,
                    "items": [{"product": p.text(), "quantity": q.value()} for p, q, _, _ in self._filled()]}
        if kind == "purchase":
            return {"kind": kind, "date": day, "supplier": party,
                    "items": [{"product": p.text(), "quantity": q.value(), "unit_cost": c.value(),
                               "selling_price": s.value() or None} for p, q, c, s in self._filled()]}
        if kind == "return":
            return {"kind": kind, "date": day, "customer": party,
                    "sale_date": self.sale_date.date().toString("yyyy-MM-dd")}
        if kind == "price_change":
            return {"kind": kind, "date": day, "product": self.product.text(), "selling_price": self.amount.value()}
        return {"kind": kind, "date": day, "product": self.product.text(), "quantity": self.amount.value(),
                "reason": self.reason.text()}

    def clear(self) -> None:
        for field in (self.party, self.phone, self.email, self.product, self.reason):
            field.clear()
        self.amount.setValue(0)
        for widgets in self.items:
            widgets[0].clear()
            for box in widgets[1:]:
                box.setValue(0)

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
        self.amount_label.setText("New selling price" if kind == "price_change" else "Quantity (− when stock leaves)")
        for index in range(self.grid.count()):
            item = self.grid.itemAt(index)
            widget = item.widget() if item is not None else None
            column = self.grid.getItemPosition(index)[1]  # type: ignore[index]  # (row, column, rows, columns)
            if widget is not None:
                widget.setVisible(with_items and (column < 2 or kind == "purchase"))
        self.add_button.setVisible(with_items)
        self._complete()

    def _complete(self) -> None:
        kind = KINDS[self.kind.currentText()]
        people = self.known.suppliers if kind == "purchase" else self.known.customers
        for field, names in ((self.party, [p["name"] for p in people]), (self.product, list(self.known.products))):
            completer = QCompleter(sorted(names), field)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            field.setCompleter(completer)
        for widgets in self.items:
            completer = QCompleter(sorted(self.known.products), widgets[0])
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            widgets[0].setCompleter(completer)
