"""A market trader's shorthand, read offline on the demo shop: "back w" is back with, "end of day"
is at closing (today), and a list that names each product before its weight with no commas
("pears 16k orng 14k") pairs each product with the weight after it."""

import pytest

from tests.integration.test_reading_records import read, sale


def count(product, difference):
    return {"kind": "stock_adjustment", "date": "2024-02-29", "product": product, "quantity": difference,
            "reason": "stock count", "unit": "kg"}


@pytest.mark.parametrize("text, expected", [
    ("counted mango end of day 18k", [count("mango", -1.0)]),
    # the demo shop ends February with 21 kg of pears and 25 kg of oranges (returns put back)
    ("cnt at the end of the day pears 20k orng 23.5k", [count("pear", -1.0), count("orange", -1.5)]),
    ("ken smith grps 1k cherrs 2k", [sale("Ken Smith", ("grape", 1), ("cherry", 2))]),
])
def test_stall_shorthand(drafter, text, expected):
    assert read(drafter, text) == expected


def test_back_with_the_goods_is_a_return(drafter):
    assert read(drafter, "sue back w her mngo from the 22nd") == [
        {"kind": "return", "date": "2024-02-29", "customer": {"name": "Sue Davis", "phone": None, "email": None},
         "sale_date": "2024-02-22"}]


def test_sell_a_product_at_a_price_without_at(drafter):
    assert read(drafter, "hillside 12kg pears @0.95, sell pears 1.50") == [
        {"kind": "purchase", "date": "2024-02-29",
         "supplier": {"name": "Hillside Produce", "phone": None, "email": None},
         "items": [{"product": "pear", "quantity": 12.0, "unit_cost": 0.95, "selling_price": 1.5, "unit": "kg"}]}]


def test_two_prices_joined_by_and_under_a_heading(drafter):
    assert read(drafter, "Price list from today: oranges 1,70 and mango 2,45.") == [
        {"kind": "price_change", "date": "2024-02-29", "product": "orange", "selling_price": 1.7},
        {"kind": "price_change", "date": "2024-02-29", "product": "mango", "selling_price": 2.45}]
