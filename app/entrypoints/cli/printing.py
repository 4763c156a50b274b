"""How the command line prints values: tables (tabulate: pandas would add 0.2 s to every
command that prints one) and cells that a terminal can show (no control characters, not
megabytes long)."""

from __future__ import annotations

from typing import Any

from domain.names import clean_text

SHOWN_CELL = 200  # characters of one value printed in a table


def table(columns: list[str], rows: list[Any]) -> str:
    """Numbers right-aligned and printed exactly (no rounding, no exponent), text left-aligned."""
    if not rows:
        return "(no rows)" if columns else "(no result)"
    from tabulate import tabulate

    shown = [[cell(v) for v in r] for r in rows]
    numeric = [all(isinstance(r[i], int | float) or r[i] is None for r in shown) for i in range(len(columns))]
    return tabulate([[_text(v) for v in r] for r in shown], headers=[str(cell(c)) for c in columns],
                    tablefmt="plain", disable_numparse=True,
                    colalign=["right" if n else "left" for n in numeric])


def _text(value: Any) -> str:
    return "" if value is None else repr(value) if isinstance(value, float) else str(value)


def cell(value: Any) -> Any:
    """A value as a terminal may show it: no control characters, not megabytes long."""
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    if not isinstance(value, str):
        return value
    text = clean_text(value.encode("utf-8", "replace").decode("utf-8"))
    return text if len(text) <= SHOWN_CELL else text[:SHOWN_CELL] + "…"


