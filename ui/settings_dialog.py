"""Settings: the model endpoint (base URL, model, API key kept in the OS keyring), "Test
connection", working offline, and the shared PostgreSQL shop to open at the next start."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
)

from app.services import Services
from domain.errors import LedgerError
from ui.controls import button, check_box
from ui.dialog_buttons import foot
from ui.tasks import Tasks
from ui.wording import for_window


class SettingsDialog(QDialog):
    def __init__(self, services: Services, tasks: Tasks, parent=None):
        super().__init__(parent)
        self.services, self.tasks = services, tasks
        self.setWindowTitle("Settings")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        current = services.configured_model()
        self.base_url = QLineEdit(current.base_url if current else "")
        self.base_url.setPlaceholderText("http://127.0.0.1:11434/v1 (Ollama) or https://api.openai.com/v1")
        self.model = QLineEdit(current.model if current else "")
        self.api_key = QLineEdit()
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key.setPlaceholderText(services.setting("model.api_key"))
        # Checked whenever the window works offline: by choice, or because no model is set up.
        self.offline = check_box("Work offline (built-in record reader and question parser)", "settings.offline",
                                 checked=services.model() is None)
        self._offline_by_default = current is None
        for field in (self.base_url, self.model):
            field.textEdited.connect(self._model_typed)
        form.addRow("Model endpoint", self.base_url)
        form.addRow("Model", self.model)
        form.addRow("API key", self.api_key)
        form.addRow("", self.offline)
        self.staff = QLineEdit(services.ledger.staff_name)
        form.addRow("Staff name", self.staff)
        folder = QLabel(f"{services.ledger.where()}\n(another shop: File → Open another shop folder…, "
                        "or a shared shop below)")
        folder.setObjectName("muted")
        form.addRow("This shop", folder)
        stored = services.stored_setting("database.url")
        self.database = QLineEdit(stored)
        self.database.setPlaceholderText("empty: SQLite files in the data folder; or "
                                         "postgresql://user@host:5432/dbname")
        self.database_password = QLineEdit()
        self.database_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.database_password.setPlaceholderText(services.setting("database.password"))
        form.addRow("Shared shop (PostgreSQL)", self.database)
        form.addRow("Database password", self.database_password)
        self.currency = QLineEdit(services.currency())
        self.currency.setPlaceholderText("$, €, £, EUR… (empty: none)")
        self.currency.setMaxLength(5)
        form.addRow("Currency", self.currency)
        layout.addLayout(form)
        self.test_button = button("Test connection", "settings.test", self.test_connection)
        layout.addWidget(self.test_button)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        self.cancel_button = button("Cancel", "settings.cancel", self.reject)
        self.save_button = button("Save", "settings.save", self.save, primary=True)
        layout.addLayout(foot(self.cancel_button, self.save_button))

    def _model_typed(self) -> None:
        """Typing an endpoint and a model means using them: no longer offline by default."""
        if self._offline_by_default and self.base_url.text().strip() and self.model.text().strip():
            self.offline.setChecked(False)
            self._offline_by_default = False

    def save(self) -> bool:
        try:
            if self.base_url.text().strip():
                self.services.change_setting("model.base_url", self.base_url.text().strip())
            if self.model.text().strip():
                self.services.change_setting("model.name", self.model.text().strip())
            if self.api_key.text():
                self.services.change_setting("model.api_key", self.api_key.text())
            database = self.database.text().strip()
            if database != self.services.stored_setting("database.url"):
                self.services.change_setting("database.url", database)  # refuses a password in it
            if self.database_password.text():
                self.services.change_setting("database.password", self.database_password.text())
            if self.currency.text().strip() != self.services.currency():
                self.services.change_setting("shop.currency", self.currency.text().strip())
        except LedgerError as e:
            self.outcome.setText(for_window(e.message))
            return False
        self.services.offline = self.offline.isChecked()
        if self.staff.text().strip():
            self.services.ledger.staff_name = self.staff.text().strip()  # who enters what from now on
        self.accept()
        return True

    def test_connection(self) -> None:
        base_url, model, key = self.base_url.text().strip(), self.model.text().strip(), self.api_key.text()
        if not base_url or not model:
            self.outcome.setText("Give the endpoint and the model first.")
            return
        self.outcome.setText("Trying…")
        self.tasks.run("Testing the connection", lambda: self.services.test_connection(base_url, model, key),
                       self.outcome.setText, self.outcome.setText)
