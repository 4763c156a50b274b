"""SQL keywords, strings and numbers in colour, for the steps' SQL editors."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat

_KEYWORDS = re.compile(
    r"\b(SELECT|FROM|WHERE|GROUP|BY|ORDER|HAVING|LIMIT|JOIN|LEFT|INNER|ON|AS|AND|OR|NOT|IN|IS|NULL|"
    r"WITH|UNION|ALL|DISTINCT|CASE|WHEN|THEN|ELSE|END|BETWEEN|LIKE|DESC|ASC|USING)\b", re.I)
_STRINGS = re.compile(r"'[^']*'")
_NUMBERS = re.compile(r"\b\d+(?:\.\d+)?\b")


def _format(color: str, bold: bool = False) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setForeground(QColor(color))
    if bold:
        fmt.setFontWeight(QFont.Weight.Bold)
    return fmt


class SqlHighlighter(QSyntaxHighlighter):
    RULES = ((_KEYWORDS, _format("#1d4ed8", bold=True)), (_NUMBERS, _format("#b45309")),
             (_STRINGS, _format("#15803d")))

    def highlightBlock(self, text: str) -> None:
        for pattern, fmt in self.RULES:
            for match in pattern.finditer(text):
                self.setFormat(match.start(), match.end() - match.start(), fmt)
