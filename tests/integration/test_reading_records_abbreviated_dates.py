"""A month written short with a full stop before its day ("Feb. 26: …", "… on Feb. 27."), read
offline on the demo shop: the full stop is the abbreviation's, not a sentence's end, so the date
stays with the record."""

import pytest

from tests.integration.test_reading_records import read


def write_off(product, quantity, reason, date):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity,
            "reason": reason, "unit": "kg"}


@pytest.mark.parametrize("text, expected", [
    ("Feb. 26: 2 kg bananas binned, spoiled", [write_off("banana", -2, "spoiled", "2024-02-26")]),
    ("Threw out 1 kg grapes, mouldy, on Feb. 27.", [write_off("grape", -1, "mouldy", "2024-02-27")]),
])
def test_a_short_month_with_a_full_stop_dates_the_record(drafter, text, expected):
    assert read(drafter, text) == expected
