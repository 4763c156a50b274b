"""A write-off never swallows a price (set 21: "grapes down to 2.60 and write off 1 kg of them"
gave the write-off alone, the price change dropped). Asked here in other words: a new price then
"write off" starts a record of its own; a price inside a write-off is refused, naming why."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, price, read


def _written_off(product, kg, reason):
    return {"kind": "stock_adjustment", "date": TODAY.isoformat(), "product": product, "quantity": -kg,
            "reason": reason, "unit": "kg"}


def test_a_new_price_then_a_write_off_are_two_records(drafter):
    assert read(drafter, "mangoes up to 3.10 and wrote off half a kilo of them, bruised") == [
        price("mango", 3.1), _written_off("mango", 0.5, "damaged")]


def test_a_price_inside_a_write_off_is_refused(drafter):
    for text in ("wrote off 2kg bananas down to 0.80", "binned 1 kg cherries at 2.70, mouldy"):
        with pytest.raises(LedgerError, match="carries no price"):
            drafter.draft(text, TODAY)
