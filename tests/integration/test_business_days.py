"""The shop's first and latest business days (the window's status line and time-travel bar):
of the records that stand, so a retracted record dated far away moves neither."""

import datetime as dt

import pytest

from tests.support.records import PURCHASE, sale

pytestmark = pytest.mark.both_backends


def test_the_first_and_latest_days_of_the_standing_records(ledger):
    assert ledger.business_days() == (None, None)
    ledger.record(PURCHASE)
    ledger.record(sale("2024-02-03"))
    ledger.record(sale("2024-03-09"))  # a typo for the 9th of February, then retracted
    ledger.retract(3, "wrong month")
    assert ledger.business_days() == (dt.date(2024, 2, 1), dt.date(2024, 2, 3))  # the purchase, the sale
