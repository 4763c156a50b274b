"""A count told as what was found ("I counted the plums and found exactly 12 kilos") is what is on
the shelf, settled against the stock, with a word for how exact it is between "found" and the
weight: it was read as that many kilos found over the stock (a gain of the whole weight).
Expected values worked out from the demo month's records by plain Python."""

import pytest

from tests.integration.test_reading_records import read
from tests.support.demo_records import RECORDS, standing_sales


def _stock(product: str) -> float:
    bought = sum(i["quantity"] for r in RECORDS if r["kind"] == "purchase" for i in r["items"]
                 if i["product"] == product)
    sold = sum(i["quantity"] for r in standing_sales() for i in r["items"] if i["product"] == product)
    adjusted = sum(r["quantity"] for r in RECORDS if r["kind"] == "stock_adjustment" and r["product"] == product)
    return bought - sold + adjusted


@pytest.mark.parametrize("text, product, counted", [
    ("I counted the mangoes and found exactly 31 kilos", "mango", 31),
    ("counted bananas at close, found just 18 kg", "banana", 18),
    ("did a recount of the grapes and found exactly twenty kilograms", "grape", 20),
])
def test_a_count_found_exactly_is_what_is_there(drafter, text, product, counted):
    (record,) = read(drafter, text)
    assert record["kind"] == "stock_adjustment" and record["reason"] == "stock count"
    assert record["quantity"] == pytest.approx(counted - _stock(product))


def test_found_with_a_word_for_more_is_still_the_difference(drafter):
    (record,) = read(drafter, "counted the cherries and found exactly 2 kg extra")
    assert record["quantity"] == 2
