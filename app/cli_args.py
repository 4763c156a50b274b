"""What the `chatledger` command modules share: argument types and the one-line error."""

from __future__ import annotations

import argparse
import datetime as dt
import sys

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def day(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2024-02-15") from None


def fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return EXIT_REFUSED
