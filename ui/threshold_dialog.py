"""Set a product's low-stock threshold (or go back to the one its sales rate suggests)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDoubleSpinBox, QLabel, QVBoxLayout

from ui import formatting
from ui.controls import button
from ui.dialog_buttons import foot


class ThresholdDialog(QDialog):
    def __init__(self, product: str, unit: str, current: float, is_set: bool, parent=None):
        super().__init__(parent)
        self.product = product
        self.use_default = False
        self.setWindowTitle(f"Low stock: {product}")
        layout = QVBoxLayout(self)
        how = "set by hand" if is_set else "a week of sales at the recent rate"
        label = QLabel(f"Warn when the stock of {product} is at or below ({unit}; now "
                       f"{formatting.quantity(current)}, {how}):")
        label.setWordWrap(True)
        layout.addWidget(label)
        self.quantity = QDoubleSpinBox()
        self.quantity.setRange(0, 1_000_000)
        self.quantity.setDecimals(3)
        self.quantity.setValue(current)
        label.setBuddy(self.quantity)
        layout.addWidget(self.quantity)
        self.default_button = button("Use the sales rate", "threshold.default", self._default)
        self.cancel_button = button("Cancel", "threshold.cancel", self.reject)
        self.ok_button = button("Set", "threshold.ok", self.accept, primary=True)
        layout.addLayout(foot(self.default_button, self.cancel_button, self.ok_button))

    def _default(self) -> None:
        self.use_default = True
        self.accept()

    def value(self) -> float | None:
        return None if self.use_default else self.quantity.value()
