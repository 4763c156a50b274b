""""What did the deliveries from Hillside come to", "add up to": a sum of money, the purchase cost,
never kilos by product with "come to" read past (set 24's wrong answer); a sum of something held in
kilos with no weight said is refused. Numbers from the demo's records by the plain-Python shop, the
day asked being Thursday 29 February."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_what_a_suppliers_deliveries_came_to_is_their_cost(shop):
    hillside = sum(total for supplier, _, total, _ in model().purchases if supplier == "Hillside Produce")
    _ends(shop.ask("what did the Hillside Produce orders come to"), money(hillside))
    _ends(shop.ask("so what have our orders from Hillside Produce added up to"), money(hillside))


def test_a_sum_in_kilos_is_said_in_kilos_or_refused(shop):
    kilos = sum(q for supplier, _, _, items in model().purchases if supplier == "Hillside Produce"
                for _, q, _, _ in items)
    _ends(shop.ask("how many kg did the Hillside Produce deliveries come to"), kg(kilos))
    with pytest.raises(QuestionFailed, match="money or in kilos"):
        shop.ask("what does the pear stock come to")
