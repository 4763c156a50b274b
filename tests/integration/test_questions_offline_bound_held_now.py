"""A bound in kilos on products said "now", with nothing sold said (set 98: "list the stuff that's under
22 kilos now"): what a product has now is its stock. It was read as the kilos sold, ever."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said", [
    "list the products with under 25 kilos now",
    "products over 30 kilos currently",
    "show me the stuff thats under 25 kilos now",
])
def test_the_stock_now(shop, said):
    answer = shop.ask(said).answer
    assert answer.startswith("Stock")


def test_sold_said_is_still_sold(shop):
    assert shop.ask("which products sold under 25 kilos now").answer.startswith("Kilos sold")
