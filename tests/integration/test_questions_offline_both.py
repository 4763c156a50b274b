"""Set 16: customers who bought both of two products are those with sales of each; "which customers
bought X and Y" without "both" is asked which (it was answered with those who bought either)."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _buyers(product):
    return {name(s["customer"]) for s in sales() if any(p == product for p, *_ in s["items"])}


def test_customers_who_bought_both(shop):
    rows = shop.ask("who has bought both grapes and oranges").steps[0].rows
    assert {r[0] for r in rows} == _buyers("grape") & _buyers("orange")
    with pytest.raises(QuestionFailed, match="both, or either"):
        shop.ask("which customers bought grapes and oranges")
