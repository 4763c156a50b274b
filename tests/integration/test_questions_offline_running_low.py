""""Which products are running low?" asked with no model: the products the Home page lists as running low
(at or below the warning level a person set, else a week of sales at the recent rate, or out of stock),
in its order; nothing low is said plainly. Anything more in the question is left to the parser."""

import datetime as dt

import pytest

from app.config import shop as shop_settings
from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from app.service_layer.home import home

pytestmark = pytest.mark.both_backends

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(ledger):
    ledger.load_demo()
    return Questions(ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("question", ["which products are running low?", "What's running low", "Is anything "
                                      "running low at the moment?", "are any fruits getting low on stock"])
def test_nothing_low_is_said_plainly(shop, question):
    assert not home(shop.ledger, THURSDAY).low_stock
    answer = shop.ask(question)
    assert answer.answer.startswith("Nothing is running low") and answer.steps[-1].rows == []


def test_the_products_home_lists_as_low(shop):
    shop.ledger.record({"kind": "stock_adjustment", "date": "2024-02-29", "product": "grape", "quantity": -24,
                        "reason": "mould"})  # none left: low whatever its rate
    shop_settings.set_threshold(shop.ledger.where(), "mango", 25)  # a warning level set by hand
    listed = [line.product for line in home(shop.ledger, THURSDAY,
                                            thresholds=shop_settings.thresholds(shop.ledger.where())).low_stock]
    assert sorted(listed) == ["grape", "mango"]
    answer = shop.ask("which fruits are running low right now")
    assert [row[0] for row in answer.steps[-1].rows] == listed, answer.answer
    assert "grape 0 kg" in answer.answer and "mango" in answer.answer and "warn at 25" in answer.answer


def test_more_said_is_left_to_the_parser(shop):
    assert "least stock" in shop.ask("which fruit is running lowest?").answer
    with pytest.raises(QuestionFailed):
        shop.ask("which products were running low last week?")
