"""Set 100: money the shop "got for" what it sold is the takings ("how much did we get for the plums", "for
everything yesterday"), read as "how much did we take for …"; what we paid for stock is left as the cost."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("said", "meant"), [
    ("How much did we get for the mangoes this month?", "How much did we take for the mangoes this month?"),
    ("how much money have we got for grapes last week", "how much did we take for grapes last week"),
    ("How much did we get for everything yesterday?", "How much did we take yesterday?"),
])
def test_what_we_got_for_goods_is_the_takings(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_what_we_paid_is_left_alone():
    from app.questions.offline import got_for_goods

    for text in ("how much did we pay for the mangoes", "how much stock did we get from ABC",
                 "how much do we get for a kilo of plums", "how much do we get for plums"):
        assert got_for_goods.plain(text) == text
