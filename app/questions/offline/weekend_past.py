"""“How'd the weekend go?”, “how many sales did we do over the weekend?” (set 70): “the weekend” in a
question about what happened is the one just gone — asked on a weekday, last weekend. Said in the present
(“what do we take at the weekend”), on a Saturday or a Sunday (this one, or the one before?), or with another
time said beside it, it is left for the period reader, which asks which weekend."""

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


def plain(text: str, today: dt.date) -> str:
    if today.weekday() >= 5 or not _PAST.search(text) or _OTHER_TIME.search(text):
        return text
    if len(_THE_WEEKEND.findall(text)) != 1:
        return text
    return _THE_WEEKEND.sub("last weekend", text)
