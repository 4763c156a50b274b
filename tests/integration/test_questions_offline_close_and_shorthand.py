"""Set 74: a bookkeeper's shorthand for days — "close of day", "COB", "EOD" (the close of business: today's
when no day is said), "w/c 19 Feb" (the week commencing that Monday), "wknd" (the weekend)."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_the_close_of_a_day(shop):
    said = shop.ask("apples on hand in kg, close of day")
    assert said.steps[-1].rows == shop.ask("apple stock at close today").steps[-1].rows and "kg" in said.answer
    said = shop.ask("banana on hand EOD yesterday").answer
    assert "at the end of 2024-02-28" in said and said == shop.ask("banana stock at close on 2024-02-28").answer
    # the whole stock at cost at the close of the 15th: 332.15 (as set 66 worked it out by hand)
    assert shop.ask("stock valued at cost, COB on the 15th").answer.endswith("332.15.")


def test_week_commencing_and_weekend_written_short(shop):
    said = shop.ask("total refunds w/c 19 Feb").answer  # Bob Smith's 23 Feb return and another that week
    assert "2024-02-19 to 2024-02-25" in said and said.endswith("17.60.")
    said = shop.ask("how many sales last wknd").answer
    assert "2024-02-24 to 2024-02-25" in said and said.endswith(" 4.")
