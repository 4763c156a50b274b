"""A Malaysian helper's Manglish: "one" after a day ("yesterday one"), "Alamak," opening, "kena" before what
befell the stock, "start today" after a new price and a closing "ah" say nothing more of the record."""

import pytest

from app.records_from_text.reader.manglish_words import manglish_in_english
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Ken Smith buy 1 kilo pear, yesterday one", [sale("Ken Smith", ("pear", 1), date="2024-02-28")]),
    ("Tom Lee take 2 kilo apple on Tuesday one", [sale("Tom Lee", ("apple", 2), date="2024-02-27")]),
    ("Alamak, 1 kilo mango rotten already, throw", [adjustment("mango", -1, "rotten")]),
    ("Banana 1 kilo kena stolen", [adjustment("banana", -1, "stolen")]),
    ("Pear price change to 1.70 starting today ah", [price("pear", 1.7)]),
])
def test_manglish_is_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_one_as_a_quantity_is_left_as_typed():
    assert manglish_in_english("Sold one kilo apples to Bob today") == "Sold one kilo apples to Bob today"


@pytest.mark.parametrize("text, expected", [
    ("Hillside Produce deliver 10 kilo pear, 0.95 one kilo, sell 1.60",
     [purchase("Hillside Produce", ("pear", 10, 0.95, 1.6))]),
    ("Green Valley Farms send 5 kilo mango 1.20 per kilo, sell 2.20 same like before",
     [purchase("Green Valley Farms", ("mango", 5, 1.2, 2.2))]),
    ("Cherry got 1 kilo rotten already, cannot sell", [adjustment("cherry", -1, "rotten")]),
])
def test_a_price_one_kilo_and_what_is_said_again(drafter, text, expected):
    assert read(drafter, text) == expected
