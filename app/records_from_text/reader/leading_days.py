"""The day a message opens with, said before what happened on it: "Yesterday, Omar got …",
"On Saturday the 24th, Mr Garcia purchased …", "On the 25th, which was Sunday, Luis bought …",
"yesterday, which was Saturday, …", "26th Luis Garcia …" (the 26th). The comma after the day is
dropped, so the day stays with the record it dates instead of standing as a line of its own; a
weekday said again after the date ("which was Sunday") is put beside it, where the reader checks
that the two agree."""

from __future__ import annotations

import re

from app.records_from_text.reader.dates import DATE_RX

_DAY = re.sub(r"\(\?P<\w+>", "(?:", DATE_RX.pattern)  # said more than once here: no named groups
# "the 25th, which was Sunday": the weekday restated beside the date, to be checked against it
_RESTATED = re.compile(rf"^(\s*(?:on\s+)?{_DAY}),\s+(?:which|that)\s+was\s+(?:a\s+)?(?={_DAY},)", re.I)
# a day of one or more parts ("Saturday the 24th"), then a comma, then the words of the record
_LEADING = re.compile(rf"^(\s*(?:on\s+)?{_DAY}(?:,?\s+{_DAY})*),\s+(?=[A-Za-z])", re.I)


# "26th Luis Garcia buy …": a day of the month opening the message without "the", before a name
_BARE_ORDINAL = re.compile(r"^(\s*)(\d{1,2}(?:st|nd|rd|th))(?=,?\s+(?-i:[A-Z])[a-z])", re.I)


def lead_in_day(text: str) -> str:
    return _LEADING.sub(r"\1 ", _RESTATED.sub(r"\1 ", _BARE_ORDINAL.sub(r"\1the \2", text)))
