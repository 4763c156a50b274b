"""The average kilos per customer ("on average, how many kilos did a customer buy last week?", "the mean
weight of fruit per customer") is the kilos sold over the customers who bought in that time (it was refused
as an average of nothing said); of one customer, or of one fruit, it is still refused (over its buyers, or
over everyone?). Expected values worked out from the demo month's records by plain Python."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused
from tests.support.demo_records import standing_lines


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _per_customer(first: str, last: str) -> float:
    lines = [line for line in standing_lines() if first <= line["date"] <= last]
    return round(sum(line["kilos"] for line in lines) / len({line["customer"] for line in lines}), 3)


@pytest.mark.parametrize("question, first, last", [
    ("On average, how many kilos did a customer buy last week?", "2024-02-19", "2024-02-25"),
    ("What was the mean weight of fruit per customer in the week of the 12th?", "2024-02-12", "2024-02-18"),
    ("average kg per customer this month", "2024-02-01", "2024-02-29"),
])
def test_the_average_kilos_per_customer(shop, question, first, last):
    said = shop.ask(question).answer
    assert said.endswith(" kg.") and float(re.findall(r"\d+(?:\.\d+)?", said)[-1]) == _per_customer(first, last)


@pytest.mark.parametrize("question", ["What's the average kilos of pears per customer?",
                                      "Average kilos per customer for Tom Lee"])
def test_kilos_per_customer_of_one_fruit_or_one_customer_are_refused(shop, question):
    refused(shop, question, "by customer")
