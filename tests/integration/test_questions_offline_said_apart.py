"""Words the parser once read apart from what they said (found on set 20, asked here in new words):
"came in" before a period ("came in this month" lost its "in" to the period and was read as kilos
sold), a question opened by "whose" (answered with the amount alone), and "the total" bought from
a supplier (listed by product). Numbers from the demo's records by the plain-Python shop."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def test_fruit_that_came_in_over_a_period_is_kilos_delivered(shop):
    bought = sum(q for _, day, _, items in model("2024-02-29").purchases for product, q, *_ in items
                 if product == "pear")
    answer = shop.ask("how many kg of pears came in during february")
    assert "bought" in answer.answer.lower() and answer.answer.endswith(f"{kg(bought)}."), answer.answer
    with pytest.raises(QuestionFailed, match=r"money \(takings\) or fruit"):
        shop.ask("how much came in this week")


def test_whose_asks_for_the_customer(shop):
    answer = shop.ask("Whose was the single biggest sale in February?")
    assert "customer" in answer.answer.lower(), answer.answer


def test_a_total_bought_from_a_supplier_is_asked_about_not_listed_by_product(shop):
    with pytest.raises(QuestionFailed, match="A total of what"):
        shop.ask("what is the total we got from Hillside Produce")
