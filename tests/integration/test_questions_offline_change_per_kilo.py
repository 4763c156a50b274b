"""A price's change said per kilo (set 98): a selling price is per kilo already, so "per kilo" beside how
much it changed says again what the change is in; a rate of its own (revenue per kilo) is left alone."""

import datetime as dt

import pytest

from app.questions.offline.change_per_kilo import plain as said_plainly
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("by how much per kilo was the pear price lowered?", "by how much was the pear price lowered?"),
    ("By how much per kg did the banana price go up on the 19th", "By how much did the banana price go up on the 19th"),
    ("by how much was the pear price reduced per kilogram", "by how much was the pear price reduced"),
    ("by how much did the banana price per kilo change", "by how much did the banana price change"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_a_rate_of_its_own_is_left():
    said = "by how much did revenue per kilo go up, price aside"
    assert said_plainly(said) == said
