"""A buyer's words for the shop's buying (set 18): "expenditure", "stock purchases", "kilograms of
inventory purchased", "valued at cost", a supplier "relied on" most, "who supplies us our pears".
Every number is computed from the demo's records by the plain-Python shop, the day asked being
Thursday 29 February; a stock's worth at cost is still read as a stock."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def _purchases(first="2024-02-01", last="2024-02-29"):
    return [p for p in model().purchases if first <= p[1] <= last]


def test_expenditure_on_stock_purchases_at_cost(shop):
    spent = sum(total for _, _, total, _ in _purchases("2024-02-10", "2024-02-20"))
    _ends(shop.ask("expenditure on stock purchases from the 10th to the 20th, valued at cost"), money(spent))
    kilos = sum(q for *_, items in _purchases() for _, q, _, _ in items)
    _ends(shop.ask("kilos of inventory we purchased this month"), kg(kilos))


def test_the_supplier_relied_on_and_who_supplies_a_fruit(shop):
    by_supplier: dict[str, float] = defaultdict(float)
    for supplier, _, total, _ in _purchases():
        by_supplier[supplier] += total
    least = min(by_supplier, key=by_supplier.get)
    assert least in shop.ask("which supplier do we rely on least, by money spent").answer
    pears = {supplier for supplier, _, _, items in _purchases() for p, *_ in items if p == "pear"}
    answer = shop.ask("who supplies us our pears")
    assert all(s in answer.answer for s in pears), answer.answer


def test_a_stock_worth_at_cost_is_still_a_stock(shop):
    assert "Stock at cost" in shop.ask("what is the apple stock worth at cost").answer


@pytest.mark.parametrize("question", ["What were our total purchases at cost from Hillside Produce?",
                                      "the purchases at cost from Hillside Produce"])
def test_purchases_at_cost_are_the_money_paid(shop, question):
    paid = sum(total for supplier, _, total, _ in _purchases() if supplier == "Hillside Produce")
    _ends(shop.ask(question), money(paid))
