"""The one rule for a time typed without an offset: it is the computer's local wall-clock time,
as people say it ("roll back to 14:00" means 14:00 here). Every place that reads a time uses it."""

from __future__ import annotations

import datetime as dt


def local_moment(moment: dt.datetime) -> dt.datetime:
    """`moment` with an offset: its own if it has one, else the local one for that wall-clock time."""
    return moment if moment.tzinfo is not None else moment.astimezone()
