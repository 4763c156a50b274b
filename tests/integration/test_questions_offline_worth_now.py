"""Fruit that "is" or "are" worth something at cost is fruit the shop holds now: its stock valued at
what a kilo cost ("what are our pears worth at cost?" was answered with all that was ever paid for
pears). Expected values worked out from the demo month's records by plain Python."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import RECORDS, standing_sales


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _held_at_cost(product: str) -> float:
    bought = [i for r in RECORDS if r["kind"] == "purchase" for i in r["items"] if i["product"].startswith(product)]
    sold = sum(i["quantity"] for r in standing_sales() for i in r["items"] if i["product"].startswith(product))
    adjusted = sum(r["quantity"] for r in RECORDS if r["kind"] == "stock_adjustment" and r["product"].startswith(product))
    (cost,) = {i["unit_cost"] for i in bought}
    return round((sum(i["quantity"] for i in bought) - sold + adjusted) * cost, 2)


@pytest.mark.parametrize("question, product", [
    ("What are our pears worth at cost?", "pear"),
    ("what's the mango worth at cost at the moment?", "mango"),
    ("how much are the cherries worth, at what they cost us?", "cherr"),
])
def test_fruit_worth_something_now_is_the_stock_at_cost(shop, question, product):
    said = shop.ask(question).answer
    assert said.startswith("Stock at cost") and float(re.findall(r"\d+\.\d\d", said)[-1]) == _held_at_cost(product)
