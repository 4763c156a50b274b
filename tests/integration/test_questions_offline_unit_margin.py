"""Set 16: what a kilo leaves over its cost — each product's selling price less its average purchase
cost per kilo, now or at the end of a day ("which line leaves us the least per kilo over cost", "the
widest gap per kilo between price and cost", "what do we clear per kilo on X, price less cost").
Computed from the demo's records; "profit per kilo" with no price said is not read this way."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _margins():
    paid, kilos = defaultdict(float), defaultdict(float)
    for _, _, _, items in model().purchases:
        for product, quantity, _, total in items:
            paid[product] += total
            kilos[product] += quantity
    return {p: round(v["price"] - paid[p] / kilos[p], 2) for p, v in model().products.items()}


def test_what_a_kilo_leaves_over_cost(shop):
    margins = _margins()
    ranked = sorted(margins.values())
    if ranked[0] != ranked[1]:
        rows = shop.ask("which fruit leaves us the least per kilo over cost at its selling price").steps[0].rows
        assert rows[0][0] == min(margins, key=margins.get)
    if ranked[-1] != ranked[-2]:
        rows = shop.ask("which product has the biggest gap per kg between selling price and cost").steps[0].rows
        assert rows[0][0] == max(margins, key=margins.get)
    answer = shop.ask("what do we clear per kilo on mangoes, price minus cost")
    assert answer.answer.endswith(f"{money(margins['mango'])}."), answer.answer
    rows = shop.ask("price less cost per kilo of every fruit").steps[0].rows
    assert {r[0]: r[1] for r in rows} == margins
    with pytest.raises(QuestionFailed):
        shop.ask("profit per kilo on apples")  # the month's profit over its kilos, or price less cost? not read


def test_a_cost_and_a_price_asked_together_are_refused(shop):
    with pytest.raises(QuestionFailed):  # was answered with the cost alone, the price dropped
        shop.ask("what's our cost per kilo for pears and what do we charge")
