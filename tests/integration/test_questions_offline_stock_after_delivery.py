"""A stock asked for "now the delivery's in" (or "now that the count is done"): the stock now, which holds
the delivery already; not the kilos that came in. Asked of anything but what the shop holds, the words
are not read past."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("how many kilos of pears have we got now the delivery's in?", "how many kilos of pears have we got now?"),
    ("how much grape is left now that our delivery has arrived", "how much grape is left now"),
    ("cherries on hand now the stocktake is done", "cherries on hand now"),
])
def test_the_stock_now(shop, said, plain):
    answer = shop.ask(said).answer
    assert answer == shop.ask(plain).answer and answer.startswith("Stock of"), answer


def test_not_read_past_elsewhere(shop):
    assert "Stock" not in shop.ask("how much did we pay now the delivery's in").answer
