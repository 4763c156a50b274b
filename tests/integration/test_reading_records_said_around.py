"""Words around a record that only look like a denial or a gap, read offline on the demo shop:
what was wrong with goods brought back ("…, it was not fresh") and "from today on" after a new
price."""

import pytest

from tests.integration.test_reading_records import price, read


def returned(name, sale_date):
    return {"kind": "return", "date": "2024-02-29", "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_date}


@pytest.mark.parametrize("text, expected", [
    ("Sue Davis brought the mango from the 22nd back, it was not fresh.", [returned("Sue Davis", "2024-02-22")]),
    ("Ann Brown returned her mango from the 23rd, they were not sweet enough.", [returned("Ann Brown", "2024-02-23")]),
    ("Cherries go to 3.60, from now on.", [price("cherry", 3.6)]),
    ("The price of the bananas goes to 1.10, from today.", [price("banana", 1.1)]),
])
def test_what_only_looks_like_a_denial_or_a_gap(drafter, text, expected):
    assert read(drafter, text) == expected
