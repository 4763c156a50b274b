"""Set 74: a day said, then its weekday said again ("on the 25th, the Sunday", "yesterday, that Wednesday",
"over the weekend, the Saturday and Sunday", "last week, the Monday through to the Sunday") is that day;
the weekday was read as a second, unplaced day ("which Sunday?"). A weekday that is not the day's own is
left, and refused."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_a_date_then_its_weekday(shop):
    said = shop.ask("what did we take on the 25th, the Sunday").answer
    assert "2024-02-25" in said and said == shop.ask("what did we take on 2024-02-25").answer
    assert shop.ask("how many sales were there yesterday, that Wednesday").answer == \
        shop.ask("how many sales were there on 2024-02-28").answer
    assert "2024-02-21" in shop.ask("revenue on the twenty-first, which was a Wednesday").answer
    with pytest.raises(QuestionFailed):  # the 25th was a Sunday: which day is meant is not known
        shop.ask("what did we take on the 25th, the Monday")


def test_a_weekend_or_a_week_then_its_days(shop):
    said = shop.ask("kilos of pears sold over the weekend, the Saturday and Sunday").answer
    assert "2024-02-24 to 2024-02-25" in said and said == shop.ask("kilos of pears sold last weekend").answer
    said = shop.ask("cherry revenue last week, the Monday through to the Sunday").answer
    assert "2024-02-19 to 2024-02-25" in said and said == shop.ask("cherry revenue last week").answer
