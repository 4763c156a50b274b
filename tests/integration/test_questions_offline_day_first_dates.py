"""Slashed dates written day first (set 94): one that can only be read day first ("26/02/2024") says how
the question writes its dates, and every slashed date in it is read so; one that could be either, alone,
stays asked back."""

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
    ("revenue from 05/02/2024 to 18/02/2024", "revenue from 2024-02-05 to 2024-02-18"),
    ("kilos of cherry sold between 3/2 and 16/2", "kilos of cherry sold between 2024-02-03 and 2024-02-16"),
])
def test_read_day_first_when_one_can_only_be(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_one_that_could_be_either_is_asked_back(shop):
    # guard (refused before the change too): nothing in the question says which way it is written
    with pytest.raises(LedgerError, match="could be two different dates"):
        shop.ask("revenue on 05/02/2024")
