"""How the command line prints values: tables (pandas, imported only when one is printed) and
cells that a terminal can show (no control characters, not megabytes long)."""

from __future__ import annotations

from typing import Any

from domain.names import clean_text

SHOWN_CELL = 200  # characters of one value printed in a table


def table(columns: list[str], rows: list[Any]) -> str:
    if not rows:
        return "(no rows)" if columns else "(no result)"
    import pandas as pd

    shown = [[cell(v) for v in r] for r in rows]
    return pd.DataFrame(shown, columns=[cell(c) for c in columns]).to_string(index=False)


def cell(value: Any) -> Any:
    """A value as a terminal may show it: no control characters, not megabytes long."""
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    if not isinstance(value, str):
        return value
    text = clean_text(value.encode("utf-8", "replace").decode("utf-8"))
    return text if len(text) <= SHOWN_CELL else text[:SHOWN_CELL] + "…"


