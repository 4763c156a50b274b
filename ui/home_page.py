"""Home, the first page: today's and this week's takings against last week's, revenue by day
for the last 30 days, what the stock is worth, what is running low (with days of cover and how
much to order; a product's threshold can be set), the last records, and a few questions one
click away. It follows the window's time like every page."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.service_layer.home import Home
from app.service_layer.ledger_values import PointInTime
from app.services import Services
from ui import formatting
from ui.controls import button
from ui.dialog_buttons import show_dialog
from ui.formatting import QUANTITY, TEXT
from ui.result_chart import ResultChart
from ui.table_models import RowsModel
from ui.tasks import Tasks
from ui.threshold_dialog import ThresholdDialog

QUESTIONS = ("Which day had the highest revenue?", "Who are our top 3 customers?", "Which products sell best?",
             "How much stock do we have of each product?")
STOCK_COLUMNS = ["product", "stock", "threshold", "cover", "order"]
STOCK_TITLES = ["Product", "In stock", "Warn at", "Lasts", "To order"]
STOCK_KINDS = [TEXT, QUANTITY, QUANTITY, TEXT, QUANTITY]


def wrapped(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def _tile(title: str) -> tuple[QFrame, QLabel, QLabel, QLabel]:
    frame = QFrame()
    frame.setObjectName("tile")
    layout = QVBoxLayout(frame)
    heading = QLabel(title)
    heading.setObjectName("muted")
    figure = QLabel("…")
    figure.setObjectName("figure")
    note = QLabel()
    note.setObjectName("muted")
    note.setWordWrap(True)  # "▼ 39% on the same days last week (128.48)" must not hold the window wide
    for label in (heading, figure, note):
        layout.addWidget(label)
    return frame, heading, figure, note


class HomePage(QWidget):
    ask = Signal(str)  # a question to ask on the Ask page
    open_record = Signal(int)  # a position to show in the History

    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.stale = False  # the shop changed while this page was not on screen
        self.when: PointInTime | None = None
        self.home: Home | None = None
        self.dialog: ThresholdDialog | None = None
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("pageTitle")
        layout.addWidget(self.heading)
        self.shifted = QLabel()
        self.shifted.setObjectName("muted")
        self.shifted.setWordWrap(True)
        layout.addWidget(self.shifted)
        tiles = QHBoxLayout()
        frame, self.today_title, self.today, self.today_note = _tile("Today")
        tiles.addWidget(frame)
        frame, self.week_title, self.week, self.week_note = _tile("This week")
        tiles.addWidget(frame)
        frame, _, self.stock_value, self.stock_note = _tile("Stock value (at cost)")
        tiles.addWidget(frame)
        frame, _, self.low_count, self.low_note = _tile("Running low")
        tiles.addWidget(frame)
        layout.addLayout(tiles)
        grid = QGridLayout()
        self.chart = ResultChart()
        self.chart.setMinimumHeight(240)
        grid.addWidget(self.chart, 0, 0)
        stock_box = QVBoxLayout()
        stock_box.addWidget(wrapped("Stock, shortest-lasting first (⚠: at or below its warning level)"))
        self.stock_model = RowsModel(STOCK_COLUMNS, [], STOCK_KINDS, STOCK_TITLES)
        self.stock_table = QTableView()
        self.stock_table.setModel(self.stock_model)
        self.stock_table.verticalHeader().hide()
        self.stock_table.horizontalHeader().setStretchLastSection(True)
        self.stock_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.stock_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.stock_table.doubleClicked.connect(lambda _: self.set_threshold())
        stock_box.addWidget(self.stock_table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.threshold_button = button("Set warning level…", "home.threshold", self.set_threshold,
                                       tip="When the selected product counts as running low")
        row.addWidget(self.threshold_button)
        stock_box.addLayout(row)
        holder = QWidget()
        holder.setLayout(stock_box)
        grid.addWidget(holder, 0, 1)
        recent_box = QVBoxLayout()
        recent_box.addWidget(wrapped("Last records (double-click: show in the History)"))
        self.recent = QListWidget()
        # a long record wraps rather than hiding its end behind a scroll bar
        self.recent.setWordWrap(True)
        self.recent.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.recent.itemActivated.connect(self._open)
        recent_box.addWidget(self.recent, 1)
        holder = QWidget()
        holder.setLayout(recent_box)
        grid.addWidget(holder, 1, 0)
        questions = QVBoxLayout()
        questions.addWidget(QLabel("Ask with one click"))
        self.question_buttons = [
            button(QUESTIONS[0], "home.ask_best_day", lambda: self.ask.emit(QUESTIONS[0])),
            button(QUESTIONS[1], "home.ask_top_customers", lambda: self.ask.emit(QUESTIONS[1])),
            button(QUESTIONS[2], "home.ask_best_sellers", lambda: self.ask.emit(QUESTIONS[2])),
            button(QUESTIONS[3], "home.ask_stock", lambda: self.ask.emit(QUESTIONS[3])),
        ]
        for made in self.question_buttons:
            made.setStyleSheet("text-align: left; padding: 4px 8px;")
            questions.addWidget(made)
        questions.addStretch(1)
        holder = QWidget()
        holder.setLayout(questions)
        grid.addWidget(holder, 1, 1)
        # as wide as the chart: the stock table's five columns fit without scrolling
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(0, 3)
        grid.setRowStretch(1, 2)
        layout.addLayout(grid, 1)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.stale:
            self.refresh()

    def set_when(self, when: PointInTime | None) -> None:
        """The window's time moved: the figures shown are another time's, so they are put away
        (not left under the past's banner) until the new ones are added up, busy bar showing."""
        if when != self.when:
            self.home = None
            self.heading.setText("Adding up the shop at the time chosen…")
            for figure in (self.today, self.week, self.stock_value, self.low_count):
                figure.setText("…")
        self.when = when
        self.refresh()

    def refresh(self) -> None:
        """Read again now if on screen; else when next shown (less work on the GUI thread after
        each change, here or at another till)."""
        self.stale = not self.isVisible()
        if self.stale:
            return
        when, services = self.when, self.services
        self.tasks.run("Adding up the takings", lambda: services.home(when), lambda home: self._show_for(when, home),
                       self.shifted.setText, quiet=self.home is not None)  # asked for by moving the time: shown

    def _show_for(self, when: PointInTime | None, home: Home) -> None:
        if when == self.when:  # figures for a time since left, come back late, are dropped
            self._show(home)

    def _show(self, home: Home) -> None:
        self.home = home
        money = self.services.currency()
        day = home.day
        self.heading.setText(f"{day:%A} {day.day} {day:%B %Y}")
        if not home.stock and not home.recent:
            self.shifted.setText("A new shop: record a purchase first (Ctrl+K), or import a sheet of them "
                                 "(File → Import CSV/Excel…, Ctrl+I).")
        elif home.shifted_from:
            self.shifted.setText(f"No sale in the 30 days up to {formatting.day(home.shifted_from)}: these are the "
                                 "shop's latest 30 days, up to its last sale.")
        else:
            self.shifted.setText("")
        self.shifted.setVisible(bool(self.shifted.text()))
        self.today_title.setText(f"Today ({day:%a} {day.day} {day:%b})")
        self.today.setText(formatting.money(home.today, money))
        self.today_note.setText(f"{formatting.change(home.today, home.same_day_last_week)} on last {day:%A} "
                                f"({formatting.money(home.same_day_last_week, money)})")
        self.week_title.setText("This week (Monday to today)")
        self.week.setText(formatting.money(home.this_week, money))
        self.week_note.setText(f"{formatting.change(home.this_week, home.last_week_same_days)} on the same days "
                               f"last week ({formatting.money(home.last_week_same_days, money)})")
        self.stock_value.setText(formatting.money(home.stock_value_at_cost, money))
        self.stock_note.setText(f"{formatting.money(home.stock_value_at_price, money)} at selling prices")
        low = home.low_stock
        self.low_count.setText(f"{len(low)} product{'s' if len(low) != 1 else ''}")
        self.low_note.setText(", ".join(line.product for line in low[:4]) + ("…" if len(low) > 4 else "")
                              if low else "nothing at or below its warning level")
        self.chart.show_result(["day", "revenue"], home.revenue_by_day, currency=money,
                               title="Revenue by day, last 30 days")
        self.stock_model.set_rows(STOCK_COLUMNS, [
            (("⚠ " if line.low else "") + f"{line.product} ({line.unit})", line.stock, line.threshold,
             "no sales lately" if line.days_of_cover is None else f"{line.days_of_cover:g} days",
             line.reorder) for line in home.stock], STOCK_KINDS, STOCK_TITLES)
        self.stock_table.resizeColumnsToContents()
        self.recent.clear()
        for record in home.recent:
            status = "" if record.status == "standing" else f"[{record.status}]  "
            said = record.summary  # without its day, shown before it
            if record.business_date is not None:
                said = said.replace(f" on {record.business_date.isoformat()}", "", 1)
            item = QListWidgetItem(f"#{record.position}  {formatting.day(record.business_date)}  {status}{said}")
            item.setToolTip(record.summary)
            item.setData(Qt.ItemDataRole.UserRole, record.position)
            self.recent.addItem(item)

    def set_threshold(self) -> None:
        rows = self.stock_table.selectionModel().selectedRows()
        if self.home is None or not rows:
            self.shifted.setText("Select a product in the stock list first.")
            self.shifted.setVisible(True)
            return
        line = self.home.stock[rows[0].row()]
        dialog = self.dialog = ThresholdDialog(line.product, line.unit, line.threshold, line.threshold_is_set, self)
        dialog.accepted.connect(lambda: self._set(line.product, dialog.value()))
        show_dialog(dialog)

    def _set(self, product: str, quantity: float | None) -> None:
        self.services.set_threshold(product, quantity)
        self.refresh()

    def _open(self, item: QListWidgetItem) -> None:
        self.open_record.emit(int(item.data(Qt.ItemDataRole.UserRole)))
