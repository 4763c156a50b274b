"""A delivery or a write-off named beside a stock, to say which moment is meant ("bananas on hand on the
7th, before the Hillside delivery", "cherry stock on the 27th, the day before the delivery", "cherries now,
after the big delivery yesterday", "cherry stock after the write off"). The records keep no time of day, so
the stock asked is still the one at the close of the day said (or now); the remark is a claim about the
records, and it is checked against them in a step of its own, shown with the answer: the answer is given
only when that delivery or write-off is where the question puts it, else the question is refused, saying
what the records hold. Refused beside anything but one product's stock."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from app.questions.answers import QuestionFailed
from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer

_EVENT = r"(?P<event>deliver(?:y|ies)|drop|(?:new\s+)?(?:lot|load|batch|stock)(?=\s+(?:arrived|came))|write[-\s]?offs?)"
_REMARK = re.compile(
    r"(?:\s*[,;(–—-]\s*|\s+(?=(?:the\s+day\s+)?(?:(?:just|right)\s+)?(?:before|after)\b[^,;?]*[?.!)]*\s*$))"
    r"(?P<said>(?P<dayb4>the\s+day\s+)?(?:(?:just|right)\s+)?(?P<side>before|after)\s+(?:the|(?P<thatday>that\s+day['’]s)|"
    r"(?P<daysown>yesterday|today)['’]s)"
    r"\s+(?:(?P<who>(?-i:[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)*))\s+)?(?:(?:big|new|next|last|latest)\s+)?" + _EVENT
    + r"(?:\s+(?:arrived|came(?:\s+in)?|went\s+in))?(?:\s+(?P<when>yesterday|today))?)\s*\)?(?=\s*(?:[,;?.!]|$))",
    re.I)
_NOW = re.compile(r"\bnow\b", re.I)


@dataclass(frozen=True)
class Remark:
    said: str
    side: str  # "before", "day before" or "after"
    event: str  # "delivery" or "write-off"
    supplier: str  # the supplier's name as said ("Hillside"), or ""
    day: dt.date | None  # the event's own day, when the remark names it ("yesterday")
    stock_day: bool = False  # "after that day's write-off": on the stock's own day


def split(question: str, today: dt.date) -> tuple[str, Remark | None]:
    """The question without its remark, and the remark. "after today's / yesterday's delivery" is left to
    stock_moments.py and delivery_moments.py (the stock now, or asked back); a day said after the delivery
    ("after the big delivery yesterday") only beside a stock said to be now."""
    found = _REMARK.search(question)
    if found is None or found["daysown"]:
        return question, None
    rest = (question[:found.start()] + question[found.end():]).strip()
    if found["when"] and not _NOW.search(rest):
        return question, None
    event = "write-off" if found["event"].lower().startswith("write") else "delivery"
    day = {"yesterday": today - dt.timedelta(days=1), "today": today}.get((found["when"] or "").lower())
    side = "day before" if found["dayb4"] else found["side"].lower()
    return rest, Remark(found["said"], side, event, (found["who"] or "").strip(), day, bool(found["thatday"]))


def attach(query: Query, remark: Remark | None) -> None:
    if remark is None:
        return
    if query.measure != "stock" or len(query.products) != 1 or query.group or query.difference or query.also:
        raise CannotAnswer(f"“{remark.said}”: I can check a delivery or a write-off said beside one product's "
                           "stock; ask without it.")
    if remark.side != "after" and query.as_of is None:
        raise CannotAnswer(f"“{remark.said}”: the stock now is after every delivery; ask for it on a day.")
    query.remark = remark


def question_for(query: Query) -> str:
    """The check, asked in words the parser reads: the product's deliveries (from the supplier said)
    or write-offs, day by day."""
    remark = query.remark
    assert isinstance(remark, Remark)
    if remark.event == "write-off":
        return f"kilos of {query.products[0]} written off by day"
    supplier = f" from {remark.supplier}" if remark.supplier else ""
    return f"kilos of {query.products[0]} bought{supplier} by day"


def verify(remark: Remark, days: list[dt.date], stock_day: dt.date, of: str) -> tuple[str, dt.date | None]:
    """What the check found, and the day whose close must hold the same stock for the answer to stand
    (an "after the delivery" naming no day: right after the latest one, or now, agree); QuestionFailed
    when the records do not bear the remark out. `of`: the product, and the supplier said."""
    what = "written off" if remark.event == "write-off" else "delivered"
    if remark.side == "after":
        own = stock_day if remark.stock_day else remark.day
        on = [d for d in days if d <= stock_day and (own is None or d == own)]
        if not on:
            where = f"on {own.isoformat()}" if own else f"by {stock_day.isoformat()}"
            raise QuestionFailed(f"“{remark.said}”: the records have no {of} {what} {where}; ask for the stock on "
                                 "a day, without it.")
        return f"{of[:1].upper()}{of[1:]} was {what} on {on[-1].isoformat()}.", (
            on[-1] if own is None and on[-1] != stock_day else None)
    later = [d for d in days if d > stock_day]
    if stock_day in days:  # the close is after that day's delivery, not before it
        raise QuestionFailed(f"“{remark.said}”: {of} was {what} on {stock_day.isoformat()} itself, so the stock at "
                             "that day's close is after it; the records keep no time of day.")
    if remark.side == "day before" and (not later or later[0] != stock_day + dt.timedelta(days=1)):
        said = f"the next {of} {what} after {stock_day.isoformat()} was on {later[0].isoformat()}" if later else \
            f"no {of} was {what} after {stock_day.isoformat()}"
        raise QuestionFailed(f"“{remark.said}”: {said}; ask for the stock on a day, without it.")
    if later:
        return f"{of[:1].upper()}{of[1:]} was next {what} on {later[0].isoformat()}.", None
    return f"No {of} was {what} on {stock_day.isoformat()} itself.", None


def disagree(remark: Remark, day: dt.date, then: str, asked: dt.date | None, now: str) -> QuestionFailed:
    when = f"at the close of {asked.isoformat()}" if asked else "now"
    return QuestionFailed(f"“{remark.said}”: right after it, at the close of {day.isoformat()}, the stock was {then}; "
                          f"{when} it is {now}. Ask for the stock on one day.")
