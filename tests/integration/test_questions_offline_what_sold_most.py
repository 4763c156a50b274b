""""What did we sell the most of last week?" — a new user's first question — asks which product sold
the most kilos, as "which product did we sell the most of" does ("what sold the most" stays asked back:
kilos or money?)."""

import datetime as dt
from collections import Counter

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _kilos(first: str, last: str) -> Counter:
    kilos: Counter = Counter()
    for sale in sales(lambda s: first <= s["date"] <= last):
        for product, quantity, *_ in sale["items"]:
            kilos[product] += quantity
    return kilos


@pytest.mark.parametrize("asked, first, last, most", [
    ("what did we sell the most of last week?", "2024-02-19", "2024-02-25", True),
    ("What did we sell the least of this month?", "2024-02-01", "2024-02-29", False),
    ("what have we sold most of since the 20th?", "2024-02-20", "2024-02-29", True),
])
def test_what_sold_the_most_is_a_product(shop, asked, first, last, most):
    ranked = _kilos(first, last).most_common()
    if not most:
        ranked.reverse()
    assert ranked[0][1] != ranked[1][1]  # no tie at the top
    assert shop.ask(asked).steps[-1].rows[0][0] == ranked[0][0]
