"""A child's and a shop-floor way of saying what the shop already reads (set 18): "people" who spend
or "pay us" are the customers spending; fruit "given back" is returned; "returns did customers make" are
returns; "came into the till" is money in; "sitting in stock" is in stock; sales that "happen" are
sales; "the weekends, Saturday and Sunday" is the weekends said twice. Said again in the words the reader reads."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\b(?:people|folks|everyone|everybody)\b(?=\s+(?:spend|spent|pay|paid|buy|bought)\b)", re.I),
     "customers"),
    (re.compile(r"\b(customers|they)\s+(pay|paid)\s+us\b", re.I), r"\1 spent"),
    # "how many times did people give fruit back": returns, whoever made them
    (re.compile(r"\bhow\s+many\s+times\s+did\s+(?:people|customers|anyone|anybody)\s+(?:give|bring)\s+"
                r"(?:(?:fruit|stuff|things|something|it)\s+)?back\b", re.I), "how many returns were there"),
    (re.compile(r"\b(returns|refunds)\s+did\s+(?:people|customers|anyone|anybody)\s+(?:make|get)\b", re.I), r"\1"),
    (re.compile(r"\b(sales|returns|refunds|deliveries)\s+(?:happen|happened|take\s+place|took\s+place)\b", re.I),
     r"\1"),
    (re.compile(r"\bcame\s+into\s+the\s+(?:till|register|cash\s+register)\b", re.I), "money came in"),
    (re.compile(r"\bsitting\s+(?=in\s+stock\b|on\s+the\s+shel)", re.I), ""),
    (re.compile(r"\b(weekends?)\s*,?\s*\(?(?:saturdays?\s+(?:and|&)\s+sundays?)\)?\s*,?", re.I), r"\1 "),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
