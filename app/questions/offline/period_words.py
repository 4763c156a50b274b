"""Ways of saying a time that the period reader does not read itself (set 14): "month-to-date",
"the week's takings", "the first half of the month", "through to month end", "over the whole
month", "the whole of February", "all 29 days of February", "day by day", "product by product" — said
again in words it reads."""

from __future__ import annotations

import calendar
import datetime as dt
import re

from app.questions.offline import weekend_days, weekend_past
from app.questions.offline.periods import PeriodRefused
from app.questions.offline.stated_range import ordinal

_SAID = (
    (re.compile(r"\bmonth[\s-]+to[\s-]+date\b", re.I), " month to date "),
    (re.compile(r"\bweek[\s-]+to[\s-]+date\b", re.I), " this week so far "),
    (re.compile(r"\b(?:the\s+)?(?:whole|entire|full)\s+month\b", re.I), " the month "),
    (re.compile(r"\b(day|week|month)[\s-]+by[\s-]+\1\b", re.I), r" by \1 "),  # "day by day takings"
    # set 30: "product by product", "customer by customer": a row each, as "by product"
    (re.compile(r"\b(product|customer|supplier)[\s-]+by[\s-]+\1\b", re.I), r" by \1 "),
    # set 30: "the whole of February", "over the whole of last week": that month or week, no more
    (re.compile(r"\b(?:over\s+|across\s+)?(?:the\s+)?(?:whole|entire|full)\s+of\s+(?=(?:the|this|last)\s+(?:week|month)"
                r"\b|(?:" + "|".join(m for m in calendar.month_name if m) + r")\b)", re.I), " "),
    (re.compile(r"\b(?:for\s+)?(?:each|every)\s+week\s+of\s+the\s+month\b", re.I), " by week this month "),
    # set 28: "the previous calendar week" is last week, Monday to Sunday, as "last week" is already
    (re.compile(r"\b(?:the\s+)?(?:last|previous|past|prior)\s+calendar\s+(week|month)\b", re.I), r" last \1 "),
    (re.compile(r"\b(?:the\s+)?(?:this|current|present)\s+calendar\s+(week|month)\b", re.I), r" this \1 "),
    # "weekday takings (Mon-Fri)": on weekdays, the days said again in brackets ("by weekday" is a grouping)
    (re.compile(r"\bweekday\s+(?=(?:takings|sales|revenue|turnover|trade|trading|kilos|customers|refunds)\b)",
                re.I), " on weekdays "),
    # "the first fortnight of February": its first 14 days (the second is not 14 days in every month)
    (re.compile(r"\b(?:the\s+)?first\s+fortnight\s+of\b", re.I), "the first 14 days of"),
)
# "takings for each Sunday this month": a row for each of those days, as "by day on Sundays" ("every
# Saturday" is left: "across every Saturday, altogether" is one sum), unless one figure is asked for
_EACH_WEEKDAY = re.compile(r"\b(?:for\s+|on\s+)?each\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
                           r"(?!\s*(?:and|&|or|,)\s)", re.I)
_ONE_FIGURE = re.compile(r"\b(?:altogether|in\s+total|total|combined|average|averaged|avg|mean|typical|typically|"
                         r"usually|normally|sum|overall|all\s+together)\b", re.I)
# "on the 15th of the month": the day, in this month (said with "the month", it is not the month too);
# "before the 15th of the month": this month's days before it (not all the days before it)
_DAY_OF_THE_MONTH = re.compile(r"\b(?P<word>before|on|from|to|through|till|until|and)\s+the\s+(?P<n>\d{1,2})"
                               r"(?:st|nd|rd|th)?\s+of\s+(?:the|this)\s+month\b", re.I)
# "which Saturday was best": one of the Saturdays, as "which day on Saturdays"
_WHICH_WEEKDAY = re.compile(r"\b(which|what)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
                            r"(?!\s*(?:the\s+)?\d)", re.I)
# "the first Saturday of the month", "the last Friday in February": that day, by its date
_NTH_WEEKDAY = re.compile(r"\b(?:the\s+)?(?P<nth>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+"
                          r"(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:of|in)\s+"
                          r"(?:(?:the|this)\s+month|(?P<month>" + "|".join(m for m in calendar.month_name if m)
                          + r"))\b", re.I)
