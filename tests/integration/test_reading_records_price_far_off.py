"""A new price five times the shelf price or more, or a fifth of it or less, not called a price, is
asked again (a waiter's "86 a kilo of strawberries, bruised", meaning written off, became a price of 86.00);
called a price, or near the shelf price, it is the new price."""

import pytest

from app.records_from_text.drafts import NotUnderstood
from tests.integration.test_reading_records import TODAY, read
from tests.support.demo_records import shelf_price


@pytest.mark.parametrize("text", ["40 a kilo of cherries, squashed", "mangoes now 0.10 a kilo"])
def test_a_price_far_from_the_shelf_price_is_asked_again(drafter, text):
    with pytest.raises(NotUnderstood, match="if that is the new price, write"):
        read(drafter, text)


def test_called_a_price_it_is_the_price(drafter):
    far = round(shelf_price("cherry") * 6, 2)
    assert read(drafter, f"cherry price {far:.2f}") == [
        {"kind": "price_change", "date": TODAY.isoformat(), "product": "cherry", "selling_price": far}]


def test_near_the_shelf_price_it_is_the_price(drafter):
    near = round(shelf_price("mango") * 1.1, 2)
    assert read(drafter, f"mangoes now {near:.2f} a kilo")[0]["selling_price"] == near
