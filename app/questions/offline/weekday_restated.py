"""A day said, then its weekday said again after a comma (set 74): "on the eighteenth, that Sunday",
"yesterday, the Saturday", "the weekend just gone, the Saturday and the Sunday", "last week, that's the
Monday right through to the Sunday". The weekday names the day (or the days) already said, so it is taken
out, and only when it is that day's own weekday: a weekday that is not ("the 18th, the Monday") is left to
be read, or refused, as it stands ("Sunday" alone was asked which Sunday). "It's Wednesday already." before
the question says today's weekday (set 84), and is taken out when it is."""

from __future__ import annotations

import datetime as dt
import re

from app.questions.offline.period_words import _ORDINALS

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = "(?P<weekday>" + "|".join(_DAYS) + ")"
_SPOKEN = "|".join(sorted(_ORDINALS, key=len, reverse=True))
_AGAIN = r"\s*,\s*(?:that(?:'s|\s+is|\s+was)?|i\s+mean|the|which\s+was|it\s+was|being)(?:\s+(?:a|the))?\s+"
# "the eighteenth, that Sunday", "the 18th, the Sunday", "yesterday, the Saturday"
_ONE_DAY = re.compile(r"\b(?P<day>the\s+(?:(?P<digits>\d{1,2})(?:st|nd|rd|th)?|(?P<twenty>twenty[\s-]+)?(?P<spoken>"
                      + _SPOKEN + r"))|yesterday|today)" + _AGAIN + _WEEKDAY + r"\b", re.I)
# "the weekend (just gone) …, the Saturday and the Sunday": its two days, said after it
_WEEKEND_SAID = re.compile(r"\bweekend\b", re.I)
_WEEKEND = re.compile(_AGAIN + r"saturday\s+and\s+(?:the\s+)?sunday\b", re.I)
# "last week, that's the Monday right through to the Sunday": a week is Monday to Sunday already
_WEEK_SAID = re.compile(r"\b(?:last|previous)\s+week\b", re.I)
_WEEK = re.compile(_AGAIN + r"monday\s+(?:right\s+)?(?:through|to|till|until|thru)"
                   r"\s+(?:to\s+)?(?:the\s+)?sunday\b", re.I)

# "It's Wednesday already, and …. How much …": today's weekday, said before the question (set 84); taken out only
# when it is today's own ("It's Monday" on a Wednesday is left to be read, or refused)
_TODAY_IS = re.compile(r"^\s*it['’]?s\s+(?:only\s+)?" + _WEEKDAY + r"(?:\s+already|\s+today)?\s*"
                       r"(?:[.!;]+\s*|,\s*(?:and|so)\s+(?=(?:how|what|which|who|tell)\b))", re.I)


def plain(text: str, today: dt.date) -> str:
    opening = _TODAY_IS.match(text)
    if opening and _DAYS.index(opening.group("weekday").lower()) == today.weekday():
        text = text[opening.end():]
    for said, again in ((_WEEKEND_SAID, _WEEKEND), (_WEEK_SAID, _WEEK)):
        first = said.search(text)
        if first:  # only after the weekend (the week) is said: its days are those
            text = text[:first.end()] + again.sub("", text[first.end():])
    return _ONE_DAY.sub(lambda m: m.group("day") if _is(m, today) else m.group(0), text)


def _is(match: re.Match[str], today: dt.date) -> bool:
    said = match.group("day").lower()
    if said in ("yesterday", "today"):
        day = today - dt.timedelta(days=1 if said == "yesterday" else 0)
    else:
        number = int(match.group("digits")) if match.group("digits") else (
            _ORDINALS[match.group("spoken").lower()] + (20 if match.group("twenty") else 0))
        try:
            day = today.replace(day=number)
        except ValueError:
            return False
        if day > today:  # a day of the month to come: last month's, whose weekday is another
            return False
    return _DAYS[day.weekday()] == match.group("weekday").lower()
