"""A bookkeeper's journal entry ("Dr Cash 3.40 / Cr Sales 3.40 — 2 kg apples, Mrs Eva Berg"),
read offline on the demo shop: the accounts say the kind of record (cash against sales: a sale;
sales returns: a return; purchases: a delivery; stock against losses: a write-off), and the
amount is the sale's total, checked like any other. Other accounts, or a debit and a credit that
differ, are refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import purchase, read, sale


def loss(product, quantity, reason):
    return {"kind": "stock_adjustment", "date": "2024-02-29", "product": product, "quantity": quantity,
            "reason": reason, "unit": "kg"}


@pytest.mark.parametrize("text, expected", [
    ("Dr Cash 3.40 / Cr Sales 3.40 — 2 kg apples, Mrs Eva Berg.", [sale("Eva Berg", ("apple", 2))]),
    ("Dr Bank £1.20 / Cr Sales £1.20 - Mr Tom Lee, 1 kg bananas", [sale("Tom Lee", ("banana", 1))]),
    ("Dr Purchases 12.00 / Cr Creditors — Hillside Produce, 20 kg pears at 0.60.",
     [purchase("Hillside Produce", ("pear", 20, 0.6, None))]),
    ("Dr Stock losses / Cr Stock: 2 kg grapes gone mouldy.", [loss("grape", -2, "mouldy")]),
    ("Dr Wastage / Cr Stock — 1.5 kg bananas squashed in the van.", [loss("banana", -1.5, "damaged")]),
])
def test_a_journal_entry_is_read_as_the_record_its_accounts_say(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Dr Cash 9.00 / Cr Sales 9.00 — 2 kg apples, Mrs Eva Berg.",  # 2 kg apples come to 3.40
    "Dr Cash 3.40 / Cr Sales 3.10 — 2 kg apples, Mrs Eva Berg.",  # a debit and a credit that differ
    "Dr Rent 3.40 / Cr Cash 3.40 — 2 kg apples, Mrs Eva Berg.",  # no record of the shop's
    # oranges sold at 1.54 only from the 18th: on the 10th they were 1.40 (domain/prices.py)
    "Dr Cash 1.54 / Cr Sales 1.54 — 1 kg oranges, Mr Raj Patel, 10.02.24.",
])
def test_a_journal_entry_that_does_not_add_up_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)
