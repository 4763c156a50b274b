"""A recap that opens with a return and goes on listing sales ("Bob returned …, Ann 2kg pears"):
the return says no quantity, yet each listed customer's line is a sale of its own. Read offline on
the demo shop; written in words other than set 67's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def returned(name, sale_date):
    return {"kind": "return", "date": "2024-02-29", "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_date}


@pytest.mark.parametrize("text, expected", [
    ("Bob returned the mango he had on Monday, Ann 2kg pears",
     [returned("Bob Smith", "2024-02-26"), sale("Ann Brown", ("pear", 2))]),
    ("Sue Davis returned the mango from last Thursday, then Eva 1kg cherries",
     [returned("Sue Davis", "2024-02-22"), sale("Eva Berg", ("cherry", 1))]),
])
def test_the_sales_listed_after_a_return_are_their_own(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_listed_customer_with_no_quantity_after_a_return_is_still_refused(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Bob returned his apples from Monday, Zoe some grapes", TODAY)
