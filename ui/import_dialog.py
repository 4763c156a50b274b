"""File → Import CSV/Excel…: the sheet's columns mapped to a record kind's fields (a guess
first), Check (every row read and tried against the shop, nothing appended: the records as
drafts, every bad row named), then Import all — every record or none. Long work shows a
progress bar and can be stopped; a stopped import appends nothing."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.service_layer.sheets import importing
from app.service_layer.sheets.files import Sheet, reread
from app.service_layer.sheets.importing import ImportPreview
from app.service_layer.sheets.mapping import FIELD_NAMES, FIELDS, KIND_NAMES, KINDS, REQUIRED, guess_kind, guess_mapping
from app.service_layer.sheets.records import SheetReading
from app.services import Services
from ui.controls import button
from ui.formatting import MONEY, TEXT
from ui.table_models import BAD_MARK, RowsModel
from ui.tasks import Steps, Tasks

PREVIEW_COLUMNS = ["rows", "record", "total"]
PREVIEW_TITLES = ["Sheet rows", "Record — or ✗ why the row is bad", "Total"]
PREVIEW_KINDS = [TEXT, TEXT, MONEY]
BAD = BAD_MARK
NOT_USED = "(not used)"


class ImportDialog(QDialog):
    imported = Signal(list)  # the positions appended

    def __init__(self, services: Services, tasks: Tasks, sheet: Sheet, parent=None):
        super().__init__(parent)
        self.services, self.tasks, self.sheet = services, tasks, sheet
        self.preview: ImportPreview | None = None
        self.working: int | None = None  # the task reading or importing
        self.setWindowTitle(f"Import {sheet.name}")
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        self.head = QLabel()
        head.addWidget(self.head)
        self.kind = QComboBox()
        for kind in KINDS:
            self.kind.addItem(KIND_NAMES[kind].lower().rstrip("s"), kind)
        self.kind.setCurrentIndex(self.kind.findData(guess_kind(sheet.columns)))
        self.kind.currentIndexChanged.connect(lambda _: self._guess())
        head.addWidget(self.kind)
        head.addWidget(QLabel("(or an item of one: map a receipt column)."))
        head.addStretch(1)
        layout.addLayout(head)
        layout.addWidget(QLabel("What each column holds (guessed; change any):"))
        self.grid = QGridLayout()
        self.fields: dict[str, QComboBox] = {}
        for row, column in enumerate(sheet.columns):
            sample = ", ".join(str(r[row]) for r in sheet.rows[:3] if r[row] not in (None, ""))
            self.grid.addWidget(QLabel(f"<b>{column}</b>"), row, 0)
            choice = QComboBox()
            choice.currentIndexChanged.connect(lambda _: self._changed())
            self.fields[column] = choice
            self.grid.addWidget(choice, row, 1)
            example = QLabel(sample[:60])
            example.setObjectName("muted")
            self.grid.addWidget(example, row, 2)
        self.grid.setColumnStretch(2, 1)
        holder = QWidget()
        holder.setLayout(self.grid)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        scroll.setMaximumHeight(190)
        layout.addWidget(scroll)
        self.notes = QLabel()
        self.notes.setObjectName("muted")
        self.notes.setWordWrap(True)
        layout.addWidget(self.notes)
        self.model = RowsModel(PREVIEW_COLUMNS, [], PREVIEW_KINDS, PREVIEW_TITLES)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        layout.addWidget(self.table, 1)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        foot = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        foot.addWidget(self.progress, 1)
        self.stop_button = button("Cancel", "import.stop", self.stop, tip="Stop; nothing is imported")
        self.stop_button.setVisible(False)
        foot.addWidget(self.stop_button)
        foot.addStretch(0)
        self.close_button = button("Close", "import.close", self.reject)
        self.check_button = button("Check", "import.check", self.check,
                                   tip="Read every row and try it against the shop; nothing is appended")
        self.import_button = button("Import all", "import.confirm", self.import_all, primary=True)
        for made in (self.close_button, self.check_button, self.import_button):
            foot.addWidget(made)
        layout.addLayout(foot)
        self.tasks.progressed.connect(self._progressed)
        self._show_sheet()
        self._guess()
        self.resize(900, 640)

    def _show_sheet(self) -> None:
        sheet = self.sheet
        self.head.setText(f"<b>{sheet.name}</b>: {len(sheet.rows):,} rows, {len(sheet.columns)} columns. "
                          "Each row is one")

    # --- the mapping --------------------------------------------------------------------------

    @property
    def kind_chosen(self) -> str:
        return str(self.kind.currentData())

    def _guess(self) -> None:
        kind = self.kind_chosen
        guessed = guess_mapping(self.sheet.columns, kind)
        for column, choice in self.fields.items():
            choice.blockSignals(True)
            choice.clear()
            choice.addItem(NOT_USED, "")
            for name in FIELDS[kind]:
                required = " *" if name in REQUIRED[kind] else ""
                choice.addItem(FIELD_NAMES[name] + required, name)
            choice.setCurrentIndex(max(choice.findData(guessed.get(column, "")), 0))
            choice.blockSignals(False)
        self._changed()

    def mapping(self) -> dict[str, str]:
        return {column: str(choice.currentData()) for column, choice in self.fields.items() if choice.currentData()}

    def set_field(self, column: str, name: str) -> None:
        choice = self.fields[column]
        choice.setCurrentIndex(choice.findData(name))

    def _changed(self) -> None:
        """A new mapping: the last check no longer holds."""
        self.preview = None
        self.model.set_rows(PREVIEW_COLUMNS, [], PREVIEW_KINDS, PREVIEW_TITLES)
        required = [FIELD_NAMES[f] for f in REQUIRED[self.kind_chosen]
                    if f not in self.mapping().values()]
        self.outcome.setText(f"Say which column holds the {', '.join(required)}." if required
                             else "Check reads every row and tries it against the shop (nothing is appended).")
        self._enable()

    # --- checking and importing ---------------------------------------------------------------

    def check(self) -> None:
        if self.working is not None:
            return
        ledger, sheet, kind, mapping = self.services.ledger, self.sheet, self.kind_chosen, self.mapping()

        def work(steps: Steps) -> ImportPreview:
            fresh = reread(sheet)  # the file as it is now: rows may have been fixed since
            return importing.preview(ledger, importing.read_for(ledger, fresh, kind, mapping), steps.report)

        self._start("Checking the sheet")
        self.working = self.tasks.run_steps("Checking the sheet", work, self._checked, self._failed)

    def _checked(self, preview: ImportPreview) -> None:
        self._stop_working()
        self.preview = preview
        reading = preview.reading
        self.sheet = reading.sheet
        self._show_sheet()
        bad = {row: reason for row, reason in preview.bad}
        rows: list[tuple[str, str, float | None]] = [(f"row {row}", BAD + reason, None)
                                                     for row, reason in preview.bad]
        rows += [(r.rows, r.summary, r.effect.total) for r in preview.records if not r.effect.problem]
        self.model.set_rows(PREVIEW_COLUMNS, rows, PREVIEW_KINDS, PREVIEW_TITLES)
        self.model.set_currency(self.services.currency())
        self.table.setColumnWidth(0, 90)
        self.table.setColumnWidth(1, 660)
        self.notes.setText(" ".join(reading.notes))
        count = len(reading.records)
        if bad:
            self.outcome.setText(f"{len(bad):,} bad row(s), listed first: fix them in the sheet (or the mapping) "
                                 f"and Check again. Nothing is imported while any row is bad.")
            self.outcome.setObjectName("error")
        else:
            self.outcome.setText(f"{count:,} record(s) from {len(self.sheet.rows):,} rows, all good. "
                                 "Import all appends every one of them.")
            self.outcome.setObjectName("ok")
        self.outcome.style().unpolish(self.outcome)
        self.outcome.style().polish(self.outcome)
        self._enable()

    def import_all(self) -> None:
        if self.preview is None or not self.preview.ok or self.working is not None:
            return
        ledger, reading = self.services.ledger, self.preview.reading

        def work(steps: Steps):
            return importing.import_all(ledger, reading, steps.report)

        self._start(f"Importing {len(reading.records):,} records")
        self.working = self.tasks.run_steps("Importing the sheet", work, self._imported, self._failed, writes=True)

    def _imported(self, outcome) -> None:
        self._stop_working()
        positions = [a.position for a in outcome.appended]
        self.preview = None
        span = f" (#{positions[0]}–#{positions[-1]})" if positions else ""
        self._say(f"Imported {len(positions):,} record(s){span}.", "ok")
        self.import_button.setEnabled(False)
        self.imported.emit(positions)

    def _failed(self, message: str) -> None:
        self._stop_working()
        if message == "Cancelled.":
            message = "Stopped: nothing was imported."
        self._say(message, "error")
        self._enable()

    def stop(self) -> None:
        if self.working is not None:
            self.tasks.cancel(self.working)
            self.stop_button.setEnabled(False)
            self.outcome.setText("Stopping…")

    def _start(self, what: str) -> None:
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.stop_button.setVisible(True)
        self.stop_button.setEnabled(True)
        self.outcome.setText(f"{what}…")
        self._enable()

    def _stop_working(self) -> None:
        self.working = None
        self.progress.setVisible(False)
        self.stop_button.setVisible(False)

    def _progressed(self, done: int, total: int) -> None:
        if self.working is not None and total:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _enable(self) -> None:
        idle = self.working is None
        for choice in self.fields.values():
            choice.setEnabled(idle)
        self.kind.setEnabled(idle)
        self.check_button.setEnabled(idle)
        self.import_button.setEnabled(idle and self.preview is not None and self.preview.ok)
        self.close_button.setEnabled(idle)

    def _say(self, text: str, kind: str) -> None:
        self.outcome.setText(text)
        self.outcome.setObjectName(kind)
        self.outcome.style().unpolish(self.outcome)
        self.outcome.style().polish(self.outcome)

    def reading(self) -> SheetReading | None:
        return None if self.preview is None else self.preview.reading

    def reject(self) -> None:
        if self.working is None:
            super().reject()
