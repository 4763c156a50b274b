"""Pounds and pence said in words, as a British shop says a price: "at a pound twenty the kilo"
is 1.20 a kilo, never twenty; "a pound of plums" stays a weight."""

import pytest

from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text, cost", [
    ("Green Valley dropped off 30 kilo of apples at a pound twenty the kilo", 1.2),
    ("Green Valley delivered 30 kg apples at one pound forty-five a kilo", 1.45),
    ("30 kg apples from Green Valley at 2 pounds 5 per kg", 2.05),
    ("Green Valley brought 30 kilo apples, cost us two pound thirty the kilo", 2.3),
])
def test_pounds_and_pence_in_words_are_one_price(drafter, text, cost):
    assert read(drafter, text) == [purchase("Green Valley Farms", ("apple", 30, cost, None))]


def test_a_pound_of_fruit_is_still_a_weight_beside_a_price_in_pounds_and_pence(drafter):
    assert read(drafter, "sold a pound of grapes to Mei Chen") == [sale("Mei Chen", ("grape", 0.454))]
    assert read(drafter, "ABC delivered 10 kilo grapes at one pound eighty a kilo") == \
        [purchase("ABC", ("grape", 10, 1.8, None))]
