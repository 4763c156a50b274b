"""Set 84's operations consultant: a KPI's name heading a question that then says its own figure, and lean
words for the shop's figures ("throughput" in kg, "run rate", "inbound volume", "peak", "bottleneck"), are
read as asked plainly; a throughput not said in kilos, or a velocity heading with nothing after it, is left
to be refused."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("said", "plain"), [
    ("KPI next: throughput in kilos for last week", "kilos sold last week"),
    ("Throughput today, in kgs.", "kilos sold today"),
    ("Average daily throughput in kilograms last week", "average kilos sold per day last week"),
    ("Run rate on revenue, last week: average revenue per trading day", "average revenue per trading day last week"),
    ("Velocity for pears: average kilos sold per day in February", "average kilos sold per day of pear in February"),
    ("Units per basket: average kilos per sale last week", "average kilos per sale last week"),
    ("Inbound volume by supplier in kilos: what came from each one?", "kilos bought by supplier"),
    ("How many write-off events last week?", "How many write-offs last week?"),
    ("Kilos sold last week, net of everything returned", "Kilos sold last week, net of returns"),
    ("Kilos sold by week, keyed by the week start", "Kilos sold by week"),
    ("Kilos sold by weekday, summed over the month", "Kilos sold by weekday this month"),
    ("last 14 days kilos sold, today included", "kilos sold in the last 14 days"),
    ("Peak day by revenue last week", "which day had the most revenue last week"),
    ("Which day is the bottleneck, that is the least revenue, last week?", "which day had the least revenue last week"),
    ("Pareto check: which three customers bring in the most revenue? Biggest first.", "top three customers by revenue"),
    ("Which weeks topped $150 in takings?", "Which weeks had takings over $150?"),
])
def test_lean_words_are_read_as_plainly_asked(shop, said, plain):
    assert shop.ask(said).steps[-1].rows == shop.ask(plain).steps[-1].rows, said


@pytest.mark.parametrize("said", ["throughput last week in dollars", "Sales velocity on pears: how is it?"])
def test_lean_words_that_say_too_little_are_refused(shop, said):
    with pytest.raises(QuestionFailed):
        shop.ask(said)
