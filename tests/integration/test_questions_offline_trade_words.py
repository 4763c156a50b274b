"""The trade's own words for the shop's figures (set 80): what a fruit is "costing you a kilo from the
wholesaler" is what the shop pays per kilo; what has "shifted slowest, by the kilo" sold the fewest kilos
(without the kilo said it stays asked about); "each line you stock" is each product, "— a schedule,
please" only asks for the list; "the trading period" is the period; a "weighted" average cost per kilo is
the average paid per kilo. Numbers are computed from the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money, revenue, sales  # noqa: F401

LEAP_DAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: LEAP_DAY)


def _paid():
    cost: dict[str, float] = defaultdict(float)
    kilos: dict[str, float] = defaultdict(float)
    for *_, items in model().purchases:
        for product, quantity, _, total in items:
            cost[product] += total
            kilos[product] += quantity
    return cost, kilos


def test_costing_a_kilo_is_paid_per_kilo(shop):
    cost, kilos = _paid()
    answer = shop.ask("what's the cherries costing us a kilo from the supplier?").answer
    assert answer.endswith(f"{money(cost['cherry'] / kilos['cherry'])} per kilo of cherry."), answer
    rows = shop.ask("Unit cost for every line we carry — a list, please").steps[-1].rows
    assert {str(r[0]): round(float(r[1]), 2) for r in rows} == {p: round(cost[p] / kilos[p], 2) for p in cost}
    answer = shop.ask("weighted average cost per kilo across everything we bought in February").answer
    assert answer.endswith(f"{money(sum(cost.values()) / sum(kilos.values()))}."), answer


def test_shifted_fastest_by_the_kilo(shop):
    kilos: dict[str, float] = defaultdict(float)
    for s in sales():
        for product, quantity, _, _ in s["items"]:
            kilos[product] += quantity
    top = max(kilos, key=lambda p: kilos[p])
    assert shop.ask("what's shifted fastest, in kilos?").steps[-1].rows[0][0] == top
    with pytest.raises(QuestionFailed):
        shop.ask("what's shifted fastest?")


def test_the_trading_period(shop):
    answer = shop.ask("takings for the trading period 3rd to 9th").answer
    assert answer.endswith(f"{money(revenue(lambda s: '2024-02-03' <= s['date'] <= '2024-02-09'))}."), answer
