"""Set 28's round, in other words than the set's: the cost of the fruit "we sold" is the cost of what was
sold (never what that fruit cost to buy in), and "what did they bring in" is money; a bare "margin" (in
dollars, in percent or per kilo?) is asked which. Numbers are computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)
LAST_WEEK = ("2024-02-19", "2024-02-25")


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def _refused(shop, question, word):
    with pytest.raises(QuestionFailed) as refused:
        shop.ask(question)
    assert word in str(refused.value), str(refused.value)


def _cost():
    return {p: c for *_, items in model().purchases for p, _, c, _ in items}


def _lines(products, first="0000", last="9999"):
    return [(p, q, t) for s in sales(lambda s: first <= s["date"] <= last) for p, q, _, t in s["items"]
            if p in products]


def test_what_the_fruit_we_sold_cost_us_is_its_cost_of_sales(shop):
    cost = _cost()
    mangoes = sum(q * cost[p] for p, q, _ in _lines({"mango"}, *LAST_WEEK))
    _ends(shop.ask("How much did the mangoes that we sold last week cost us to buy?"), money(mangoes))
    both = sum(q * cost[p] for p, q, _ in _lines({"grape", "apple"}))
    _ends(shop.ask("the purchase cost of the grapes and apples we sold"), money(both))
    bought = sum(t for *_, items in model().purchases for p, _, _, t in items if p == "grape")
    _ends(shop.ask("what did the grapes we bought cost us"), money(bought))  # bought in: what they cost
    assert "supplier" in shop.ask("which suppliers sold us grapes").answer  # a supplier's sale to us


def test_what_the_fruit_we_sold_brought_in_is_money(shop):
    pears = sum(t for *_, t in _lines({"pear"}, *LAST_WEEK))
    _ends(shop.ask("what did the pears we sold last week bring in"), money(pears))


def test_a_bare_margin_is_asked_which(shop):
    for question in ("mango margin this month", "which line has the thinnest margin", "profit margin on pears"):
        _refused(shop, question, "margin")
    cost = _cost()
    profit = sum(t - q * cost[p] for p, q, t in _lines({"mango"}))
    _ends(shop.ask("margin on mangoes in dollars"), money(profit))
