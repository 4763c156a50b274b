"""Set 74: an older owner's roundabout words — "over the whole month", "the whole lot of them", "tell me
honestly", "at any time this month", "counting all the Sundays together", "as we lock up tonight" — say
nothing the plain question does not."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("roundabout", "plain"), [
    ("how much money did the pears bring in over the whole month, the whole lot of them?",
     "how much money did the pears bring in this month?"),
    ("tell me honestly, how many kilos of cherries did we write off this month",
     "how many kilos of cherries did we write off this month"),
    ("how many sales did we make on the Sundays this month, counting all the Sundays together?",
     "how many sales did we make on Sundays this month?"),
    ("how many kilos of mango have we got as we lock up tonight?", "mango stock at close today"),
])
def test_roundabout_words_say_the_plain_question(shop, roundabout, plain):
    said = shop.ask(roundabout)
    assert said.steps[-1].rows == shop.ask(plain).steps[-1].rows and said.steps[-1].rows


@pytest.mark.parametrize(("roundabout", "plain"), [
    ("how many customers came in since the 22nd, counting each customer only once",
     "how many customers bought since the 22nd"),
    ("how many sales over the past five days, including today as well", "how many sales in the last 5 days"),
    ("what's the most revenue we made on a single day in February", "which day had the most revenue in February"),
    ("how much is a kg of apples going for these days", "price of apples now"),
])
def test_what_is_already_so_said_again(shop, roundabout, plain):
    said = shop.ask(roundabout)
    assert said.steps[-1].rows == shop.ask(plain).steps[-1].rows and said.steps[-1].rows


def test_each_counted_once_is_kept_when_sales_are_counted(shop):
    from app.questions.answers import QuestionFailed
    with pytest.raises(QuestionFailed):  # sales counted once a customer would be a different question
        shop.ask("how many sales since the 22nd, counting each customer only once")


def test_not_counting_today_is_still_read(shop):
    without = shop.ask("kilos sold over the past three days not counting today").answer
    assert "2024-02-26 to 2024-02-28" in without
    assert "2024-02-27 to 2024-02-29" in shop.ask("kilos sold over the past three days, counting today").answer
