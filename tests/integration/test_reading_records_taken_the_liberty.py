"""A careful helper's way of saying they did it ("I have taken the liberty of recording that …",
"… of lowering the price …") and their hopes around it ("I hope you don't mind, but …", "I trust
this is all in order."), read offline on the demo shop. Written in words other than set 67's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, purchase, read, sale


def refusal(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, expected", [
    ("I have taken the liberty of recording that Mr Patel bought one kilogram of cherries.",
     [sale("Raj Patel", ("cherry", 1))]),
    ("I've taken the liberty of writing off half a kilogram of pears, which were bruised.",
     [adjustment("pear", -0.5, "damaged")]),
    ("I have taken the liberty of raising the price of grapes to two dollars ninety.", [price("grape", 2.9)]),
    ("Good afternoon. I have taken the liberty of entering today's delivery from Green Valley Farms: ten "
     "kilograms of oranges at ninety cents.", [purchase("Green Valley Farms", ("orange", 10, 0.9, None))]),
])
def test_what_the_helper_took_the_liberty_of_doing_is_read(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("I hope you don't mind, but I have taken the liberty of lowering the price of bananas to 0.85.",
     [price("banana", 0.85)]),
    ("I do hope this is all right: Bob Smith returned what he bought on Monday.",
     [{"kind": "return", "date": "2024-02-29", "customer": {"name": "Bob Smith", "phone": None, "email": None},
       "sale_date": "2024-02-26"}]),
    ("Mrs Brown bought a kilogram of grapes. I trust this is all in order.", [sale("Ann Brown", ("grape", 1))]),
])
def test_a_helpers_hope_before_or_after_the_record_says_nothing_of_it(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_liberty_taken_with_a_verb_the_reader_does_not_know_is_still_refused(drafter):
    assert "promising" in refusal(drafter, "I have taken the liberty of promising Mr Lee two kilograms of cherries.")


def test_a_hope_before_something_still_to_come_does_not_make_it_done(drafter):
    assert "not happened yet" in refusal(drafter, "I hope you don't mind: Mr Lee will take 2 kg apples tomorrow")
