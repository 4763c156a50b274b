"""Everyday words that were read as other words or left unplaced: a "thing" we sell is a product (it was
typo-corrected into "think" and refused as an opinion); records "dated" a day are the ones of that day,
like "recorded" or "issued" (it was corrected into "dates"); fruit "unsold" when the stock is asked is that
stock, and "being" is a filler like "be". "Unsold" over a stretch of time is still not guessed at."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_a_thing_we_sell_is_a_product(shop):
    answer = shop.ask("which thing has the lowest price?")
    assert "banana" in answer.answer and answer.steps[-1].rows[0][0] == "banana"
    assert shop.ask("priciest thing on the price list").steps[-1].rows[0][0] == "strawberry"


def test_the_thing_that_sold_most_is_ranked_by_product(shop):
    answer = shop.ask("what thing sold the most kg last week")
    assert answer.steps[-1].rows[0][0] == "cherry"


def test_records_dated_a_day_are_that_days(shop):
    assert "Refunds on 2024-02-23 was 17.60" in shop.ask("what refunds are dated the 23rd").answer
    assert shop.ask("takings dated 2024-02-20").answer == shop.ask("takings on 2024-02-20").answer


def test_unsold_fruit_we_hold_is_the_stock(shop):
    assert "29.5 kg" in shop.ask("kilos of apple still unsold on the shelves?").answer
    assert "238.5 kg" in shop.ask("how much unsold fruit have we got").answer
    with pytest.raises(LedgerError, match="unsold"):
        shop.ask("how many kilos of pears went unsold last week")


def test_being_is_a_filler(shop):
    assert "2 kg" in shop.ask("kilos of cherry that ended up being binned").answer
