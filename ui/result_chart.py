"""A chart for a result that is a series: one number against dates or categories (QtCharts).

The data chooses the chart: a run of more than 14 dates is a line over a date axis with a few
readable ticks ("2 Feb"); fewer dates, or categories (products, customers), are bars with their
labels written out (turned when there are many). The value axis gets round ticks."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QDateTimeAxis,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QDate, QDateTime, Qt, QTime
from PySide6.QtGui import QPainter

from ui import formatting

MAX_BARS = 40
MAX_POINTS = 1000
LINE_FROM = 15  # dates from which a line reads better than bars


def is_series(columns: list[str], rows: list[tuple[Any, ...]]) -> bool:
    return (len(columns) >= 2 and 1 < len(rows) <= MAX_POINTS
            and all(isinstance(r[-1], (int, float)) and not isinstance(r[-1], bool) for r in rows))


class ResultChart(QChartView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(220)
        self.kind: str | None = None  # "bar", "line" or None (no chart)
        self.labels: list[str] = []  # the x labels or ticks as shown
        self.bars = 0

    def show_result(self, columns: list[str], rows: list[tuple[Any, ...]], *, currency: str = "",
                    title: str | None = None) -> None:
        chart = QChart()
        chart.legend().hide()
        self.kind, self.labels, self.bars = None, [], 0
        if is_series(columns, rows):
            days = [formatting.as_day(r[0]) for r in rows]
            values = [float(r[-1]) for r in rows]
            if all(d is not None for d in days) and len(rows) >= LINE_FROM:
                self._line(chart, [d for d in days if d is not None], values)
            elif len(rows) <= MAX_BARS:
                labels = ([formatting.day(d) for d in days] if all(d is not None for d in days)
                          else [str(r[0]) if r[0] is not None else "(none)" for r in rows])
                self._bars(chart, labels, values, columns[-1])
            if self.kind is not None:
                axis = QValueAxis()
                low, high = min(0.0, *values), max(0.0, *values)
                axis.setRange(low, high if high > low else low + 1)
                axis.applyNiceNumbers()
                axis.setTickCount(min(axis.tickCount(), 6))
                axis.applyNiceNumbers()
                money = formatting.guess_kinds(columns[-1:], [(v,) for v in values])[0] == formatting.MONEY
                sign = currency.replace("%", "%%") if money and len(currency) == 1 else ""
                axis.setLabelFormat(f"{sign}%.0f" if axis.max() - axis.min() >= 10 else f"{sign}%.2f")
                chart.addAxis(axis, Qt.AlignmentFlag.AlignLeft)
                chart.series()[0].attachAxis(axis)
                name = columns[-1].replace("_", " ")
                chart.setTitle(title or f"{name} by {columns[0].replace('_', ' ')}")
        self.setChart(chart)
        self.setVisible(self.kind is not None)

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

    def _bars(self, chart: QChart, labels: list[str], values: list[float], name: str) -> None:
        bar_set = QBarSet(name.replace("_", " "))
        for value in values:
            bar_set.append(value)
        series = QBarSeries()
        series.append(bar_set)
        chart.addSeries(series)
        axis = QBarCategoryAxis()
        axis.append(labels)
        longest = max(len(label) for label in labels)
        if len(labels) * max(longest, 4) > 60:
            axis.setLabelsAngle(-90 if len(labels) > 12 else -45)
        chart.addAxis(axis, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(axis)
        self.labels, self.bars, self.kind = labels, len(labels), "bar"


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)
