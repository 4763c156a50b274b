"""Words that only stress what is asked (sets 56, 58): "which single day" is which day; "the whole stock" is
the stock (all of it, as a stock always is); "across the whole range" is across all products; a total
ended "…, all told" is that total; the "very best" day is the best;
"going by weight" is by weight; "across the board" is across all products.
Taken out, or said plainly; the rest is read, or refused, as it stands."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\bwhich\s+single\s+(?=(?:day|date|customer|product|fruit|supplier|week)\b)", re.I), "which "),
    (re.compile(r"\bthe\s+(?:whole|entire)\s+(?=stock\b)", re.I), "the "),
    # "your very best day": the best (set 84)
    (re.compile(r"\bvery\s+(?=(?:best|worst|biggest|smallest|busiest|quietest)\b)", re.I), ""),
    (re.compile(r"\bacross\s+the\s+(?:whole|entire|full)\s+(?:product\s+)?range\b", re.I), "across all products"),
    # "stock levels across the board": every product, as "across the whole range" says
    (re.compile(r"\bacross\s+the\s+board\b", re.I), "across all products"),
    # "best seller, going by weight": ranked by it, as "by weight" says
    (re.compile(r"\bgoing\s+by\s+(?=(?:weight|kilos?|kg|revenue|money|takings|value|sales)\b)", re.I), "by "),
    # "how much profit do we make on Sundays, all told?": the total, said again
    (re.compile(r"(?<=\w)\s*,\s*all\s+told\s*(?=[?.!]*\s*$)", re.I), ""),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
