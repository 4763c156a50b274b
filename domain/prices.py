"""The price a product sold at on a day, from its price changes. A sale typed in late (yesterday's,
entered after this morning's price change) is charged what the shelf said on the sale's day, not
today's price: the revenue of that day would otherwise be silently wrong."""

from __future__ import annotations

from collections.abc import Sequence

# (the change's day as ISO text, the old price, the new price)
Change = tuple[str, float, float]


def price_on(day: str, current: float | None, changes: Sequence[Change]) -> float | None:
    """`changes` in the order they were recorded. With none, the current price. Else the new price of
    the latest change dated on or before `day` (a change on the sale's own day counts, as the shelf
    showed it that day; a price change typed in late counts from its own day), or, when none is, the
    price before any change was entered: the first change's old price (a first price is no change)."""
    if not changes:
        return current
    by_day = sorted(range(len(changes)), key=lambda i: (changes[i][0], i))  # same day: as recorded
    before = [i for i in by_day if changes[i][0] <= day]
    return changes[before[-1]][2] if before else changes[0][1]
