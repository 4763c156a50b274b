"""Three readings set 96 answered wrongly on first sight, each about what kilos were asked:

- "kilos sold by week to date": "week to date" was read as this week so far and its "by" dropped, so a
  table by week came back as one week's total; a grouping before "to date" is a grouping, and "to date"
  the period ("by week, to date").
- "how many kilos of oranges were there on the 10th": "were there" was read past, and the kilos taken as
  kilos sold; with no word of selling, buying or any other measure beside it, "there" asks what was in
  stock, or what was sold, and is asked back.
- "how many apples are in a kilo": pieces to a kilo, which no record holds (it was answered with the
  kilos sold); refused."""

from __future__ import annotations

import re

from app.questions.offline.words import CannotAnswer

_BY_TO_DATE = re.compile(r"\bby\s+(week|month|day|weekday)\s+(?=to\s+date\b)", re.I)
_THERE = re.compile(r"\b(?:were|are|was|is)\s+there\b|\bthere\s+(?:are|were|is|was)\b", re.I)
_KILOS = re.compile(r"\b(?:kilos?|kgs?|kilograms?)\b", re.I)
# any word that says what was measured: selling, buying, a count of something, stock itself
_MEASURED = re.compile(r"\b(?:sold|sell|sells|selling|sale|sales|bought|buy|buying|purchas\w*|deliver\w*|"
                       r"refund\w*|return\w*|writ\w*|wasted?|binned|thrown|stock|left|in\s+hand|on\s+hand|"
                       r"customers?|orders?|transactions?|days?|products?|suppliers?|went|moved|took|taken|have|has|had|still)\b",
                       re.I)
_PER_KILO = re.compile(r"\bhow\s+many\s+[a-z]+\s+(?:are|is|go|come|make)\s+(?:in|to|into)\s+(?:a|one|each|the)\s+"
                       r"(?:kilo|kg|kilogram)\b", re.I)


def plain(text: str) -> str:
    if _PER_KILO.search(text):
        raise CannotAnswer("The records hold kilos, not pieces: how many go to a kilo is not known here.")
    if _THERE.search(text) and _KILOS.search(text) and not _MEASURED.search(text):
        raise CannotAnswer("“there”: kilos in stock, or kilos sold? Ask “stock of oranges on the 10th” or “kilos "
                           "of oranges sold on the 10th”.")
    return _BY_TO_DATE.sub(r"by \1, ", text)
