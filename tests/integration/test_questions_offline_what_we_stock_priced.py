"""Cheap or dear said of "the fruit we stock" or "we carry": those are the shop's products, and cheap
is their selling price. The stock word was read as the measure, so "which fruit we stock is the
cheapest?" named the product with the least stock. Prices are worked out from the demo's records."""

import pytest

from tests.integration.test_questions_offline import RECORDS, demo  # noqa: F401
from tests.support.demo_records import shelf_price


def _products():
    return sorted({i["product"] for r in RECORDS if r["kind"] == "purchase" for i in r["items"]})


@pytest.mark.parametrize("question, pick", [
    ("which fruit we stock is the cheapest?", min),
    ("Of the fruit we carry, which is the dearest?", max),
    ("what's the priciest thing we have", max),
])
def test_cheap_or_dear_of_what_we_stock_is_its_price(demo, question, pick):  # noqa: F811
    prices = {p: shelf_price(p) for p in _products()}
    product = pick(prices, key=prices.get)
    answer = demo.ask(question).answer
    assert product in answer and f"{prices[product]:.2f}" in answer, answer


def test_what_we_have_most_of_is_still_the_stock(demo):  # noqa: F811
    assert "stock" in demo.ask("which fruit do we have most of").answer
