"""What is taken off said as a clause: "once the returns are taken off", "once anything he returned has
been deducted" are net of returns, as sales are counted anyway; "profit …, after taking off what it cost
us" says again what a profit is. From the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_returns_taken_off_said_as_a_clause(shop):
    week = money(sum(s["total"] for s in sales(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25")))
    _ends(shop.ask("what did we take last week once the refunds were taken off"), week)
    tom = money(sum(s["total"] for s in sales(lambda s: s["customer"]["first"] == "Tom" and s["date"] >= "2024-02-01")))
    _ends(shop.ask("What has Tom Lee spent this month, once anything he returned has been deducted?"), tom)


def test_a_profit_said_again_as_what_is_left_after_cost(shop):
    plain = shop.ask("gross profit on pears this month").answer
    assert shop.ask("gross profit on pears this month, after taking off what they cost us").answer == plain


def test_cost_taken_off_where_no_profit_is_asked_is_still_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("what did pears bring in this month after taking off what they cost us")


def test_a_return_gone_through(shop):
    day = money(sum(s["total"] for s in sales(lambda s: s["date"] == "2024-02-03")))
    _ends(shop.ask("what did we take on the 3rd, now that the refund has been processed?"), day)
