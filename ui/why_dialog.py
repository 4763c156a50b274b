"""Why is a value what it is: the records behind it and what each contributed."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout

from app.service_layer.provenance import Provenance
from ui.controls import button
from ui.dialog_buttons import foot


class WhyDialog(QDialog):
    def __init__(self, found: Provenance, parent=None, heading: str | None = None):
        """`heading`: the value in the words the page showed it ("grape — In stock: 24 kg")."""
        super().__init__(parent)
        self.setWindowTitle("Why?")
        layout = QVBoxLayout(self)
        head = heading or (f"{found.table} #{found.row_id} {found.column} = {found.value}" if found.column
                           else f"{found.table} #{found.row_id}: the records that made or changed it")
        self.heading = head
        lines = [f"<b>{_html(head)}</b>"]
        if found.additive:  # the sum first: with many records it was below the fold
            count = len(found.sources)
            lines.append(f"<p>{count} record{'s' if count != 1 else ''}; their contributions add up to "
                         f"{found.total:g}.</p>")
        lines.append("<ul>")
        for s in found.sources:
            amount = "" if s.contribution is None else f"{s.contribution:+g} "
            said = f" — “{_html(s.text)}”" if s.text else ""
            lines.append(f"<li>{amount}#{s.position} {s.business_date or ''} {_html(s.detail)} "
                         f"(by {_html(s.entered_by or '')}){said}</li>")
        lines.append("</ul>")
        self.text = QTextBrowser()
        self.text.setHtml("".join(lines))
        layout.addWidget(self.text)
        self.close_button = button("Close", "why.close", self.accept, primary=True)
        layout.addLayout(foot(self.close_button))
        self.resize(720, 520)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
