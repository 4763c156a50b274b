"""Singlish in a shop record: a particle ending a clause ("lah", "leh", "lor", "hor") says nothing of
the record; "Auntie"/"Uncle" before a name is a polite way to name a customer (never after "my",
"his", "new"…); "ytd" is yesterday."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Tom Lee take 2kg pear lah", [sale("Tom Lee", ("pear", 2))]),
    ("Stock count pear got 18kg only leh", None),  # read as a count (its figure checked below)
    ("Pear price change to 1.60 lor", [price("pear", 1.6)]),
    # guard (passes before and after: an everyday word after a whole sale was already let through)
    ("Ida Novak buy 1kg pear, pay cash hor", [sale("Ida Novak", ("pear", 1))]),
])
def test_a_particle_ending_a_clause_says_nothing_of_the_record(drafter, text, expected):
    records = read(drafter, text)
    if expected is None:
        assert [r["kind"] for r in records] == ["stock_adjustment"] and records[0]["product"] == "pear"
    else:
        assert records == expected


@pytest.mark.parametrize("text, customer", [
    ("Auntie Ida buy 2kg pear", "Ida Novak"),
    ("Uncle Raj take 2kg pear", "Raj Patel"),
    ("Aunty Eva buy 2 kilo pear", "Eva Berg"),
])
def test_auntie_or_uncle_before_a_name_is_that_customer(drafter, text, customer):
    assert read(drafter, text) == [sale(customer, ("pear", 2))]


def test_my_uncle_is_a_relation_and_not_read_past(drafter):
    # guard: passes before and after the change
    with pytest.raises(LedgerError):
        draft = drafter.draft("my Uncle Raj took 2kg pear", TODAY)
        assert not draft.open_choices()


def test_ytd_is_yesterday(drafter):
    assert read(drafter, "ytd Tom Lee buy 2kg pear") == [sale("Tom Lee", ("pear", 2), date="2024-02-28")]
