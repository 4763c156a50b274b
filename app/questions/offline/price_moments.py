"""A time said by a price change: "kilos of pears sold since the price drop", "what revenue did oranges
bring in after the price went up", "What was the pear price before we cut it?". The product's own price
change gives the day: "since", "after" or "from" it is that day on (a new price holds from its own day),
"before" or "until" it is up to the day before. It must be one change: the one product named has exactly
one price change that way (up or down, as said; either, for "the price change") up to today, and a day
said with it ("… went up on the 18th") must be that change's day. Anything else is left as it is, to be
refused for the words not placed, as before. Read only when the question as asked cannot be: a price
"before the price change" is read by price_sides.py, and so is kept as it was."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from typing import Any

from app.questions.offline.words import CannotAnswer
from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product

_UP = r"went\s+up|go(?:es|ing)?\s+up|rose|rise|increase[ds]?|hike|upped|raised|put\s+up|bumped\s+up"
_DOWN = (r"went\s+down|go(?:es|ing)?\s+down|dropped|drop|fell|fall|cut|lowered|came\s+down|reduction|reduced|"
         r"marked\s+down|put\s+down|knocked\s+down")
_CHANGE = r"changed?|change|moved"
_WAY = rf"{_UP}|{_DOWN}|{_CHANGE}"
_EVENT = (rf"(?:(?:the|its|their|our|that)\s+)?(?:shelf\s+|selling\s+)?price\s+(?:(?:was|got|has\s+been)\s+)?(?:{_WAY})"
          rf"|(?:we|they|you|i)\s+(?:{_WAY})\s+(?:the\s+price(?:\s+of\s+(?:it|them))?|its\s+price|their\s+price|it|them)"
          rf"(?:\s+(?:up|down))?"
          r"|(?:we|they|you|i)\s+(?:put|bumped|knocked|marked|brought)\s+(?:the\s+price(?:\s+of\s+(?:it|them))?|its\s+price|"
          r"their\s+price|it|them)\s+(?:up|down)")
_MOMENT = re.compile(rf"\b(?P<side>since|after|from|before|until|till|up\s+to|prior\s+to)\s+(?:{_EVENT})"
                     r"(?:\s+on\s+the\s+(?P<day>\d{1,2})(?:st|nd|rd|th))?\b", re.I)


# another time said (a day, a month, "now"): the change is then a remark on it, read as before
_DATED = re.compile(r"\d|\b(?:now|currently|today|yesterday|tonight|week|month|weekend|jan|feb|mar|apr|may|jun|jul|aug|"
                    r"sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b", re.I)
# what the change bounds, said outside it: what was sold, or "the price" (one with no word for it, "what were the
# bananas before you put them up", is read by price_sides.py)
_SOLD = re.compile(r"\b(?:sold|sell|sells|selling|sales|takings|revenue|kilos?|kgs?|brought\s+in|bring\s+in|take|took|"
                   r"taken|made|went\s+out|gone\s+out|moved|shifted|customers?|bought|buy|price)\b", re.I)


def plain(question: str, known: Known, today: dt.date) -> str:
    match = _MOMENT.search(question)
    if match is None or known.changes is None or _DATED.search(question) or not _SOLD.search(
            question[:match.start()] + question[match.end():]):
        return question
    products = {m.unique for w in re.findall(r"[a-z]+", question.lower())
                if (m := match_product(w, list(known.products))) is not None and m.unique}
    if len(products) != 1:
        return question
    product = products.pop()
    said = re.sub(r"\b(put|bumped|knocked|marked|brought)\s+(?:.+\s+)?(up|down)$", r"\1 \2", match.group(0), flags=re.I)
    way = "up" if re.search(rf"\b(?:{_UP})\b", said, re.I) else "down" if re.search(rf"\b(?:{_DOWN})\b", said, re.I) \
        else "any"
    changes = [day for day, old, new in known.changes().get(product, ())
               if day <= today.isoformat() and (way == "any" or (new > old if way == "up" else new < old))]
    if len(changes) != 1 or (match.group("day") and int(match.group("day")) != int(changes[0][-2:])):
        return question
    side = "since" if match.group("side").lower() in ("since", "after", "from") else "before"
    return question[:match.start()] + f"{side} {changes[0]}" + question[match.end():]


def parse_or_read(parse: Callable[[str, Known, dt.date], Any], question: str, known: Known, today: dt.date) -> Any:
    """The question parsed as asked; when it cannot be, with its price change read as a day (the first
    refusal stands when that does not help)."""
    try:
        return parse(question, known, today)
    except CannotAnswer as refused:
        moment = plain(question, known, today)
        if moment == question:
            raise
        first = refused
    try:
        return parse(moment, known, today)
    except CannotAnswer:
        raise first from None
