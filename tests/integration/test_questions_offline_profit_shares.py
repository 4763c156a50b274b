"""A share "of the profit" is of the whole shop's gross profit, not the part's margin over its own
takings: "what percent of our profit came from cherries" divides cherries' profit by all of it, while
"cherry profit as a percentage" stays the margin. From the demo's records (all of February)."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _profits():
    paid, bought = defaultdict(float), defaultdict(float)
    for _, _, _, items in model().purchases:
        for product, quantity, _, total in items:
            paid[product] += total
            bought[product] += quantity
    by_product, by_customer, revenue = defaultdict(float), defaultdict(float), defaultdict(float)
    for sale in sales(lambda s: s["date"] >= "2024-02-01"):
        for product, quantity, _, total in sale["items"]:
            gain = total - quantity * paid[product] / bought[product]
            by_product[product] += gain
            by_customer[name(sale["customer"])] += gain
            revenue[product] += total
    return by_product, by_customer, revenue


def _ends_with_percent(answer, value):
    assert answer.answer.endswith(f"{value:.2f}%."), answer.answer


def test_a_share_of_all_the_profit(shop):
    by_product, by_customer, _ = _profits()
    whole = sum(by_product.values())
    _ends_with_percent(shop.ask("What percent of our profit this month came from cherries?"),
                       100 * by_product["cherry"] / whole)
    _ends_with_percent(shop.ask("mango's share of the total profit for February, in percent"),
                       100 * by_product["mango"] / whole)
    _ends_with_percent(shop.ask("What proportion of this month's gross profit did Omar Haddad account for, as a %?"),
                       100 * by_customer["Omar Haddad"] / whole)


def test_a_products_profit_as_a_percentage_is_still_its_margin(shop):
    by_product, _, revenue = _profits()
    _ends_with_percent(shop.ask("cherry profit this month as a percentage"),
                       100 * by_product["cherry"] / revenue["cherry"])
