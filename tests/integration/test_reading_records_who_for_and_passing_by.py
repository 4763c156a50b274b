"""Who an order was for ("… for the cafe") or when the customer passed by ("… on her way home"),
said at the end of a sale (where "to school" would name a customer), and "w/" for "with": nothing of the record. Read offline on the demo
shop; written in words other than set 67's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Bob Smith took 2 kilos of pears for the restaurant", [sale("Bob Smith", ("pear", 2))]),
    ("Ken Smith took 1 kg grapes on his way to school", [sale("Ken Smith", ("grape", 1))]),
])
def test_who_it_was_for_or_when_they_passed_by_says_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


def test_what_it_was_for_that_says_a_time_is_still_refused(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("sold Bob 2kg apples for the week", TODAY)


def test_w_slash_is_with(drafter):
    assert read(drafter, "Bob came back w/ the mango he bought on Monday") == [
        {"kind": "return", "date": "2024-02-29", "customer": {"name": "Bob Smith", "phone": None, "email": None},
         "sale_date": "2024-02-26"}]
