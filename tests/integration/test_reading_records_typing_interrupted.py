"""A parent typing between interruptions: an apology for how it was typed at the end ("sorry the
baby is crying", "sorry fat fingers", "sorry typing with one hand") says nothing of the record, and
a word the phone made of a product, put right after it in brackets or after dots ("1kg grapefuls
(grapes!)", "1kg mangled... mango"), is that product; another product in brackets is still refused."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text", [
    "Ken Smith 2kg cherries. sorry baby crying",
    "Ken Smith 2kg cherries. sorry toddler crying",
    "Ken Smith 2kg cherries sorry fat finger",
    "Ken Smith 2kg cherries, sorry typing with one hand",
])
def test_an_apology_for_the_typing_says_nothing_of_the_record(drafter, text):
    assert read(drafter, text) == [sale("Ken Smith", ("cherry", 2))]


@pytest.mark.parametrize("text, product", [
    ("Mei Chen 1kg grapefuls (grapes!)", "grape"),
    ("Mei Chen 1kg orangutans (oranges)", "orange"),
    ("Mei Chen 1kg mangled... mango", "mango"),
])
def test_a_word_the_phone_made_put_right_after_it(drafter, text, product):
    assert read(drafter, text) == [sale("Mei Chen", (product, 1))]


def test_two_products_one_put_in_brackets_after_the_other_stay_refused(drafter):
    assert read(drafter, "Mei Chen 1kg cherrys (cherries)") == [sale("Mei Chen", ("cherry", 1))]
    try:  # which of the two was sold is unclear
        draft = drafter.draft("Mei Chen 1kg apples (pears)", dt.date(2024, 2, 29))
    except LedgerError:
        return
    assert draft.open_choices(), [r.record for r in draft.records]
