"""A return as the books enter it: "Tom Lee return: sale of 23 Feb, processed 24 Feb", "Return Raj
Patel, sale dated 14 Feb, credited today", "Bob Smith return, sale date 2024-02-26". In a text that
says a return, the day the return was processed, booked or credited is the day it was returned, and
"sale date(d)" names the sale's day; rewritten so the reader reads them as it reads "returned the
24th" and "the sale of the 14th"."""

from __future__ import annotations

import re

_A_RETURN = re.compile(r"\b(?:return|returned|returns|refund|refunded)\b", re.I)
_ENTERED = re.compile(r"\b(?:processed|booked|credited|entered|logged|received|refunded)\b(?:\s+(?:on|as\s+of))?"
                      r"(?=\s+(?:today|yesterday|the\s+\d|\d))", re.I)
_SALE_DATED = re.compile(r"\bsale\s+dated?\b(?:\s+on)?", re.I)


def enter_returns(text: str) -> str:
    if not _A_RETURN.search(text):
        return text
    return _SALE_DATED.sub("sale of", _ENTERED.sub("returned", text))
