"""The owner putting a line right while typing, read offline on the demo shop: marks said together
("actually no", "no sorry", "sorry I meant"), a day corrected in the next sentence, the product or
the customer meant instead, and "not A but B". What does not settle which part is meant stays
refused. Written in words other than set 69's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, purchase, read, sale


def refusal(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, expected", [
    ("Mei Chen had 2kg of grapes, actually no, 2.5kg.", [sale("Mei Chen", ("grape", 2.5))]),
    ("Threw out 3kg of apples, bruised - sorry I meant 2kg.", [adjustment("apple", -2, "damaged")]),
    ("Luis Garcia bought 1kg pears on the 25th, no sorry the 26th",
     [sale("Luis Garcia", ("pear", 1), date="2024-02-26")]),
    ("Sold Ken Smith 1kg oranges on the 20th. Sorry, the 21st.",
     [sale("Ken Smith", ("orange", 1), date="2024-02-21")]),
])
def test_marks_said_together_and_a_day_put_right_after_a_full_stop(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Ida Novak got 1.5kg of apples, sorry I meant oranges.", [sale("Ida Novak", ("orange", 1.5))]),
    ("sold bob smith 2kg pears, scratch that, 2kg of mangoes", [sale("Bob Smith", ("mango", 2))]),
    ("Raj Patel 1kg grapes - sorry, 1kg cherries, not grapes.", [sale("Raj Patel", ("cherry", 1))]),
    ("Tom Lee 2kg apples and 1kg mangoes - actually not mangoes, pears.",
     [sale("Tom Lee", ("apple", 2), ("pear", 1))]),
])
def test_the_product_meant_instead(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("ABC brought 12kg apples at 1.10, not 12 but 14.", [purchase("ABC", ("apple", 14, 1.1, None))]),
    ("Zoe Davis had 1 kg of grapes. Not 1 but 2.", [sale("Zoe Davis", ("grape", 2))]),
])
def test_not_one_figure_but_another(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Tom Lee took 2kg pears. Scratch that, it was Ida Novak.", [sale("Ida Novak", ("pear", 2))]),
    ("Sold Ken Smith 1kg cherries. Sorry, that was Mei Chen.", [sale("Mei Chen", ("cherry", 1))]),
])
def test_the_customer_meant_instead(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "sold bob smith 2kg apples, no pears",  # a bare "no" may say there were none
    "Sold Eva Berg 2kg apples and Tom Lee 2kg pears, not 2 but 3",  # which 2?
    "Eva Berg 1kg apples - actually not pears, oranges",  # takes back a product never said
    "Sold Ann Brown 1kg apples and Bob Smith 1kg pears. Sorry, it was Eva Berg.",  # instead of whom?
])
def test_a_correction_that_does_not_say_what_it_replaces_is_refused(drafter, text):
    assert refusal(drafter, text)
