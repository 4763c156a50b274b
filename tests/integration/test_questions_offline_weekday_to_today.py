"""A weekday "to today": since that weekday, the last one before today; said on that weekday itself (the
day alone, or a week of days?) it is asked about, never read as everything up to today."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_a_weekday_to_today_is_since_that_weekday(shop):
    said = shop.ask("gross profit from Tuesday through today").answer
    assert "since 2024-02-27 was 25.36" in said


def test_todays_own_weekday_to_today_is_asked_about(shop):
    with pytest.raises(LedgerError, match="last Thursday, or every Thursday"):
        shop.ask("revenue Thursday to today")
