"""The largest or smallest single sale by its kilos ("the most kg a customer took in one visit", "largest
single order in kg", "max kilos in one sale") adds up each sale's lines and takes the largest (it was refused:
kilos could not be placed, or "a single sale" was taken for a bound on a count); by value it is as before.
Expected values worked out from the demo month's records by plain Python."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import standing_sales


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _kilos(first: str = "", last: str = "9999") -> list[float]:
    return [sum(i["quantity"] for i in s["items"]) for s in standing_sales() if first <= s["date"] <= last]


@pytest.mark.parametrize("question, expected", [
    ("What's the most kg a customer took in one visit?", max(_kilos())),
    ("What was the largest single order in kg this month?", max(_kilos("2024-02-01", "2024-02-29"))),
    ("maximum kilos in one sale last week", max(_kilos("2024-02-19", "2024-02-25"))),
    ("What was the smallest single sale in kilos in the week of the 5th?", min(_kilos("2024-02-05", "2024-02-11"))),
])
def test_a_single_sale_by_its_kilos(shop, question, expected):
    said = shop.ask(question).answer
    assert said.endswith(" kg.") and float(re.findall(r"\d+(?:\.\d+)?", said)[-1]) == expected


def test_the_largest_sale_by_value_is_as_before(shop):
    assert "kg" not in shop.ask("What was the largest single sale?").answer
