"""The day a message opens with, said before what happened on it: "Yesterday, Omar got …",
"On Saturday the 24th, Mr Garcia purchased …", "On the 25th, which was Sunday, Luis bought …",
"yesterday, which was Saturday, …", "26th Luis Garcia …" (the 26th). The comma after the day is
dropped, so the day stays with the record it dates instead of standing as a line of its own; a
weekday said again after the date ("which was Sunday") is put beside it, where the reader checks
that the two agree. A day said alone after a one-sentence record, as a secretary dates a line ("Mei
Chen - grapes 1.5 kg. Yest.", "Recd GVF 8 kg cherries @ 2.10; Tues."), is that record's day: it joins
the sentence it dates (after two sentences or more it is left alone, and refused where it stands). A
day said between a line and its bare amount ("Sue had 2 kilo of pears this morning, 2.88") is put
after the amount, which then stands beside the line it prices."""

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


# one sentence (its decimal points no ends), then the day alone: "…, strawberry 0.5 kg. yesterday."
_TRAILING = re.compile(rf"^(?P<record>(?:[^.;!?\n]|\.(?=\d))+?)\s*[.;]\s+(?P<day>(?:on\s+)?{_DAY})\s*\.?\s*$", re.I)

# "2 kilo of pears this morning, 2.88", "2 kilo apples yesterday, 3.40": the line, its day, then its amount
_BETWEEN = re.compile(rf"(?P<line>\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)\s+(?:of\s+)?"
                      rf"[A-Za-z]+)\s+(?P<day>(?:on\s+)?{_DAY})\s*,\s*(?P<amount>[$£€]?\d+\.\d\d)"
                      r"(?=\s*(?:[.;!]|$))", re.I)


def lead_in_day(text: str) -> str:
    text = _BETWEEN.sub(r"\g<line>, \g<amount>, \g<day>", _TRAILING.sub(r"\g<record> \g<day>.", text))
    return _LEADING.sub(r"\1 ", _RESTATED.sub(r"\1 ", _BARE_ORDINAL.sub(r"\1the \2", text)))
