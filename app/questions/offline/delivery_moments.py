"""A stock asked for after a delivery named by another day (set 68): "how much cherry is there after
yesterday's delivery?". The records keep no time of day, and the question is in the present: the
stock at that day's close (right after the delivery) and the stock now differ as soon as anything moved
since. Asked, never read as kilos delivered after that day (which it was)."""

from __future__ import annotations

import re

from app.questions.offline.words import CannotAnswer

_HOLDING = re.compile(r"\b(?:is|are)\s+there\b|\bleft\b|\bon\s+hand\b|\bin\s+stock\b|\bstock\b|"
                      r"\bhave\s+(?:we\s+)?got\b|\b(?:do|did)\s+we\s+have\b", re.I)
_DAYS_DELIVERY = re.compile(r"\b(?:after|since|following)\s+(?:the\s+)?(?P<day>yesterday|(?:mon|tues|wednes|thurs|"
                            r"fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th)?)['’]?s?\s+(?:new\s+)?"
                            r"(?:delivery|deliveries|drop|stock\s*count|count|stocktake)\b", re.I)


def check(text: str) -> None:
    found = _DAYS_DELIVERY.search(text)
    if found and _HOLDING.search(text):
        raise CannotAnswer(f"“{found.group(0)}”: the stock at {found.group('day')}'s close, right after it, or "
                           "the stock now? Ask for the stock now, or at close on that day.")
