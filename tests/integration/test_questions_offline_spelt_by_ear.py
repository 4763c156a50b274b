"""A child's spelling by ear (set 96): "wich", "strawbrees", "cheepest", "peeple", "littlest" are the words
the reader reads; "there fruit" is their fruit; a fruit "almost all gone" has the least left; write-offs
"cos it was bad or missing" are all of them; "mummy said i can tell people" is who may ask, not what."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("wich customer spent the most", "which customer spent the most"),
    ("how many kilos of strawbrees did we sell last week", "how many kilos of strawberries did we sell last week"),
    ("wich fruit is nearly gone", "which fruit has the least left"),
    ("wich fruit has the littlest left", "which fruit has the least left"),
    ("who took there stuff back this week", "who took stuff back this week"),
    ("how much did we pay the fruit people (suppliers) this month", "how much did we pay the suppliers this month"),
    ("how much stock got thrown out because it went rotten or got stolen", "how much stock got thrown out"),
    ("what is the price of pears my dad said i can tell customers", "what is the price of pears"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_one_reason_of_a_write_off_is_not_read_past(shop):
    with pytest.raises(LedgerError):
        shop.ask("how many kilos got thrown away cos it was bad")
