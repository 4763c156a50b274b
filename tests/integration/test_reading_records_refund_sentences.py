"""The refund told in a sentence of its own after a return ("Full refund.", "Refunded in cash."),
read offline on the demo shop: it is that return's refund and says nothing more; after anything
but a return it is still refused, never made a return of its own."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read


def returned(name, sale_date):
    return {"kind": "return", "date": "2024-02-29", "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_date}


@pytest.mark.parametrize("text, expected", [
    ("Ken Smith brought back what he bought this morning. Full refund.", [returned("Ken Smith", "2024-02-29")]),
    ("Bob Smith returned his things from yesterday. Refunded in full.", [returned("Bob Smith", "2024-02-28")]),
    ("Bob Smith returned everything from the 28th. Refunded by card!", [returned("Bob Smith", "2024-02-28")]),
])
def test_a_refund_told_after_a_return(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_refund_after_a_sale_is_refused(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Ken Smith 2kg apples. Refunded in cash.", TODAY)
