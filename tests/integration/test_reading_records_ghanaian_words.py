"""A Ghanaian-English writer's words: "Chale," opening a sentence, "Sister" or "Brother" before a customer's
name, "-o" joined to the last word and "small small" after a verb say how it is said, never what happened.
Family ("my sister …") is left as typed."""

import pytest

from app.records_from_text.reader.ghanaian_words import ghanaian_in_english
from tests.integration.test_reading_records import adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Chale, Ken Smith took 2 kilos of apples", [sale("Ken Smith", ("apple", 2))]),
    ("Brother Tom Lee bought 1 kilo mangoes yesterday", [sale("Tom Lee", ("mango", 1), date="2024-02-28")]),
    ("Sister Ida Novak took 2 kilos pears today-o", [sale("Ida Novak", ("pear", 2))]),
    ("Chale, the bananas are rotting small small, I have thrown 1 kilo away as rotten",
     [adjustment("banana", -1, "rotten")]),
])
def test_a_ghanaian_writers_words_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_family_and_a_name_are_left_as_typed():
    assert ghanaian_in_english("my sister Ama Owusu bought 1 kilo pears") == "my sister Ama Owusu bought 1 kilo pears"
    assert ghanaian_in_english("Sister Ama bought pears") == "Sister Ama bought pears"
