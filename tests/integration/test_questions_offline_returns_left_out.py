"""Returned sales left out in a clause of its own ("not counting anything he brought back", "leaving out
returned buys", "that were not later returned", "returned ones excluded"): every sales figure leaves them
out already, so the clause says it again and is answered; these had been refused for the words. What is
not a sales figure is still refused with the clause named, and "haven't returned since" (not come back)
is not read as one. Computed from the demo's records by the plain-Python shop."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, name, revenue, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _of(who):
    return lambda s: name(s["customer"]) == who


@pytest.mark.parametrize("question", [
    "how many times did Bob Smith come in, not counting anything he took back?",
    "Number of visits from Bob Smith, leaving out returned buys",
    "the number of sales to Bob Smith that were never returned",
    "how many sales has Bob Smith made that he hasn't sent back",
    "How many times did Bob Smith buy from us? Don't count the ones he returned.",
])
def test_a_count_of_sales_with_the_returns_left_out(shop, question):
    assert shop.ask(question).answer.rstrip(".").endswith(str(len(sales(_of("Bob Smith")))))


@pytest.mark.parametrize("question", [
    "What did Tom Lee spend, ignoring whatever he brought back?",
    "Tom Lee's spending with the refunded ones taken out",
])
def test_spend_with_the_returns_left_out(shop, question):
    assert shop.ask(question).answer.endswith(money(revenue(_of("Tom Lee"))) + ".")


def test_takings_of_a_day_with_the_returns_left_out(shop):
    on_the_third = lambda s: s["date"] == "2024-02-03"  # noqa: E731
    answer = shop.ask("takings on the 3rd, excluding anything that was subsequently refunded")
    assert answer.answer.endswith(money(revenue(on_the_third)) + ".")


def test_what_is_not_a_sales_figure_is_refused_with_the_clause(shop):
    with pytest.raises(QuestionFailed, match="not counting anything returned"):
        shop.ask("how many deliveries this month, not counting anything returned")


def test_customers_who_have_not_come_back_are_not_read_as_a_clause(shop):
    with pytest.raises(QuestionFailed):  # "returned" there is "come back": not what the clause says
        shop.ask("which customers haven't returned since the 10th of February, not counting Bob")


def test_sales_that_stand_once_the_returns_are_out(shop):
    answer = shop.ask("How many sales still stand on the books for February once refunded sales are taken out?")
    assert answer.answer.rstrip(".").endswith(str(len(sales())))


def test_what_remains_after_returns_is_not_a_sale_standing(shop):
    with pytest.raises(QuestionFailed):  # a stock, which is not net of returns; never kilos sold
        shop.ask("How many kilos of apples remain after returns")
