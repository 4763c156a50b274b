"""Settings: the model endpoint (base URL, model, API key kept in the OS keyring), "Test
connection", working offline, and the shared PostgreSQL shop to open at the next start."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from app.services import Services
from domain.errors import LedgerError
from ui.tasks import Tasks


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
        self.offline = QCheckBox("Work offline (built-in record reader and question parser)")
        self.offline.setChecked(services.offline)
        form.addRow("Model endpoint", self.base_url)
        form.addRow("Model", self.model)
        form.addRow("API key", self.api_key)
        form.addRow("", self.offline)
        self.staff = QLineEdit(services.ledger.staff_name)
        form.addRow("Staff name", self.staff)
        folder = QLabel(f"{services.ledger.where()}\n(another shop: start with --data-dir FOLDER "
                        "or --database URL)")
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
        layout.addLayout(form)
        self.test_button = QPushButton("Test connection")
        self.test_button.clicked.connect(self.test_connection)
        layout.addWidget(self.test_button)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

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
        except LedgerError as e:
            self.outcome.setText(e.message)
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
