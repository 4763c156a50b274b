"""A period named and then given its days in brackets (set 18): "wk 2 (8-14)", "the past three weeks
(9-29 Feb)": the days said are read. Every number is computed from the demo's records by the
plain-Python shop, the day asked being Thursday 29 February."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, sales  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _between(first, last):
    return sales(lambda s: first <= s["date"] <= last)


def test_a_numbered_week_with_its_days(shop):
    kilos = sum(q for s in _between("2024-02-08", "2024-02-14") for p, q, _, _ in s["items"] if p == "banana")
    answer = shop.ask("banana kg sold wk 2 (8-14)")
    assert answer.answer.endswith(f"{kg(kilos)}."), answer.answer
    assert "2024-02-08 to 2024-02-14" in answer.answer


def test_the_last_weeks_with_their_days(shop):
    by_product: dict[str, float] = defaultdict(float)
    for s in _between("2024-02-09", "2024-02-29"):
        for product, _, _, total in s["items"]:
            by_product[product] += total
    worst = min(by_product, key=by_product.get)
    answer = shop.ask("during the past three weeks (9-29 Feb), which fruit made the least revenue?")
    assert answer.answer.endswith(f"{worst}: {money(by_product[worst])}."), answer.answer
