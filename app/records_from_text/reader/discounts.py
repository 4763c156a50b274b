"""Money taken off a sale or a delivery ("knocked a quid off Raj's pears", "50p off the mangoes for
Eva", "took 10% off", "a fiver off the lot"): a sale is at the shop's price and a delivery at its
cost, so neither is written with the discount silently left out; the person is asked to say the
record at the shop's price, or to change the price first.

A discount is "off" right after an amount ("50p", "a quid", "a nicker", "a fiver", "10%"), or
"off" in a clause whose verb is one that cuts a price ("knocked", "shaved", "docked", "slashed");
never money taken off someone ("took twelve quid off omar for 5 kilo mango": what Omar paid).
"""

from __future__ import annotations

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause

# what an amount taken off is said with, the slang included: "a nicker", "a bob", "a fiver"
_AMOUNT_WORDS = {"quid", "nicker", "nickers", "bob", "fiver", "tenner", "pound", "pounds", "p", "pence", "penny",
                 "cent", "cents", "dollar", "dollars", "buck", "bucks", "euro", "euros", "percent", "%", "bit",
                 "little", "something"}
_CUTTING = {"knocked", "knock", "knocks", "knocking", "shaved", "shave", "docked", "dock", "slashed", "slash",
            "discounted", "discount"}


def refuse_a_discount(kind: str, clause: Clause) -> None:
    if kind not in ("sale", "purchase"):
        return
    words = [t.low for t in clause.tokens]
    for index, word in enumerate(words):
        if word != "off" or index == 0:
            continue
        before = words[index - 1]
        if not _CUTTING & set(words) and index + 1 < len(words) and clause.used[index + 1] == "party" and not any(
                clause.used[j] == "party" and words[j + 1:j + 2] == ["'s"] for j in range(index + 1, len(words) - 1)):
            continue  # "took twelve quid off omar for 5 kilo mango": what Omar paid (never "off Omar's mangoes")
        # an amount: the money the reader found ("50p", "$1"), never a count ("bought 20 off Hillside")
        if clause.used[index - 1] == "money" or before in _AMOUNT_WORDS or _CUTTING & set(words):
            record = "a sale is at the shop's price" if kind == "sale" else "a delivery is at what it cost"
            raise NotUnderstood(f"That takes money off, and {record}: record it at the full price, or change "
                                "the price first.")
