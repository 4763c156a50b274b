"""A bare "margin" (set 28: "whats our margin on strawbs") is asked three ways: in dollars (the gross
profit), as a percentage of the takings, or per kilo (selling price less cost). Each way ranks the fruit
differently, so unless one is said the question asks which; "margin %" (shares.py), "margin per kilo"
(unit_margin.py) and "margin in dollars" are read."""

from __future__ import annotations

import re

from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer

_MARGIN = re.compile(r"\bmargins?\b", re.I)
_IN_MONEY = re.compile(r"\$|\bdollars?\b|\bin\s+(?:cash|money)(?:\s+terms)?\b", re.I)


def check(question: str, query: Query, share: int | None) -> None:
    if query.measure == "profit" and share is None and _MARGIN.search(question) and not _IN_MONEY.search(question):
        raise CannotAnswer("“margin”: in dollars (the gross profit), as a percentage of the takings, or per kilo? Say "
                           "“gross profit”, “margin %” or “selling price less cost per kilo”.")
