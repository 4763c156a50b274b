"""“How'd the weekend go?”, “how many sales did we do over the weekend?” (set 70): “the weekend” in a
question about what happened is the one just gone — asked on a weekday, last weekend. Said in the present
(“what do we take at the weekend”), on a Saturday or a Sunday (this one, or the one before?), or with another
time said beside it, it is left for the period reader, which asks which weekend. "The Saturday and Sunday just
gone" is last weekend, "the Tuesday just gone" last Tuesday (set 64), unless today is that day (which one?)."""

from __future__ import annotations

import calendar
import datetime as dt
import re

_THE_WEEKEND = re.compile(r"\bthe\s+weekend\b(?!\s+(?:of|before|after|just)\b)", re.I)
# what happened: a verb in the past ("did", "was", "brought"), or "how'd" / "what'd" (how did, what did)
_PAST = re.compile(r"\b(?:did|didn't|was|wasn't|were|went|brought|took|made|sold|earned|bought)\b"
                   r"|\b(?:how|what|who)'d\b", re.I)
# another time said with it ("the weekend in February", "this week"): which one is meant is not clear
_OTHER_TIME = re.compile(r"\b(?:week|weeks|month|months|year|today|yesterday|weekends|"
                         + "|".join(m.lower() for m in (*calendar.month_name[1:], *calendar.month_abbr[1:]))
                         + r")\b|\d", re.I)


_DAYS = [d.lower() for d in calendar.day_name]
_DAY = "(" + "|".join(_DAYS) + ")"
_DAYS_JUST_GONE = re.compile(r"\b(?:on\s+)?the\s+" + _DAY + r"(?:\s+and\s+(?:the\s+)?" + _DAY + r")?\s+just\s+"
                             r"(?:gone|past|passed)\b", re.I)


def _days_just_gone(match: re.Match[str], today: dt.date) -> str:
    named = [d.lower() for d in match.groups() if d]
    if _DAYS[today.weekday()] in named:
        return match.group(0)  # today's, or the one a week before?
    if named == ["saturday", "sunday"] and today.weekday() < 5:
        return " last weekend "
    if len(named) == 2:
        return match.group(0)
    return f" last {named[0]} "


def plain(text: str, today: dt.date) -> str:
    text = _DAYS_JUST_GONE.sub(lambda m: _days_just_gone(m, today), text)
    if today.weekday() >= 5 or not _PAST.search(text) or _OTHER_TIME.search(text):
        return text
    if len(_THE_WEEKEND.findall(text)) != 1:
        return text
    return _THE_WEEKEND.sub("last weekend", text)