_NTH = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3, "last": -1}
# "before the orange price rise on the 18th", "before the delivery on the 16th": the day said is the time;
# the event only names it (whether it happened that day is not checked: the answer shows the day)
_EVENT_ON = re.compile(r"\b(before|after|since|until|till)\s+(?:the\s+|it\s+|its\s+|our\s+|that\s+)?"
                       r"(?:[a-z]+\s+){0,2}?(?:price\s+)?(?:rise|rose|drop|dropped|cut|change|changed|increase|"
                       r"increased|decrease|decreased|went\s+up|went\s+down|delivery|delivered|came\s+in|arrived)"
                       r"\s+on\s+(?=(?:the\s+)?\d)", re.I)
_HALF = re.compile(r"\b(?:in\s+|during\s+|for\s+)?the\s+(?P<which>first|second|last)\s+half\s+of\s+(?:(?:the|this)\s+"
                   r"month|" + "|".join(m for m in calendar.month_name if m) + r")\b", re.I)
# a half with its days said after it is those days, "the" and "of the month" or not (set 24)
# "the back half, 15 Feb through 29 Feb", "second-half (15th–29th)", "the first half only (1st to 14th)" (sets 44, 46)
_HALF_DAYS = (r"\b(?:in\s+|during\s+|for\s+|over\s+|across\s+)?(?:the\s+)?(?:first|second|last|back|front)[\s-]+half"
              r"(?:\s+of\s+(?:(?:the|this)\s+month|" + "|".join(m for m in calendar.month_name if m) + r"))?"
              r"(?:\s+only)?\b")
_SHORT_MONTH = r"(?:\s+(?:" + "|".join(m for m in calendar.month_abbr if m) + r"|" + "|".join(
    m for m in calendar.month_name if m) + r")\b)?"
_RANGE_SAID = re.compile(r"\s*[,:(-]?\s*(?:from\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?" + _SHORT_MONTH + r"\s*"
                         r"(?:\s(?:to|through|thru|until|till)\s|-|–)\s*(?:the\s+)?\d{1,2}", re.I)
# "the second half of the month, from the 15th on": its days are the ones said after it (this month's only: a
# month named would not be the one "the 15th" is read in)
_HALF_FROM = re.compile(r"\b(?:in\s+|during\s+|for\s+)?the\s+(?:second|last)\s+half\s+of\s+(?:the|this)\s+month\s*"
                        r"[,;:(–-]?\s*(?=(?:from|since)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b)", re.I)
_MONTH_END = re.compile(r"\b(?:through\s+|thru\s+)?(?:to|till|until)\s+(?:the\s+)?(?:month[\s-]+end|end\s+of\s+(?:the|"
                        r"this)\s+month)\b", re.I)


_ALL_DAYS = re.compile(r"\b(?:over\s+|across\s+|for\s+)?all\s+(?:the\s+)?(?P<n>\d{1,2})\s+days\s+of\s+"
                       r"(?P<month>[a-z]+)\b", re.I)
_MONTHS = {name.lower(): number for number, name in enumerate(calendar.month_name) if name}


_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# set 16: "until now", "up to today": so far ("from the 10th until today" keeps its start)
_UNTIL_NOW = re.compile(r"\b(?:up\s+)?(?:until|till|to)\s+(?:now|today)\b", re.I)
_FROM = re.compile(r"\b(?:from|since|between|after|days|weeks)\b", re.I)  # "the 7 days up to today"
# "last week, Monday through Sunday": what a week is already
_WHOLE_WEEK = re.compile(r"\s*[,;(-]?\s*\bmonday\s+(?:through|thru|to|till|until|-|–)\s+sunday\b\)?", re.I)
_JUST_GONE = re.compile(r"\b(?:over\s+|on\s+|at\s+|for\s+)?the\s+weekend\s+(?:just\s+(?:gone|past|passed)|that\s+"
                        r"(?:just\s+)?(?:went|passed))\b", re.I)
# "yesterday, Sunday", "yesterday then, Sunday": the day said again
_YESTERDAY_NAMED = re.compile(r"\byesterday(?:\s+then)?\s*,?\s*\(?(" + "|".join(_DAYS) + r")\)?\s*,?", re.I)
_ALL_MONTH = re.compile(r"\b(?:all|for|in)\s+month\b|\ball\s+the\s+month\b", re.I)
_ON_BARE_DAY = re.compile(r"\bon\s+(\d{1,2})(?=\s*[,;.]|\s*$)", re.I)
_WEEKEND_DAYS = re.compile(r"\bweekend\s+days\b", re.I)
# set 28: "on a Saturday" is any Saturday; "at the weekend in February" is every weekend of the month said
_ON_A_DAY = re.compile(r"\bon\s+a\s+(" + "|".join(_DAYS) + r")\b", re.I)
_AT_THE_WEEKEND = re.compile(r"\b(?:at|on|over|during)\s+the\s+weekend\b(?!\s+of\b)", re.I)
_A_MONTH = re.compile(r"\b(?:in|during|for|over|this|last|the)\s+(?:month|" + "|".join(
    m for m in (*calendar.month_name, *calendar.month_abbr) if m) + r")\b", re.I)


