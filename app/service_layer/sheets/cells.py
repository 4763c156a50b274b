"""A spreadsheet cell read as text, a number (with its unit, if written) or a date; a cell that
cannot be read raises BadCell with the reason shown for its row."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any


class BadCell(Exception):
    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def cell_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).strip()


_NUMBER = re.compile(r"^([-+−]?)\s*[^\d\s.,+−-]{0,3}\s*([-−]?)\s*(\d[\d\s.,']*?)\s*([a-zA-Z]{1,10}|[^\w\s]{1,3})?$")
_THOUSANDS = re.compile(r"^[1-9]\d{0,2}(,\d{3})+$")


def cell_number(value: Any, what: str, *, with_unit: bool = False, signed: bool = False) -> tuple[float, str | None]:
    """A number from a cell: 2.5, "2,5", "1,234.50", "1.234,50", "$3.20", "3 kg" (the unit, if
    asked for)."""
    if isinstance(value, bool):
        raise BadCell(f"{what} '{value}' is not a number")
    if isinstance(value, (int, float)):
        return float(value), None
    text = cell_text(value)
    if not text:
        raise BadCell(f"no {what}")
    match = _NUMBER.match(text.replace("\u00a0", " "))
    if not match:
        raise BadCell(f"{what} '{text[:30]}' is not a number")
    sign, inner_sign, digits, suffix = match.groups()
    digits = digits.replace(" ", "").replace("'", "")
    if "," in digits and "." in digits:  # the later one is the decimal mark
        if digits.rfind(",") > digits.rfind("."):
            digits = digits.replace(".", "").replace(",", ".")
        else:
            digits = digits.replace(",", "")
    elif "," in digits:
        digits = digits.replace(",", "") if _THOUSANDS.match(digits) else digits.replace(",", ".")
    try:
        number = float(digits)
    except ValueError:
        raise BadCell(f"{what} '{text[:30]}' is not a number") from None
    if (sign or inner_sign) in ("-", "−"):
        number = -number
    unit = suffix.lower() if suffix and suffix.isalpha() else None
    if unit and not with_unit:
        raise BadCell(f"{what} '{text[:30]}' is not a number")
    return number, unit


_NUMERIC_DATE = re.compile(r"^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2,4})$")
_DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%Y.%m.%d", "%d %b %Y", "%d %B %Y", "%b %d %Y", "%B %d %Y",
                 "%d-%b-%Y", "%d-%b-%y", "%a %d %b %Y", "%Y%m%d")


class DateColumn:
    """Reads a column's dates, deciding once for the column whether 03/04/2024 is day first."""

    def __init__(self, values: list[Any], what: str, notes: list[str]):
        self.what = what
        firsts, seconds = set(), set()
        for value in values:
            match = _NUMERIC_DATE.match(cell_text(value)) if isinstance(value, str) else None
            if match:
                firsts.add(int(match.group(1)))
                seconds.add(int(match.group(2)))
        self.day_first = not (max(seconds, default=0) > 12 >= max(firsts, default=0))
        if firsts and max(firsts) <= 12 and max(seconds) <= 12:
            notes.append(f"Dates in the {what} column like 03/04/2024 were read day first (3 April 2024).")
        elif firsts and not self.day_first:
            notes.append(f"Dates in the {what} column were read month first (like 12/31/2024).")

    def read(self, value: Any) -> str | None:
        if value is None or cell_text(value) == "":
            return None
        if isinstance(value, dt.datetime):
            return value.date().isoformat()
        if isinstance(value, dt.date):
            return value.isoformat()
        if isinstance(value, (int, float)) and 20_000 < value < 80_000:  # an Excel day number
            return (dt.date(1899, 12, 30) + dt.timedelta(days=int(value))).isoformat()
        text = " ".join(cell_text(value).replace(",", " ").split())
        text = text.split("T")[0] if re.match(r"^\d{4}-\d{2}-\d{2}T", text) else text
        text = text.split(" ")[0] if re.match(r"^\d{4}-\d{2}-\d{2} \d", text) else text
        match = _NUMERIC_DATE.match(text)
        if match:
            a, b, year = (int(g) for g in match.groups())
            year += 2000 if year < 100 else 0
            day, month = (a, b) if self.day_first else (b, a)
            try:
                return dt.date(year, month, day).isoformat()
            except ValueError:
                raise BadCell(f"{self.what} '{text}' is not a real date") from None
        for form in _DATE_FORMATS:
            try:
                return dt.datetime.strptime(text, form).date().isoformat()
            except ValueError:
                continue
        if re.match(r"^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$", text):
            raise BadCell(f"{self.what} '{text}' is not a real date")
        raise BadCell(f"{self.what} '{text[:30]}' is not a date (write it like 2024-02-15)")
