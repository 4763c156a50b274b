"""A loss someone in the shop caused, told after a sale in the same sentence ("…, and then the young
lad dropped 1.5 kg grapes on the floor"), read offline on the demo shop: the loss is a record of
its own, never another line of the customer's sale; fruit dropped on the floor or the ground is
damaged stock, not a delivery."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


def damaged(product, quantity, date="2024-02-29"):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity,
            "reason": "damaged", "unit": "kg"}


@pytest.mark.parametrize("text, expected", [
    ("Ann Brown took 3 kg pears and then the new lad dropped 1.5 kg grapes on the floor.",
     [sale("Ann Brown", ("pear", 3)), damaged("grape", -1.5)]),
    ("Tom Lee had 2 kilo of bananas, then I dropped a kilo of mangoes on the ground",
     [sale("Tom Lee", ("banana", 2)), damaged("mango", -1)]),
    ("Sold 1 kg oranges to Eva Berg, and our young lad dropped 2 kg apples on the floor",
     [sale("Eva Berg", ("orange", 1)), damaged("apple", -2)]),
])
def test_a_loss_told_after_a_sale_is_its_own_record(drafter, text, expected):
    assert read(drafter, text) == expected


def test_fruit_dropped_on_the_floor_is_damaged_stock(drafter):
    assert read(drafter, "We dropped 2 kg of pears on the floor this morning") == [damaged("pear", -2)]


def test_a_loss_told_after_a_sale_whose_reading_is_unsure_is_never_the_customers(drafter):
    """"we dropped a kilo of cherries" with nowhere it fell may be a delivery dropped off: refused,
    never a line of Zoe's sale."""
    with pytest.raises(LedgerError):
        read(drafter, "Zoe Davis took 2 kg apples and we dropped a kilo of cherries.")
