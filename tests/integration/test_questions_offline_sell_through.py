"""Sell-through: the kilos of a fruit sold as a percentage of the kilos of it bought in, over the same time
("what share of the pears we purchased this month have we sold", "banana sell-through rate", "kg sold / kg
bought"); asked with a customer, a supplier or a split it has no whole that matches, and is refused.
Expected values worked out from the demo month's records by plain Python."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused
from tests.support.demo_records import RECORDS, standing_lines


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _percent(sentence: str) -> float:
    return float(re.findall(r"(\d+(?:\.\d+)?)%", sentence)[-1])


def _through(product: str = "", first: str = "2024-01-01", last: str = "2024-12-31") -> float:
    sold = sum(line["kilos"] for line in standing_lines()
               if line["product"].startswith(product) and first <= line["date"] <= last)
    bought = sum(i["quantity"] for r in RECORDS if r["kind"] == "purchase" and first <= r["date"] <= last
                 for i in r["items"] if i["product"].startswith(product))
    return round(sold * 100 / bought, 2)


@pytest.mark.parametrize("question, product, first, last", [
    ("What share of the pears we purchased this month did we sell?", "pear", "2024-02-01", "2024-02-29"),
    ("Of everything, what proportion of the bananas that we've bought have been sold?", "banana", "", ""),
    ("Apple sell-through rate for February", "apple", "2024-02-01", "2024-02-29"),
    ("kilos sold over kilos bought, as a percentage, last week", "", "2024-02-19", "2024-02-25"),
])
def test_the_kilos_sold_over_the_kilos_bought(shop, question, product, first, last):
    said = shop.ask(question).answer
    assert "kilos bought" in said and _percent(said) == _through(product, first or "2024-01-01", last or "2024-12-31")


@pytest.mark.parametrize("question", [
    "What percentage of the oranges we bought did we sell to Raj Patel?",
    "Cherry sell-through by week",
])
def test_a_sell_through_with_no_matching_whole_is_refused(shop, question):
    refused(shop, question, "Sell-through")
