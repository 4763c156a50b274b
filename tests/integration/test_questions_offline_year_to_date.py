"""This year so far (set 98): "YTD", "year to date", "this year so far", "so far this year", "since the start of
the year", "since New Year" are since the 1st of January; "February this year" is not, nor "last year"."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said", [
    "kilos sold YTD", "kilos sold year to date", "kilos sold year-to-date", "kilos sold this year so far",
    "kilos sold so far this year", "kilos sold since the start of the year", "kilos sold since New Year",
])
def test_since_the_first_of_january(shop, said):
    answer = shop.ask(said).answer
    assert "since 2024-01-01" in answer
    assert answer == shop.ask("kilos sold since 1 January").answer


@pytest.mark.parametrize("question", ["kilos sold in February this year", "kilos sold last year"])
def test_another_time_is_not_this_year_so_far(shop, question):
    try:
        answer = shop.ask(question).answer
    except LedgerError:
        return
    assert "2024-01-01" not in answer
