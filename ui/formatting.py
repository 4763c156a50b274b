"""How values read in the window: money with the shop's currency, quantities without needless
decimals, dates as dates. No widgets here, so it is tested on its own."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from app.value_kinds import DATE, ID, MOMENT, MONEY, NUMBER, PERCENT, QUANTITY, REF, TEXT  # the window's kinds

_MONEY_NAMES = re.compile(r"(price|cost|total|revenue|spent|spend|refund|amount|value|takings|income|paid|sales$)")
_QUANTITY_NAMES = re.compile(r"(quantity|stock|qty|weight|kg|sold|bought)")
_PER_UNIT = re.compile(r"_per_(kg|kilo|unit|item)$")  # cost_per_kg: money, though it names kilos
_DATE_NAMES = re.compile(r"(date|day|valid_from|valid_to)$")
_ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def money(value: Any, currency: str = "") -> str:
    if value is None or value == "":
        return ""
    amount = f"{float(value) + 0.0:,.2f}".replace("-0.00", "0.00")
    if not currency:
        return amount
    if len(currency) == 1:  # a sign: $12.50, −$3.00
        return f"-{currency}{amount[1:]}" if amount.startswith("-") else f"{currency}{amount}"
    return f"{amount} {currency}"


def quantity(value: Any) -> str:
    if value is None or value == "":
        return ""
    text = f"{float(value):,.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def day(value: Any) -> str:
    """2 Feb 2024 (a date, or ISO text)."""
    found = as_day(value)
    return "" if found is None else f"{found.day} {found:%b %Y}"


def moment(value: Any) -> str:
    if isinstance(value, dt.datetime):
        return f"{value.day} {value:%b %Y %H:%M}"
    return "" if value is None else str(value)[:16].replace("T", " ")


def as_day(value: Any) -> dt.date | None:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str) and _ISO_DAY.match(value):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            return None
    return None


def guess_kinds(columns: list[str], rows: list[tuple[Any, ...]]) -> list[str]:
    """The kind of each column of a query result, from its name and values."""
    kinds = []
    for index, name in enumerate(columns):
        values = [r[index] for r in rows[:200] if r[index] is not None]
        lower = name.lower()
        numbers = bool(values) and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
        dates = all(as_day(v) is not None for v in values) and not numbers if values else _DATE_NAMES.search(lower)
        if dates:
            kinds.append(DATE)
        elif numbers and (lower.endswith("_id") or lower in ("position", "source_position")):
            kinds.append(ID)
        elif numbers and _money(lower, values):
            kinds.append(MONEY)
        elif numbers and any(isinstance(v, float) for v in values):
            kinds.append(QUANTITY)
        elif numbers:
            kinds.append(NUMBER)
        else:
            kinds.append(TEXT)
    return kinds


def _money(name: str, values: list[Any]) -> bool:
    if not _MONEY_NAMES.search(name):
        return False
    if name.endswith("sales") and all(isinstance(v, int) for v in values):
        return False  # a count of sales
    return not _QUANTITY_NAMES.search(name) or bool(_PER_UNIT.search(name))


def shown(value: Any, kind: str, currency: str = "") -> str:
    if value is None:
        return ""
    if kind == MONEY:
        return money(value, currency)
    if kind == QUANTITY:
        return quantity(value)
    if kind == DATE:
        return day(value) or str(value)
    if kind == MOMENT:
        return moment(value)
    if kind == REF:
        return f"#{value}"
    if kind == PERCENT and isinstance(value, (int, float)):
        return f"{float(value):,.2f}%"
    if kind == NUMBER and isinstance(value, int):
        return f"{value:,}"
    if kind in (ID, NUMBER):
        return str(value)
    if isinstance(value, float):
        return quantity(value)
    return str(value)


def sort_key(value: Any) -> tuple:
    """Blanks first, then numbers, dates and text each in their own order."""
    if value is None or value == "":
        return (0, 0)
    if isinstance(value, bool):
        return (1, int(value))
    if isinstance(value, (int, float)):
        return (1, value)
    if isinstance(value, dt.datetime):
        return (2, value.timestamp() if value.tzinfo else value.replace(tzinfo=dt.UTC).timestamp())
    if isinstance(value, dt.date):
        return (2, value.toordinal() * 86400.0)
    return (3, str(value).lower())


def change(now: float, before: float) -> str:
    """'▲ 12% on last week' style comparisons."""
    if before == 0:
        return "no sales then" if now else "no change"
    ratio = (now - before) / before * 100
    arrow = "▲" if ratio > 0.5 else "▼" if ratio < -0.5 else "="
    return f"{arrow} {abs(ratio):.0f}%"
