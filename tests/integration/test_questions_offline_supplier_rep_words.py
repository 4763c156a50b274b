"""A supplier's rep asking who supplies a fruit: "who's been supplying you with pears", "where do you get your
cherries from", a quick "grape supplier?" — which suppliers delivered it, each with what the shop paid. The
suppliers are worked out from the demo's purchase records by the plain-Python shop."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _paid_by_supplier(product):
    paid = defaultdict(float)
    for supplier, _, _, lines in model().purchases:
        for name, _, _, cost in lines:
            if name == product:
                paid[supplier] += cost
    return {s: round(v, 2) for s, v in paid.items()}


@pytest.mark.parametrize("question, product", [
    ("Who's been supplying you with pears?", "pear"),
    ("who has been delivering us oranges", "orange"),
    ("Where do you get your cherries from?", "cherry"),
    ("grape supplier?", "grape"),
])
def test_who_supplies_a_fruit(shop, question, product):
    rows = shop.ask(question).steps[-1].rows
    assert {r[0]: round(float(r[-1]), 2) for r in rows} == _paid_by_supplier(product)


@pytest.mark.parametrize("question", ["ABC supplier?", "the supplier?", "where do we get our figs from?"])
def test_a_supplier_asked_of_no_fruit_stays_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)
