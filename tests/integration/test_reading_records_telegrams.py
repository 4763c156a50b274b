"""A record typed as a telegram: each sentence short, the text ended by "STOP" in capitals, a time of day
in four figures with "hrs", "wef" for "with effect from" and "Affirmative." confirming. "STOP" opening a
text is an order, not a telegram's, and is left as typed."""

import pytest

from app.records_from_text.reader.telegrams import telegram_in_english
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Ken Smith. Cherries 1 kg. Yesterday. STOP", [sale("Ken Smith", ("cherry", 1), date="2024-02-28")]),
    ("Ida Novak pears 3 kg STOP", [sale("Ida Novak", ("pear", 3))]),
    ("Received ex Green Valley Farms 15 kg pears at 0.90. STOP",
     [purchase("Green Valley Farms", ("pear", 15, 0.9, None))]),
    ("Oranges 1 kg stolen from the front. STOP", [adjustment("orange", -1, "stolen")]),
    ("Apples to 1.90 per kg wef today. STOP", [price("apple", 1.9)]),
    ("Pears to 1.50 per kg effective today. Roger. STOP", [price("pear", 1.5)]),
    ("Bob Smith, bananas 2 kg, 1430 hrs. STOP", [sale("Bob Smith", ("banana", 2))]),
    ("Tom Lee mangoes 1 kg STOP. Eva Berg apples 2 kg STOP.",
     [sale("Tom Lee", ("mango", 1)), sale("Eva Berg", ("apple", 2))]),
])
def test_a_telegram_is_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_only_a_telegram_is_changed():
    assert telegram_in_english("STOP selling the pears, they are bruised") == "STOP selling the pears, they are bruised"
    assert telegram_in_english("Sold 2 kg apples at the bus stop") == "Sold 2 kg apples at the bus stop"


def test_a_day_alone_dates_the_sentence_before_it(drafter):
    assert read(drafter, "Omar Haddad. Grapes 1 kg. Monday. STOP") == [sale("Omar Haddad", ("grape", 1), date="2024-02-26")]
    assert read(drafter, "Tom Lee pears 1 kg. Ann Brown pears 2 kg. Both today. STOP") == [
        sale("Tom Lee", ("pear", 1)), sale("Ann Brown", ("pear", 2))]


@pytest.mark.parametrize("text, expected", [
    ("Oranges counted. 30 kg. STOP", [adjustment("orange", 5, "stock count")]),
    ("Stock check oranges. 30 kg counted. STOP", [adjustment("orange", 5, "stock count")]),
    ("Price change. Mangoes 2.40 per kg effective today. STOP", [price("mango", 2.4)]),
    ("Apples 1 kg bruised. Written off. STOP", [adjustment("apple", -1, "damaged")]),
])
def test_a_heading_said_as_a_sentence_belongs_to_the_one_it_heads(drafter, text, expected):
    assert read(drafter, text) == expected
