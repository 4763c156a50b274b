"""An "amount" of buying (set 94): "the purchase amount" (or "amt"), like a sale's or a refund's amount, is
money: what we paid, the purchase cost. An amount bought or purchased said any other way ("the amount we
bought from ABC", "total amount purchased") could be the money paid or the kilos, and is asked back, never
read as kilos unsaid; an amount "of apples", or one said in kilos or in dollars, says which already."""

from __future__ import annotations

import re

from app.questions.offline.words import CannotAnswer

_PURCHASE_AMOUNT = re.compile(r"\bpurchases?\s+(?:amt|amount)s?\b(?!\s+of\b)", re.I)
_AMOUNT = re.compile(r"\b(?:amt|amount)s?\b(?!\s+of\b)", re.I)
_BUYING = re.compile(r"\b(?:bought|buy|buying|purchased?|purchases|purchasing)\b", re.I)
_SAID_WHICH = re.compile(r"\b(?:kg|kgs|kilos?|kilograms?|weight|quantity|dollars?|money|cost|paid|pay|spent|"
                         r"spend|value)\b|\$", re.I)


def plain(question: str) -> str:
    text = _PURCHASE_AMOUNT.sub("purchase cost", question)
    if _AMOUNT.search(text) and _BUYING.search(text) and not _SAID_WHICH.search(text):
        raise CannotAnswer("“Amount” bought: the money paid for it, or the kilos? Say “what did we pay …” or "
                           "“kilos bought …”.")
    return text
