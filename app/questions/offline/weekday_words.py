"""A bare weekday the rest of the question settles (set 50): "sunday takings today", asked on a Sunday, is
today (the name agrees with it; one that does not is left, and refused as before); "Wednesday takings
across the month" is every Wednesday of it — "across", "over", "throughout" a stretch take in each
one, where "this month" alone could still mean the last one; "Monday to today" is since the last Monday."""

from __future__ import annotations

import datetime as dt
import re

from app.questions.offline import weekday_each

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_BARE = re.compile(r"(?<![\w'’])(?<!last\s)(?<!this\s)(?<!every\s)(?<!each\s)(?<!since\s)"
                   r"(?:on\s+)?"
                   r"(?P<day>" + "|".join(_DAYS) + r")(?![\w'’])(?!\s*,?\s*(?:the\s+)?\d)"
                   r"(?!\s+again\b)", re.I)  # "Thursday again - ...": the period words' aside
_TODAY = re.compile(r"\b(?:today|tonight)\b", re.I)
_ACROSS = re.compile(r"\b(?:across|over|throughout|through)\s+(?:the\s+(?:whole\s+|entire\s+)?|this\s+|all\s+of\s+)"
                     r"?(?:month|february|january|march|april|may|june|july|august|september|october|november|"
                     r"december)\b", re.I)


# "Monday to today", "from Monday through today": since this week's Monday (asked on a Monday, the day
# alone or a week of days: left, and asked about as before)
_TO_TODAY = re.compile(r"(?<![\w'’])(?<!last\s)(?<!every\s)(?<!each\s)(?:from\s+)?(?P<day>" + "|".join(_DAYS) +
                       r")\s+(?:to|through|thru|till|until|up\s+to)\s+(?:today|now)\b", re.I)


def plain(text: str, today: dt.date) -> str:
    text = weekday_each.plain(text, today)  # "sat tkgs each wk", "sun so far" (asked on a Sunday)
    text = _TO_TODAY.sub(lambda m: m.group(0) if _DAYS.index(m.group("day").lower()) == today.weekday()
                         else f"since {m.group('day')}", text)
    if _TO_TODAY.search(text):
        return text  # today's own name "to today": the name is not said again for today alone
    bare = list(_BARE.finditer(text))
    if len(bare) != 1:
        return text
    match = bare[0]
    day = _DAYS.index(match.group("day").lower())
    if _TODAY.search(text) and not _ACROSS.search(text):
        if day != today.weekday():
            return text
        return text[:match.start()] + " " + text[match.end():]  # the name says today again
    if _ACROSS.search(text):
        return text[:match.start()] + "on " + _DAYS[day] + "s" + text[match.end():]  # "(on) friday" -> "on fridays"
    return text
