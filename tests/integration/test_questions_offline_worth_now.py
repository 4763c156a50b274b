"""Fruit that "is" or "are" worth something at cost is fruit the shop holds now: its stock valued at
what a kilo cost ("what are our pears worth at cost?" was answered with all that was ever paid for
pears). Expected values worked out from the demo month's records by plain Python."""

import datetime as dt
import json
import re
from pathlib import Path

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)
RECORDS = [json.loads(line) for line in
           (Path(__file__).resolve().parents[2] / "resources" / "demo" / "fruitshop_month.jsonl").open()]


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _held_at_cost(product: str) -> float:
    returned = {(r["customer"]["name"], r["sale_date"]) for r in RECORDS if r["kind"] == "return"}
    bought = [i for r in RECORDS if r["kind"] == "purchase" for i in r["items"] if i["product"].startswith(product)]
    sold = sum(i["quantity"] for r in RECORDS if r["kind"] == "sale"
               and (r["customer"]["name"], r["date"]) not in returned
               for i in r["items"] if i["product"].startswith(product))
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
