"""Set 16: a margin in percent ranked or tabled by group ("which fruit has the fattest margin in
percentage terms") is each group's gross profit over its own takings. From the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_margin_percent_by_product(shop):
    paid, bought = defaultdict(float), defaultdict(float)
    for _, _, _, items in model().purchases:
        for product, quantity, _, total in items:
            paid[product] += total
            bought[product] += quantity
    revenue, profit = defaultdict(float), defaultdict(float)
    for sale in sales():
        for product, quantity, _, total in sale["items"]:
            revenue[product] += total
            profit[product] += total - quantity * paid[product] / bought[product]
    margins = {p: round(100 * profit[p] / revenue[p], 2) for p in revenue}
    rows = shop.ask("gross margin in percent for each fruit").steps[0].rows
    assert {r[0]: r[1] for r in rows} == margins
    ranked = sorted(margins.values())
    if ranked[0] != ranked[1]:
        answer = shop.ask("which product has the thinnest margin in percentage terms")
        assert answer.steps[0].rows[0][0] == min(margins, key=margins.get)
        assert answer.answer.endswith(f"{ranked[0]:.2f}%.")


def test_margin_percent_by_week_reads_the_lines(shop):
    paid, bought = defaultdict(float), defaultdict(float)
    for _, _, _, items in model().purchases:
        for product, quantity, _, total in items:
            paid[product] += total
            bought[product] += quantity
    revenue, profit = defaultdict(float), defaultdict(float)
    for sale in sales():
        day = dt.date.fromisoformat(sale["date"])
        week = (day - dt.timedelta(days=day.weekday())).isoformat()
        for product, quantity, _, total in sale["items"]:
            revenue[week] += total
            profit[week] += total - quantity * paid[product] / bought[product]
    rows = shop.ask("gross margin percentage by week").steps[0].rows
    assert {r[0]: r[1] for r in rows} == {w: round(100 * profit[w] / revenue[w], 2) for w in revenue}
