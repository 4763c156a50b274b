"""A chart for a result that is a series: categories or dates against one number (QtCharts)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter


def is_series(columns: list[str], rows: list[tuple[Any, ...]]) -> bool:
    return (len(columns) >= 2 and 1 < len(rows) <= 60
            and all(isinstance(r[-1], (int, float)) and r[-1] is not None for r in rows))


class ResultChart(QChartView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(220)
        self.bars = 0

    def show_result(self, columns: list[str], rows: list[tuple[Any, ...]]) -> None:
        chart = QChart()
        chart.legend().hide()
        self.bars = 0
        if is_series(columns, rows):
            values = QBarSet(columns[-1].replace("_", " "))
            for row in rows:
                values.append(float(row[-1]))
            series = QBarSeries()
            series.append(values)
            chart.addSeries(series)
            categories = QBarCategoryAxis()
            categories.append([str(r[0]) for r in rows])
            if len(rows) > 6:
                categories.setLabelsAngle(-60)
            chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
            axis = QValueAxis()
            chart.addAxis(axis, Qt.AlignmentFlag.AlignLeft)
            series.attachAxis(categories)
            series.attachAxis(axis)
            chart.setTitle(f"{columns[-1].replace('_', ' ')} by {columns[0].replace('_', ' ')}")
            self.bars = len(rows)
        self.setChart(chart)
        self.setVisible(self.bars > 0)
