"""How many suppliers ("from how many different suppliers did fruit arrive last week?", "how many suppliers
delivered pears?") counts the suppliers whose deliveries fall in that time (it was refused: "I can count
sales, customers, … not suppliers"); a customer's suppliers are still refused. Expected values worked out
from the demo month's records by plain Python."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused
from tests.support.demo_records import RECORDS


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _suppliers(first: str = "", last: str = "9999", product: str = "") -> int:
    return len({r["supplier"]["name"] for r in RECORDS if r["kind"] == "purchase" and first <= r["date"] <= last
                and any(i["product"].startswith(product) for i in r["items"])})


@pytest.mark.parametrize("question, expected", [
    ("From how many different suppliers did fruit arrive last week?", _suppliers("2024-02-19", "2024-02-25")),
    ("How many suppliers delivered pears?", _suppliers(product="pear")),
    ("How many vendors did we buy from in the first week of the month?", _suppliers("2024-02-01", "2024-02-07")),
    ("How many suppliers do we have?", _suppliers()),
])
def test_suppliers_are_counted(shop, question, expected):
    said = shop.ask(question).answer
    assert said.startswith("Suppliers who delivered") and int(re.findall(r"\d+", said)[-1]) == expected


def test_a_customers_suppliers_are_refused(shop):
    refused(shop, "How many suppliers did Mei Chen buy from?", "customer")
