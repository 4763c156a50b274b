"""Set 16: one ranking asked two ways ("which fruit sells most, in kilos and also in money") is the
ranking by kilos sold and by revenue, each its own step; the answer says both, and the one product
when they agree. Computed from the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_a_ranking_by_kilos_and_by_money(shop):
    kilos, money = defaultdict(float), defaultdict(float)
    for sale in sales():
        for product, quantity, _, total in sale["items"]:
            kilos[product] += quantity
            money[product] += total
    answer = shop.ask("which product sold the least, in kilos and also in money")
    assert [s.rows[0][0] for s in answer.steps] == [min(kilos, key=kilos.get), min(money, key=money.get)]
    agree = min(kilos, key=kilos.get) == min(money, key=money.get)
    assert answer.answer.endswith("either way.") == agree
    spent, weighed = defaultdict(float), defaultdict(float)
    for sale in sales():
        spent[name(sale["customer"])] += sale["total"]
        weighed[name(sale["customer"])] += sum(q for _, q, _, _ in sale["items"])
    answer = shop.ask("which customer bought the most, by kilos and by money")
    assert [s.rows[0][0] for s in answer.steps] == [max(weighed, key=weighed.get), max(spent, key=spent.get)]


def test_the_money_of_the_one_ranked_is_not_a_second_ranking(shop):
    from app.questions.answers import QuestionFailed

    with pytest.raises(QuestionFailed):  # "how much did they spend": the top one's spend, not the top spender
        shop.ask("which customer bought the most kilos and how much did they spend")
