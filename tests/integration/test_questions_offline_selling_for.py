"""What a kilo "sold at" or "went for" is its selling price then, never the kilos sold that day; "sold at
1.44", "sold at weekends" and "not sold at all" keep their own readings. Prices are the demo's."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("question", "price"), [
    ("What did mangoes sell at on the 5th?", "2.40"),
    ("what were pears selling at on the 21st", "1.60"),
    ("what are grapes selling at now?", "2.80"),
    ("tell me what a kilo of apples sold for on the 12th", "1.70"),
    ("what a kilo of bananas went for on the 8th", "1.00"),
])
def test_what_a_kilo_sold_at_is_its_price(shop, question, price):
    answer = shop.ask(question)
    assert answer.answer.startswith("Selling price of") and answer.answer.endswith(f"{price}."), answer.answer


def test_sold_at_a_price_or_at_weekends_keeps_its_reading(shop):
    at_price = sum(q for s in sales() for p, q, price, _ in s["items"] if p == "pear" and price == 1.44)
    assert shop.ask("kilos of pear we sold at 1.44").answer.endswith(f"{kg(at_price)}.")
    assert "grape" in shop.ask("Which fruit has not sold at all this week?").answer
