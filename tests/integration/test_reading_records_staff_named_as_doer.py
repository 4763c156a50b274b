"""Staff named as the one who served, counted or changed a price ("Sinead sold Ken Smith …",
"Bilal says …") are not customers: the record is what they did."""

import pytest

from tests.integration.test_reading_records import adjustment, price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Sinead sold Ken Smith 2 kg pears", [sale("Ken Smith", ("pear", 2))]),
    ("Bilal says Tom Lee took 1 kg grapes", [sale("Tom Lee", ("grape", 1))]),
    ("Hana wrote off 1 kg mango, bruised", [adjustment("mango", -1, "damaged")]),
    ("Tomasz changed the apple price to 1.80", [price("apple", 1.8)]),
    ("Yesterday Sinead sold Ida Novak 1 kg cherries", [sale("Ida Novak", ("cherry", 1), date="2024-02-28")]),
    ("Hillside delivered 10 kg pears at 1.00 and Hana set the shelf price at 1.60",
     None),  # checked below: the shelf price goes with the delivery
])
def test_staff_named_as_the_doer_are_not_the_customer(drafter, text, expected):
    records = read(drafter, text)
    if expected is None:
        assert records[0]["items"][0]["selling_price"] == 1.6
    else:
        assert records == expected

