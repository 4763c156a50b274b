"""Customers by when they were last or first in (set 16): "who hasn't been in since the 21st",
"which regulars haven't shown up since the 25th" — those whose last visit was before that day;
"which customer started coming after the 15th", "who first came in since the 20th" — those whose
first visit was on or after it. Each is listed with that visit's date, over all the records (the
day said bounds the visit; it is not the time the sales are read from)."""

from __future__ import annotations

from app.questions.offline.periods import Found
from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer, Words

_NOT = {"hasn't", "haven't", "hasnt", "havent", "hadn't", "hadnt", "not", "didn't", "didnt", "wasn't", "wasnt",
        "weren't", "werent"}
_BEEN = {"been", "shown", "showed", "come", "came", "visited", "turned", "popped", "dropped", "seen"}
_IN = {"in", "up", "by", "round", "around", "back"}
_STARTED = {"started", "start", "starts", "began", "begun", "begin"}
_COMING = {"coming", "buying", "shopping", "visiting"}
_FIRST = {"first"}
_PEOPLE = {"regulars", "regular"}


def read(words: Words, query: Query, found: Found) -> None:
    period = found.period
    low = {t.low for t in words.tokens}
    absent = bool(_NOT & low) and bool(_BEEN & low)
    if absent and query.products and period is not None:
        # "customers that bought mango haven't been in since the 21st": not in at all, among mango's buyers —
        # read as "haven't bought mango since" it was a wrong answer
        raise CannotAnswer("Those who bought it and have not been in since: ask who has not been in since that day, "
                           "then who bought it.")
    if period is None or period.start is None or period.end is not None or query.products or query.customer or \
            query.supplier:
        return
    new = bool(_STARTED & low and _COMING & low) or bool(_FIRST & low and {"came", "come", "visited"} & low)
    if absent == new:  # neither, or both at once
        return
    query.measure = "last_sale" if absent else "first_sale"
    query.group = "customer"
    query.seen = ("<" if absent else ">=", period.start)
    query.seen_said = f"{'not in' if absent else 'first in'} {period.said}"
    query.period = None
    words.take(_NOT | _BEEN | _IN | _PEOPLE if absent else _STARTED | _COMING | _FIRST | {"came", "come", "visited",
                                                                                           "in"})
