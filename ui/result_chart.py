"""A chart for a result that is a series: one number against dates or categories (QtCharts).

The data chooses the chart: a run of 15 dates or more is a line over a date axis with a few
readable ticks ("2 Feb"); fewer dates are upright bars labelled "2 Feb"; categories (products,
customers) are bars lying down, so every name is written out in full beside its bar, never cut to
"…". The value axis gets round ticks."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCharts import (
    QAbstractBarSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QDateTimeAxis,
    QHorizontalBarSeries,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QDate, QDateTime, Qt, QTime
from PySide6.QtGui import QPainter

from ui import formatting

MIN_HEIGHT = 220
MAX_BARS = 40
MAX_LYING = 10  # lying bars shown at most (the first rows: a top 10), so each name has room
MAX_POINTS = 1000
LINE_FROM = 15  # dates from which a line reads better than bars


def value_column(columns: list[str], rows: list[tuple[Any, ...]]) -> int | None:
    """The first column after the labels that holds a number in every row (None: no chart)."""
    if len(columns) < 2 or not 1 < len(rows) <= MAX_POINTS:
        return None
    for index in range(1, len(columns)):
        if all(isinstance(r[index], (int, float)) and not isinstance(r[index], bool) for r in rows):
            return index
    return None


def is_series(columns: list[str], rows: list[tuple[Any, ...]]) -> bool:
    return value_column(columns, rows) is not None


class ResultChart(QChartView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(MIN_HEIGHT)
        self.kind: str | None = None  # "bar" (upright, dates), "hbar" (lying, categories), "line", None
        self.labels: list[str] = []  # the x labels or ticks as shown
        self.bars = 0

    def show_result(self, columns: list[str], rows: list[tuple[Any, ...]], *, currency: str = "",
                    title: str | None = None, kinds: list[str] | None = None) -> None:
        chart = QChart()
        chart.legend().hide()
        self.kind, self.labels, self.bars = None, [], 0
        column = value_column(columns, rows)
        if column is not None:
            kind = kinds[column] if kinds else None
            columns = [columns[0], columns[column]]  # the labels, and the number charted
            days = [formatting.as_day(r[0]) for r in rows]
            values = [float(r[column]) for r in rows]
            dated = all(d is not None for d in days)
            if dated and len(rows) >= LINE_FROM:
                self._line(chart, [d for d in days if d is not None], values)
            elif dated and len(rows) <= MAX_BARS:
                self._bars(chart, [formatting.day(d) for d in days], values, columns[-1], lying=False)
            elif len(rows) <= MAX_BARS:
                shown = rows[:MAX_LYING]
                self._bars(chart, [str(r[0]) if r[0] is not None else "(none)" for r in shown],
                           values[:len(shown)], columns[-1], lying=True)
                if len(rows) > len(shown):
                    title = f"{title or self._title(columns)} (the first {len(shown)} of {len(rows)})"
            if self.kind is not None:
                axis = QValueAxis()
                low, high = min(0.0, *values), max(0.0, *values)
                axis.setRange(low, high if high > low else low + 1)
                axis.applyNiceNumbers()
                axis.setTickCount(min(axis.tickCount(), 6))
                axis.applyNiceNumbers()
                money = (kind or formatting.guess_kinds(columns[-1:], [(v,) for v in values])[0]) == formatting.MONEY
                axis.setLabelFormat("%.0f" if axis.max() - axis.min() >= 10 else "%.2f")
                side = Qt.AlignmentFlag.AlignBottom if self.kind == "hbar" else Qt.AlignmentFlag.AlignLeft
                chart.addAxis(axis, side)
                chart.series()[0].attachAxis(axis)
                unit = f" ({currency})" if money and currency else ""  # axis labels cannot print every sign
                chart.setTitle((title or self._title(columns)) + unit)
        # Lying bars need room for a line of text each, or Qt cuts the names to "…".
        self.setMinimumHeight(max(MIN_HEIGHT, 24 * self.bars + 90) if self.kind == "hbar" else MIN_HEIGHT)
        self.setChart(chart)
        self.setVisible(self.kind is not None)

    @staticmethod
    def _title(columns: list[str]) -> str:
        return f"{columns[-1].replace('_', ' ')} by {columns[0].replace('_', ' ')}"

    def _line(self, chart: QChart, days: list[dt.date], values: list[float]) -> None:
        series = QLineSeries()
        for day, value in zip(days, values):
            series.append(QDateTime(_qdate(day), QTime(12, 0)).toMSecsSinceEpoch(), value)
        series.setPointsVisible(len(days) <= 40)
        chart.addSeries(series)
        axis = QDateTimeAxis()
        axis.setFormat("d MMM" if days[0].year == days[-1].year else "d MMM yy")
        span = (days[-1] - days[0]).days
        axis.setTickCount(max(2, min(7, span + 1)))
        axis.setRange(QDateTime(_qdate(days[0]), QTime(0, 0)), QDateTime(_qdate(days[-1]), QTime(23, 59)))
        chart.addAxis(axis, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(axis)
        step = span / max(axis.tickCount() - 1, 1)
        self.labels = [formatting.day(days[0] + dt.timedelta(days=round(i * step)))
                       for i in range(axis.tickCount())]
        self.kind = "line"

    def _bars(self, chart: QChart, labels: list[str], values: list[float], name: str, *, lying: bool) -> None:
        bar_set = QBarSet(name.replace("_", " "))
        # Lying bars are drawn from the bottom up: reversed, the first row is the top bar.
        for value in reversed(values) if lying else values:
            bar_set.append(value)
        series: QAbstractBarSeries = QHorizontalBarSeries() if lying else QBarSeries()
        series.append(bar_set)
        chart.addSeries(series)
        axis = QBarCategoryAxis()
        axis.append(list(reversed(labels)) if lying else labels)
        if lying:
            font = axis.labelsFont()
            font.setPointSizeF(max(font.pointSizeF() - 1.5, 7))
            axis.setLabelsFont(font)
        if not lying and len(labels) > 8:
            axis.setLabelsAngle(-45)
        chart.addAxis(axis, Qt.AlignmentFlag.AlignLeft if lying else Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(axis)
        self.labels, self.bars, self.kind = labels, len(labels), "hbar" if lying else "bar"


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)
