"""What a return refunded, said after it ("…, refund 6.40", "…, 6.40 refunded", a credit note's
"…, full refund …, 3.00."). A return takes back a whole sale, so the amount says nothing new when it
is that sale's total; the draft checks it against the sale (drafts.REFUND) and refuses any other
amount (a part refunded), never dropping it."""

from __future__ import annotations

import re
from typing import Any

from app.records_from_text.drafts import REFUND
from app.records_from_text.reader.clause import Clause

_CENTS = re.compile(r"\d+\.\d\d")
# The words such a clause is made of, beside the amount.
_WORDS = {"refund", "refunded", "refunds", "returned", "total", "in", "full", "cash", "by", "card", "was", "given",
          "of", "amount"}


def refund_for_a_return(clause: Clause, records: list[dict[str, Any]]) -> bool:
    """True when the clause only says what the return just read refunded: one amount to the cent,
    and no product, quantity or name."""
    if clause.items or clause.mentioned or clause.parties or not records or records[-1]["kind"] != "return" \
            or REFUND in records[-1]:
        return False
    amounts = [m.amount for m in clause.money] + [
        float(t.text) for t, used in zip(clause.tokens, clause.used)
        if used is None and t.kind == "number" and _CENTS.fullmatch(t.text)]
    words = {t.low for t, used in zip(clause.tokens, clause.used) if used != "money" and t.kind not in (
        "punct", "number")}
    if len(amounts) != 1 or not words <= _WORDS or any(
            t.kind == "number" and not _CENTS.fullmatch(t.text) for t in clause.tokens):
        return False
    records[-1][REFUND] = amounts[0]
    clause.used = ["filler" if u is None else u for u in clause.used]
    return True
