"""A former waiter's words for the shop: how many sat at a table said before the orders ("table
of three:", "party of two,", "table 6 today:", "a four-top"), "86" for a write-off where the text
says why it went, the menu's price as the shelf price, "price them 2.10" as sell at, "the check
came to" as the total, "x2 kilo", and a kitchen's "heard, chef." before the line."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("table of three: Ken 1 kilo grapes, Tom 2 kilo apples, Sue 1 kilo mango",
     [sale("Ken Smith", ("grape", 1)), sale("Tom Lee", ("apple", 2)), sale("Sue Davis", ("mango", 1))]),
    ("party of two on the 27th: Omar 2 kilo pears, Ida 1 kilo bananas",
     [sale("Omar Haddad", ("pear", 2), date="2024-02-27"), sale("Ida Novak", ("banana", 1), date="2024-02-27")]),
    ("table 6 today: Eva Berg, oranges 2 kilo", [sale("Eva Berg", ("orange", 2))]),
    ("Luis Garcia, party of one. mango 1 kilo, check came to 2.40", [sale("Luis Garcia", ("mango", 1))]),
    ("covers yesterday: Mei 1 kilo grapes", [sale("Mei Chen", ("grape", 1), date="2024-02-28")]),
    ("order in, Raj Patel: cherries x2 kilo", [sale("Raj Patel", ("cherry", 2))]),
])
def test_a_tables_size_says_nothing_of_the_record(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("86 1.5 kilo grapes, gone mouldy", [adjustment("grape", -1.5, "mouldy")]),
    ("86 the pears, 2 kilo bruised", [adjustment("pear", -2, "damaged")]),
    ("Tom Lee, apples 1 kilo. and 86 half a kilo of cherries, rotten",
     [sale("Tom Lee", ("apple", 1)), adjustment("cherry", -0.5, "rotten")]),
])
def test_eighty_six_with_a_reason_is_a_write_off(drafter, text, expected):
    assert read(drafter, text) == expected


def test_eighty_six_with_no_reason_is_not_read_as_a_write_off(drafter):
    assert read(drafter, "86 2 kilo apples, rotten") == [adjustment("apple", -2, "rotten")]
    try:
        draft = drafter.draft("86 a kilo of grapes", dt.date(2024, 2, 29))
    except LedgerError:
        return
    assert draft.open_choices(), [r.record for r in draft.records]


@pytest.mark.parametrize("text, expected", [
    ("menu change, grapes 2.70/kg from today", [price("grape", 2.7)]),
    ("ABC at the pass: 10 kilo mango @ 1.40, menu price 2.30", [purchase("ABC", ("mango", 10, 1.4, 2.3))]),
    ("heard, chef. Hillside 15 kilo oranges at 0.95, price them 1.60",
     [purchase("Hillside Produce", ("orange", 15, 0.95, 1.6))]),
])
def test_the_menu_and_the_kitchen_in_shop_words(drafter, text, expected):
    assert read(drafter, text) == expected