_WD = "(" + "|".join(_DAYS) + ")"
_TO = r"\s+(?:to|through|thru|till|until|-|–)\s+"
# "Monday to Thursday last week", "this week, from Tuesday to Friday": those days of that week
_DAYS_OF_WEEK = re.compile(r"\b(?:from\s+)?" + _WD + _TO + _WD + r"\s+(?:of\s+)?(?P<which>last|this)\s+week\b"
                           r"|\b(?P<which2>last|this)\s+week\s*,?\s+(?:from\s+)?" + _WD + _TO + _WD + r"\b", re.I)


def _days_of_week(match: re.Match[str], today: dt.date) -> str:
    first, last = [d for d in match.groups() if d and d.lower() in _DAYS]
    which = (match.group("which") or match.group("which2")).lower()
    monday = today - dt.timedelta(days=today.weekday() + (7 if which == "last" else 0))
    start, end = (monday + dt.timedelta(days=_DAYS.index(d.lower())) for d in (first, last))
    if end < start:
        return match.group(0)  # "Friday to Monday last week": not one stretch of that week
    return f" from {start.isoformat()} to {end.isoformat()} "


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
             "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
             "thirtieth": 30}
_SPOKEN = r"((?:(?:twenty|thirty)[\s-]+)?(?:" + "|".join(sorted(_ORDINALS, key=len, reverse=True)) + r"))"
_DAY_ENDS = (r"(?=\s*(?:$|[,.;:!?)])|\s+of\s+(?:the\s+month|this\s+month|" + "|".join(
    m for m in calendar.month_name if m) + r")\b)")
# "the tenth and eleventh", "from the twelfth to the fifteenth": two days of the month said in words, with nothing
# after them ("the first and second week" is weeks, and is left)
_SPOKEN_DAYS = re.compile(r"\bthe\s+" + _SPOKEN + r"\s+(and|or|to|through|thru|till|until)\s+(?:the\s+)?" + _SPOKEN
                          + _DAY_ENDS, re.I)
# "the first of February", "the second of the month": one day said in words, its month after it (set 66)
_SPOKEN_DAY_OF = re.compile(r"\bthe\s+" + _SPOKEN + r"(?=\s+of\s+(?:the\s+month|this\s+month|" + "|".join(
    m for m in calendar.month_name if m) + r")\b)", re.I)


def _spoken_day(said: str) -> str:
    words = re.split(r"[\s-]+", said.lower())
    return ordinal(sum((20 if w == "twenty" else 30 if w == "thirty" else _ORDINALS[w]) for w in words))


def _day_of_the_month(match: re.Match[str]) -> str:
    day = int(match.group("n"))
    if match.group("word").lower() != "before":
        return f" {match.group('word')} the {ordinal(day)} "
    return f" from the 1st to the {ordinal(day - 1)} " if day > 1 else match.group(0)


def _nth_weekday(match: re.Match[str], today: dt.date) -> str:
    """"the first Saturday of the month": its date, in this month or the month named (this year's, or
    last year's when it is still to come)."""
    month = _MONTHS[match.group("month").lower()] if match.group("month") else today.month
    year = today.year if month <= today.month else today.year - 1
    weekday = _DAYS.index(match.group("day").lower())
    days = [d for d in range(1, calendar.monthrange(year, month)[1] + 1)
            if dt.date(year, month, d).weekday() == weekday]
    return f" on {calendar.month_name[month]} {ordinal(days[_NTH[match.group('nth').lower()]])} "


