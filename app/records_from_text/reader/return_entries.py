"""A return as the books enter it: "Tom Lee return: sale of 23 Feb, processed 24 Feb", "Return Raj
Patel, sale dated 14 Feb, credited today", "Bob Smith return, sale date 2024-02-26". In a text that
says a return, the day the return was processed, booked or credited is the day it was returned, and
"sale date(d)" names the sale's day; a day before "sale" or "order" ("return of 17 Feb sale", "the 19 Feb
order") is the sale's, and a day it was entered said after a comma (", processed 24 Feb") the return's;
rewritten so the reader reads them as it reads "returned the
24th" and "the sale of the 14th". A credit note's bare amount after the goods it lists ("…, full return of
his 28 Feb purchase (strawberries 2 kg), 7.80.", "…, 6.40 refunded.") is the refund, said so
(refund_after.py checks it). A sentence that opens with the customer's name, then ", return of …"
("Customer Sue Davis, return of the mango bought 22 Feb") says the customer returned it."""

from __future__ import annotations

import re

from app.records_from_text.reader.then_returned import return_after_sale

_A_RETURN = re.compile(r"\b(?:return|returned|returns|refund|refunded)\b", re.I)
_ENTERED = re.compile(r"\b(?:processed|booked|credited|entered|logged|received|refunded)\b(?:\s+(?:on|as\s+of))?"
                      r"(?=\s+(?:today|yesterday|the\s+\d|\d))", re.I)
_SALE_DATED = re.compile(r"\bsale\s+dated?\b(?:\s+on)?", re.I)
_BARE_REFUND = re.compile(r"(?<=\)),\s*(?=[$£€]?\d+\.\d\d\s*(?:[.;]|$))")
_NAME_THEN_RETURN = re.compile(r"(?:^|(?<=[.!;]\s))(?P<who>(?:customer\s+)?[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})"
                               r",\s+(?:a\s+)?return\s+of\b", re.M)
_AMOUNT_REFUNDED = re.compile(r",\s*([$£€]?\d+\.\d\d)\s+refunded\b", re.I)  # "…, 6.40 refunded."
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DAY = rf"\d{{1,2}}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?{_MONTH}|/\d{{1,2}}(?:/\d{{2,4}})?)"  # "17 Feb", "16/02"
# "…, processed 24 Feb" after the sale's day: the day it was entered, said apart from the sale's
_ENTERED_AFTER = re.compile(rf",\s*(?:processed|booked|credited|entered|logged|received|refunded|returned)"
                            rf"(?:\s+on)?\s+(?=(?:the\s+)?{_DAY}\b|the\s+\d{{1,2}}(?:st|nd|rd|th)\b)", re.I)
_DAY_THEN_SALE = re.compile(rf"\b(?:the\s+)?(?P<day>{_DAY})\s+(?:sale|order)\b", re.I)  # "the 19 Feb order"


def enter_returns(text: str) -> str:
    text = return_after_sale(text)  # "Raj bought …, then brought back the grapes from the 6th"
    if not _A_RETURN.search(text):
        return text
    text = _NAME_THEN_RETURN.sub(lambda m: f"{m.group('who')} returned", text)
    text = _AMOUNT_REFUNDED.sub(r", refund \1", text)
    text = _DAY_THEN_SALE.sub(lambda m: f"the sale of {m.group('day')}", _ENTERED_AFTER.sub(", on ", text))
    return _BARE_REFUND.sub(", refund ", _SALE_DATED.sub("sale of", _ENTERED.sub("returned", text)))
