"""Words for the shop's own buying and its rates, as a supplier's rep or an order planner says them (sets 64, 66).
- Kilos "taken in" are kilos received from suppliers ("how many kilos of banana did you take in"); money taken
  in is takings, so only a question in kilos is read this way.
- "Your spend" or "our spend", said of the shop, is what the shop paid for its fruit, not what its customers
  spent ("break your spend down by fruit, at cost").
- "Kilos per day over the last 10 days" is a rate: the kilos over the stretch shared over its days, as
  "average kilos per day" is read ("kilos by day" still lists each day).
- An adjustment's "qty" is the record's field, signed (a loss is negative), and summing it is asked in those
  signs; the reader gives kilos written off as kilos taken out (positive), so that is refused, not answered with
  the other sign."""

from __future__ import annotations

import re

from app.questions.offline.words import CannotAnswer

_KILOS = re.compile(r"\b(?:kilos?|kgs?|kilograms?|weight)\b", re.I)
_TAKE_IN = re.compile(r"\b(?:take|takes|taking|took|taken)\s+in\b(?!\s+(?:money|cash|takings|dollars|revenue))", re.I)
_TAKE_IN_AS = {"take": "receive", "takes": "receives", "taking": "receiving", "took": "received", "taken": "received"}
_SHOPS_SPEND = re.compile(r"\b(?:your|our)\s+(?:spend|spending)\b(?!\s+(?:by|per|from|of)\s+(?:customers?|shoppers?))",
                          re.I)
# "what's the cherry stock worth at what we paid for it": valued at cost, not what was paid for all of it
_AT_PAID = re.compile(r"\b(worth|value[ds]?|valuation)\b(.*?)\bat\s+(?:what\s+we\s+paid(?:\s+for\s+(?:it|them))?|"
                      r"what\s+(?:it|they)\s+cost\s+us)\b", re.I)
_RATE_OVER = re.compile(r"\b(?<!average\s)(?<!avg\s)((?:kilos?|kgs?|takings|revenue)(?:\s+sold)?\s+per\s+day\s+"
                        r"(?:over|across)\b)", re.I)

_SIGNED_FIELD = re.compile(r"\badjustments?(?:'s|s')?\s+(?:qty|qtys|quantity|quantities)\b", re.I)


def plain(question: str) -> str:
    if _SIGNED_FIELD.search(question):
        raise CannotAnswer("An adjustment's quantity is signed (a loss is negative); ask for the kilos written off, "
                           "which I give as kilos taken out.")
    text = question
    if _KILOS.search(text):
        text = _TAKE_IN.sub(lambda m: _TAKE_IN_AS[m.group(0).split()[0].lower()], text)
    text = _AT_PAID.sub(r"\1\2at cost", text)
    text = _SHOPS_SPEND.sub("our purchase cost", text)  # money paid out: "our purchases" read as kilos by product
    return _RATE_OVER.sub(r"average \1", text)
