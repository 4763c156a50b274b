"""Buying and taking said in other tenses or by other subjects: a customer "buys" what we sell, as one
"bought" it; a day, a week "took" its takings, as "we took" them. Read as the plain question would be."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("which customer buys from us the most often", "which customer bought from us the most often"),
    ("which days took under $20", "which days had revenue under $20"),
    ("how many weeks took more than $150", "how many weeks had revenue more than $150"),
])
def test_a_present_buyer_or_a_day_that_took_is_read_as_said_plainly(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
