""""You" asked of the shop spending money is the shop's own buying in ("what did you spend on fruit",
"how much have you laid out on stock", "what you've spent on bananas"): it was read as what the customers
spent. What a customer spent "with you" stays the customer's spending.
Expected values worked out from the demo month's records by plain Python."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, sales  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import RECORDS


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _last(sentence: str) -> float:
    return float(re.findall(r"\d[\d,]*(?:\.\d+)?", sentence)[-1].replace(",", ""))


def _paid_in_february(product: str = "") -> float:
    return round(sum(i["quantity"] * i["unit_cost"] for r in RECORDS if r["kind"] == "purchase"
                     and r["date"] >= "2024-02-01" for i in r["items"] if i["product"].startswith(product)), 2)


@pytest.mark.parametrize("question", ["What did you spend on fruit this month?",
                                      "How much have you laid out on stock this month?",
                                      "how much did you spend this month"])
def test_what_you_spent_is_the_shops_buying(shop, question):
    assert _last(shop.ask(question).answer) == _paid_in_february()


def test_what_youve_spent_on_one_fruit(shop):
    assert _last(shop.ask("What you've spent on bananas this month, please").answer) == _paid_in_february("banana")


def test_a_customer_spending_with_you_stays_hers(shop):
    spent = round(sum(s["total"] for s in sales(lambda s: s["date"] >= "2024-02-01" and s["customer"]["first"] == "Zoe")),
                  2)
    assert _last(shop.ask("What did Zoe Davis spend with you this month?").answer) == spent
