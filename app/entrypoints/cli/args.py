"""What the `chatledger` command modules share: argument types and the one-line error."""

from __future__ import annotations

import argparse
import datetime as dt
import sys

from domain.moments import local_moment

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


FIRST_DAY, LAST_DAY = dt.date(1900, 1, 1), dt.date(2100, 12, 31)  # as records' dates


def day(text: str) -> dt.date:
    try:
        value = dt.date.fromisoformat(text) if len(text) == 10 else None
    except ValueError:
        value = None
    if value is None:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a date like 2024-02-15")
    if not FIRST_DAY <= value <= LAST_DAY:
        raise argparse.ArgumentTypeError(f"{text} is outside the years {FIRST_DAY.year}-{LAST_DAY.year}")
    return value


def moment(text: str) -> dt.datetime:
    """A time like 2024-02-15T14:00, local unless it gives an offset."""
    try:
        value = dt.datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a time like 2024-02-15T14:00") from None
    if not FIRST_DAY <= value.date() <= LAST_DAY:
        raise argparse.ArgumentTypeError(f"{text} is outside the years {FIRST_DAY.year}-{LAST_DAY.year}")
    return local_moment(value)


def point(text: str) -> tuple[str, object]:
    """A point of the shop for `diff`: now, a log position (#12 or 12), a business day (the end
    of it) or a time of entry (local unless it gives an offset)."""
    text = text.strip()
    if text.lower() == "now":
        return ("now", None)
    if text.lstrip("#").isdigit():
        return ("position", int(text.lstrip("#")))
    if len(text) == 10:
        return ("business_date", day(text))
    try:
        return ("recorded", moment(text.replace(" ", "T", 1)))
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(
            f"{text[:40]!r} is not a point: give now, a position (#12), a day (2024-02-15) "
            "or a time (2024-02-15T14:00)") from None


def fail(message: str) -> int:
    """The one line a failure gets (a message's own line breaks are folded into it)."""
    print(f"error: {' '.join(message.split())}", file=sys.stderr)
    return EXIT_REFUSED
