"""What a read-only query gives back, the same from either backend (app/adapters/sqlite/readonly.py,
app/adapters/postgres/readonly.py), and what both share about past positions' views."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from domain.errors import LedgerError


class QueryFailed(LedgerError):
    """The database refused or could not finish the query."""


@dataclass(frozen=True)
class QueryResult:
    columns: list[str]
    rows: list[tuple[Any, ...]]
    truncated: bool = False  # more rows existed than the cap allowed

    def as_json(self) -> dict[str, Any]:
        """Valid JSON whatever the values: a non-finite number becomes its name as text."""
        return {"columns": self.columns, "rows": [[_json_value(v) for v in r] for r in self.rows]}


def _json_value(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, bytes):
        return value.hex()
    return value


def view_name(view: str) -> str:
    """The table a time-travel view stands for: CREATE TEMP VIEW <name> AS …"""
    return view.split()[3].lower()


def views_needed(views: Sequence[str], sql: str) -> list[str]:
    """Only the TEMP VIEWs for tables the query names (making all 13 for each query is most of
    the cost of a small one). A name that merely appears, in a string say, costs one view more."""
    words = set(re.findall(r"[a-z_]+", sql.lower()))
    return [v for v in views if view_name(v) in words]
