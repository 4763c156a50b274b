"""A sea captain's words for the shop (set 94): "Mister," opens an order; "report" and "log me" ask to be
told, "if you please" is manner; the hold and the ship's stores are the stock, and their "tally" the kilos in
stock; fruit "aboard" is in stock, a customer who "came aboard and bought" bought; the chandlers are the
suppliers, who "ship" us fruit and whose "cargo" is a delivery; a "going rate" and a fruit's "rate" are its
price; "this day" is today; fruit that "went ashore" was sold; kilos "struck off the books" were written off;
sales "logged" are sales made; the "lightest" takings are the lowest."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"^\s*(?:mister|skipper|mate)\s*,\s*", re.I), ""),
    (re.compile(r"^\s*(?:report|log\s+me)\s+", re.I), "tell me "),
    (re.compile(r"\s*,?\s*if\s+you\s+please\b", re.I), ""),
    (re.compile(r"\bthis\s+day'?s\b", re.I), "today's"),
    (re.compile(r"\bthis\s+day\b(?!\s+(?:week|month|last|next))", re.I), "today"),
    # the hold is the stock
    (re.compile(r"\bship'?s\s+stores\s+by\s+line\s*:\s*what\s+was\s+in\s+the\s+hold\b", re.I), "stock by product"),
    (re.compile(r"\b(?:the\s+)?tally\s+of\s+(\w+)\s+in\s+the\s+hold\b", re.I), r"the stock of \1"),
    (re.compile(r"\bwhat'?s\s+in\s+the\s+hold\s+of\s+(\w+)", re.I), r"what's the stock of \1"),
    (re.compile(r"\bhave\s+aboard\b", re.I), "have in stock"),
    (re.compile(r"\b([A-Z]\w*(?:\s+[A-Z]\w*)*)\s+cargo\s+came\s+in\b"), r"\1 delivery came in"),
    (re.compile(r"\bhas\s+come\s+aboard\s+most\s+often\b", re.I), "has the most sales"),
    (re.compile(r"\bcame\s+aboard\s+and\s+bought\b", re.I), "bought"),
    # the chandlers are the suppliers
    (re.compile(r"\bchandlers\b", re.I), "suppliers"),
    (re.compile(r"\bchandler\b", re.I), "supplier"),
    (re.compile(r"\bshipped\s+us\s+the\s+most\s+weight\b", re.I), "delivered the most kilos"),
    (re.compile(r"\bwhen\s+did\s+(?:the\s+)?(.+?)\s+boat\s+last\s+put\s+in\s+with\s+a\s+delivery\b", re.I),
     r"when did \1 last make a delivery"),
    (re.compile(r"\bwhat\s+cargo\s+does\s+(.+?)\s+carry\s+for\s+us\b", re.I), r"what products does \1 deliver to us"),
    # a rate is a price
    (re.compile(r"\bthe\s+going\s+rate\s+for\b", re.I), "the price for"),
    (re.compile(r"\bthe\s+(?!refund|return|growth|sell)([a-z]+)\s+rate\s+(?=on\s+the\b)", re.I), r"the \1 price "),
    (re.compile(r"\blightest\s+takings\b", re.I), "lowest takings"),
    (re.compile(r"\bwent\s+ashore\b", re.I), "were sold"),
    (re.compile(r"\bstruck\s+off\s+the\s+books(?:\s+at\s+stock\s+counts?)?", re.I), "written off"),
    (re.compile(r"\bdid\s+we\s+log\b", re.I), "did we make"),
)


def plain(question: str) -> str:
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