def said_another_way(text: str, today: dt.date) -> str:
    """Set 16's ways of saying a time, in the words the period reader reads."""
    if not _FROM.search(text):
        text = _UNTIL_NOW.sub(" so far ", text)
    if re.search(r"\bweekdays?\b", text, re.I):  # "weekday takings (Mon-Fri)": the weekdays said again
        text = re.sub(r"\s*\(\s*mon(?:day)?\s*(?:-|–|to)\s*fri(?:day)?\s*\)", " ", text, flags=re.I)
    if re.search(r"\bweek\b", text, re.I):
        text = _WHOLE_WEEK.sub(" ", text)
        text = _DAYS_OF_WEEK.sub(lambda m: _days_of_week(m, today), text)
    text = weekend_days.plain(weekend_past.plain(_JUST_GONE.sub(" last weekend ", text), today), today)
    text = re.sub(rf"^\s*{_DAYS[today.weekday()]}\s+again\s*[-–,:;]", " ", text, flags=re.I)  # "Saturday again -"
    yesterday = _DAYS[(today - dt.timedelta(days=1)).weekday()]
    text = _YESTERDAY_NAMED.sub(lambda m: " yesterday " if m.group(1).lower() == yesterday else m.group(0), text)
    text = _ALL_MONTH.sub(" this month ", text)
    text = _SPOKEN_DAYS.sub(lambda m: f"the {_spoken_day(m.group(1))} {m.group(2)} the {_spoken_day(m.group(3))}",
                            text)
    text = _SPOKEN_DAY_OF.sub(lambda m: f"the {_spoken_day(m.group(1))}", text)
    text = _ON_BARE_DAY.sub(lambda m: f"on the {ordinal(int(m.group(1)))}" if 1 <= int(m.group(1)) <= 31
                            else m.group(0), text)
    text = _ON_A_DAY.sub(r" on \1s ", _WEEKEND_DAYS.sub(" weekends ", text))
    if _A_MONTH.search(text):
        text = _AT_THE_WEEKEND.sub(" on weekends ", text)
    if re.search(r"\b(?:whole|all|every|this)\s+month\b", text, re.I):  # "on saturday and sunday, whole month"
        text = re.sub(r"\bon\s+saturdays?\s+and\s+sundays?\b", " on weekends ", text, flags=re.I)
    for day in _DAYS:  # "the sunday money, all sundays together": every sunday, said once as one
        if re.search(rf"\b{day}s\b", text, re.I):
            text = re.sub(rf"\b(?:the\s+)?{day}\b(?!s)", f"{day}s", text, flags=re.I)
    return text


def plain(text: str, today: dt.date) -> str:
    text = said_another_way(text, today)
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if not _ONE_FIGURE.search(text):
        text = _EACH_WEEKDAY.sub(r" by day on \1s ", text)
    text = _DAY_OF_THE_MONTH.sub(_day_of_the_month, text)
    text = _WHICH_WEEKDAY.sub(r" \1 day on \2s ", text)
    text = _NTH_WEEKDAY.sub(lambda m: _nth_weekday(m, today), text)
    text = _EVENT_ON.sub(r" \1 ", text)

    def all_days(match: re.Match[str]) -> str:  # "all 29 days of February": February, if it has 29
        month = _MONTHS.get(match.group("month").lower())
        year = today.year if month and month <= today.month else today.year - 1
        if month is None or calendar.monthrange(year, month)[1] != int(match.group("n")):
            return match.group(0)
        return f" in {match.group('month')} "

    text = _ALL_DAYS.sub(all_days, text)
    last = calendar.monthrange(today.year, today.month)[1]
    month = calendar.month_name[today.month]

    text = _HALF_FROM.sub(" ", text)
    for match in _HALF.finditer(text):
        # where a half ends is not agreed (the 14th, the 15th?): only its days said with it answer it
        if not _RANGE_SAID.match(text[match.end():]):
            raise PeriodRefused(f"“{match.group(0).strip()}”: from which day to which? Give the dates "
                                "(“the 1st to the 15th”).")

    def days_of(match: re.Match[str]) -> str:  # "the first half of February, the 1st to the 14th": in February
        month_said = re.search(r"half\s+of\s+(\w+)", match.group(0), re.I)
        named = month_said.group(1) if month_said else ""  # "second half (15th-29th)": its days only
        named = "" if named.lower() in ("the", "this") else named
        if not named:  # "in the back half, 15 Feb through 29 Feb": from those days (the "in" went with the half)
            days = match.group("range").lstrip(" ,:(-")
            return " " + (days if re.match(r"(?:from|the)\b", days, re.I) else "from " + days)
        start, end = re.findall(r"\d{1,2}", match.group("range"))[:2]
        return f" from {start} {named} to {end} {named} "

    text = re.sub(_HALF_DAYS + r"(?P<range>" + _RANGE_SAID.pattern + r"(?:st|nd|rd|th)?)", days_of, text,
                  flags=re.I)
    return _MONTH_END.sub(f" through {last} {month} ", text)  # "from the 16th through to month end"
