"""A Canadian writer's words: "bud" said to the reader at a line's start or end, dollar coins
("a loonie", "three toonies") as the amount paid, a price "bumped" to an amount, and apples called
by their variety ("Macs", "Galas"). "A couple
kilos" (how many?) is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Bumped the pears up to 1.65 a kilo as of today, bud.", [price("pear", 1.65)]),
    ("Bumping grapes to 3.10 a kilo as of today, bud.", [price("grape", 3.1)]),
    ("Buddy, Tom picked up 3 kilos of grapes.", [sale("Tom Lee", ("grape", 3))]),
    ("Eva got 2 kilos of Macs.", [sale("Eva Berg", ("apple", 2))]),  # an apple called by its variety
    ("Sold Ida Novak 1 kg Galas.", [sale("Ida Novak", ("apple", 1))]),
])
def test_canadian_words_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_dollar_coins_paid_are_the_amount(drafter):
    assert read(drafter, "Raj grabbed 2.5 kilos of mangoes, paid three toonies.") == [sale("Raj Patel", ("mango", 2.5))]


def test_coins_said_together_are_added(drafter):
    assert read(drafter, "Ken took 2.5 kilos of bananas, a toonie and a loonie.") == [sale("Ken Smith", ("banana", 2.5))]


def test_coins_that_do_not_come_to_the_price_are_refused(drafter):
    with pytest.raises(LedgerError, match="selling price"):
        read(drafter, "Raj grabbed 2.5 kilos of mangoes, paid two toonies.")


def test_a_couple_kilos_is_still_refused(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "Ken grabbed a couple kilos of grapes, eh.")
