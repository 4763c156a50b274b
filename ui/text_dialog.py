"""A page of text with a Close button: the keyboard shortcuts, About."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout

from ui.controls import button
from ui.dialog_buttons import foot


class TextDialog(QDialog):
    def __init__(self, title: str, html: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setHtml(html)
        layout.addWidget(self.text)
        self.close_button = button("Close", "text.close", self.accept, primary=True)
        layout.addLayout(foot(self.close_button))
        self.resize(520, 420)
