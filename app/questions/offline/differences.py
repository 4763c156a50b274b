"""How much more one thing was than another (set 14): "how much more did Raj spend than Tom",
"how much more did we take last week than the week before", "by how much did the week of the 19th
beat the week of the 12th", "how much more on Saturdays than on Sundays this month". The two sides
are one query each — two named customers, products or suppliers, two periods or two sets of days of
the week — run through the typed query and its SQL, and the answer shows both."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re

from app.questions.offline import gap_apart, gaps, periods
from app.questions.offline.query import Period, Query
from app.questions.offline.words import CannotAnswer, Words

_ASKED = re.compile(r"\bhow\s+(?:much|many)\s+(?:(?P<more>more)|(?P<less>less|fewer))\b"
                    r"|\bby\s+how\s+much\b(?=.*\b(?P<beat>beat|than|outsold|exceed(?:ed|s)?)\b)", re.I)
_SIDES = re.compile(r"\b(?:than|beat|outsold|exceed(?:ed|s)?)\b", re.I)
# "than the week before": the period of the same length just before the first one
_BEFORE = re.compile(r"^\s*(?:than|beat|outsold|exceed(?:ed|s)?)\s+(?:the\s+)?(?:(?P<unit>week|month|day)\s+before"
                     r"|previous\s+(?P<unit2>week|month|day))\b", re.I)
_ADDING = {"revenue", "quantity_sold", "spend", "sales_count", "purchase_cost", "quantity_bought", "refunds",
           "returns_count", "purchases_count", "profit", "customers_count", "cost_of_sales"}


# "the gap in takings between our best day and our worst day": the top of a ranking less its bottom
_EXTREMES = re.compile(r"\b(?:gap|difference)\b.*\bbetween\s+(?:the\s+|our\s+)?(?:best|top|highest|biggest)\s+"
                       r"(?P<group>day|week|month|customer|product|supplier)\s+and\s+(?:the\s+|our\s+)?"
                       r"(?:worst|bottom|lowest|smallest)\s+(?P=group)\b", re.I)


def asked(text: str) -> str | None:
    """"more" (first less second) or "less" (second less first), "extremes" (the best less the worst);
    None when no difference is asked."""
    if _EXTREMES.search(text):
        return "extremes"
    if gap_apart.asked(text):
        return "apart"
    match = _ASKED.search(text)
    if not match or not _SIDES.search(text):
        return gaps.asked(text)
    return "less" if match.group("less") else "more"


def find_periods(text: str, today: dt.date, way: str = "more") -> tuple[periods.Found, Period | None]:
    """The time of each side: one said after "than" is the second side's; one said once is both's."""
    if way in ("minus", "change", "percent", "apart"):  # "percent": the change, over the first (percent_change.py)
        at = gap_apart.split(text) if way == "apart" else gaps.split(text, way, today)
        if at is None:
            return periods.find(text, today), None
        cut, after = at  # the splitting words blanked, so the second side reads from its own start
        left, right = text[:cut], " " * (after - cut) + text[after:]
    else:
        split = _SIDES.search(text)
        if split is None:  # the best and the worst of one time
            return periods.find(text, today), None
        cut, left, right = split.start(), text[:split.start()], text[split.start():]
    first, second = periods.find(left, today), periods.find(right, today)
    if way not in ("minus", "change", "percent") and first.weekdays and second.weekdays and (
            first.weekdays != second.weekdays) and not (first.period and second.period):
        # "more on Saturdays than on Sundays this month": the sides are days of the week, the time said once
        return periods.Found(period=first.period or second.period, weekdays=first.weekdays,
                             weekdays_said=first.weekdays_said, other_weekdays=second.weekdays,
                             other_weekdays_said=second.weekdays_said,
                             spans=first.spans + [(cut + a, cut + b) for a, b in second.spans]), None
    before = _BEFORE.match(right) if way not in ("minus", "change", "percent") else None
    if before and first.period and first.period.start and first.period.end:
        unit = (before.group("unit") or before.group("unit2")).lower()
        start, end = first.period.start, first.period.end
        if unit == "month":
            if start.day != 1 or (end + dt.timedelta(days=1)).day != 1:  # only a whole month has a month before
                raise periods.PeriodRefused(f"“{first.period.said}” is not a month; say the month before it.")
            end = start - dt.timedelta(days=1)
            start = end.replace(day=1)
        else:
            step = dt.timedelta(days=(end - start).days + 1)
            if step.days != {"week": 7, "day": 1}[unit]:  # "the 5th than the week before": a day against a week?
                raise periods.PeriodRefused(f"“{first.period.said}” is not a {unit}; say the {unit} before it.")
            start, end = start - step, end - step
        return first, Period(start, end, f"the {unit} before ({start.isoformat()} to {end.isoformat()})")
    if first.period is not None and second.period is not None:
        found = periods.Found(period=first.period, spans=first.spans + [
            (cut + a, cut + b) for a, b in second.spans])
        return found, second.period
    return periods.find(text, today), None


def read(words: Words, query: Query, way: str, other: Period | None) -> None:
    """The words of the comparison, and what its two sides are."""
    query.difference, query.other_period = way, other
    if way == "extremes":
        group = _EXTREMES.search(words.said)
        assert group is not None
        query.group = group.group("group").lower()
        for index, token in enumerate(words.tokens):
            if token.low in ("gap", "difference", "between", "best", "top", "highest", "biggest", "worst", "bottom",
                             "lowest", "smallest", "and", query.group):
                words.used[index] = True
        return
    if way == "apart":
        gap_apart.read(words)
        return
    if way in ("minus", "change", "percent"):
        words.take(gaps.WORDS)
        if other and other.start and other.end and (other.end - other.start).days == 6:
            words.take({"weekly"})  # "change in weekly revenue" from one week to another
        return
    for index, token in enumerate(words.tokens):
        if token.low in ("more", "less", "fewer", "than", "beat", "outsold", "exceed", "exceeded", "exceeds") or (
                other and token.low in ("before", "previous") and words.low(index - 1) in ("week", "month", "day",
                                                                                            "the")):
            words.used[index] = True
            if other and token.low == "before":
                words.used[index - 1] = True  # "the week before"
            if other and token.low == "previous" and words.low(index + 1) in ("week", "month", "day"):
                words.used[index + 1] = True  # "the previous week"


def check(query: Query) -> None:
    if query.difference == "extremes" and query.measure in _ADDING and not (query.top or query.having or
                                                                          query.share_of):
        return
    if query.measure not in _ADDING or query.group or query.top or query.having or query.share_of:
        raise CannotAnswer("I work out how much more for one total (revenue, kilos, spend, purchases, refunds, "
                           "counts) of two things, not for this.")
    if query.other_period is None and sides(query) is None:
        raise CannotAnswer("More than what? Name two customers, products or suppliers, or two periods.")


def sides(query: Query) -> tuple[Query, Query] | None:
    if query.difference == "extremes":  # the best and the worst, each the top of its ranking
        return (dataclasses.replace(query, rank="most", top=1, shape="name"),
                dataclasses.replace(query, rank="least", top=1, shape="name"))
    if query.other_period is not None:
        return query, dataclasses.replace(query, period=query.other_period, other_period=None)
    if query.other_weekdays:
        return query, dataclasses.replace(query, weekdays=query.other_weekdays, weekdays_said=query.other_weekdays_said,
                                          other_weekdays=(), other_weekdays_said="")
    for one, many in (("customer", "customers"), ("supplier", "suppliers")):
        named = getattr(query, many)
        if len(named) == 2 and not query.products:
            return tuple(dataclasses.replace(query, **{one: n, many: []}) for n in named)  # type: ignore[return-value]
    if len(query.products) == 2 and not (query.customers[1:] or query.suppliers[1:]):
        return tuple(dataclasses.replace(query, products=[p]) for p in query.products)  # type: ignore[return-value]
    return None
