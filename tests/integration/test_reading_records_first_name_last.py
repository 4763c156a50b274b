"""A word before one of the shop's customers' first names ("Pani Mei", "Pan Tom", "Tia Ida") would make
a new customer of someone the shop knows (set 89's wrong record: "Pani Mei" became a new customer); it
is refused, naming who it may be. A new customer with a surname of their own is still made."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read


@pytest.mark.parametrize("text, who", [("Pani Eva took 2 kg pears", "Eva Berg"),
                                       ("sold 1 kg grapes to Tia Ida", "Ida Novak")])
def test_a_customers_first_name_said_last_is_asked_about(drafter, text, who):
    with pytest.raises(LedgerError, match=who):
        drafter.draft(text, dt.date(2024, 2, 29))


def test_a_new_customer_with_a_surname_of_their_own_is_made(drafter):  # guard
    (sold,) = read(drafter, "new customer Nina Kowalska took 1 kg apples")
    assert sold["customer"]["name"] == "Nina Kowalska"
