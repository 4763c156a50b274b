"""A detail of the record just told, in a sentence of its own, read offline on the demo shop: the
delivery's invoice total ("…. The bill total was 9.00.") and a new customer's phone ("…. Her
phone number is 555-0166.") go on that record."""

import pytest

from tests.integration.test_reading_records import purchase, read


def new_sale(name, phone, *items):
    return {"kind": "sale", "date": "2024-02-29", "customer": {"name": name, "phone": phone, "email": None},
            "items": [{"product": p, "quantity": q, "unit": "kg"} for p, q in items]}


@pytest.mark.parametrize("text, expected", [
    ("Green Valley Farms delivered 6 kg of pears. The bill total was 9.00.",
     [purchase("Green Valley Farms", ("pear", 6, 1.5, None))]),
    ("ABC brought 20 kg of bananas. The invoice said the total is 11.00, so 0.55 a kilo.",
     [purchase("ABC", ("banana", 20, 0.55, None))]),
    ("New customer Hanna Berglund bought 1 kg of grapes. Her phone number is 555-0166.",
     [new_sale("Hanna Berglund", "555-0166", ("grape", 1))]),
])
def test_a_detail_in_the_next_sentence(drafter, text, expected):
    assert read(drafter, text) == expected
