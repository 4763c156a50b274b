"""Set 72's two wrong answers on first sight, fixed by cause: "our spend with a supplier" is the money the
shop paid it (it was read as "our purchases" and answered with kilos by product), and a stock "worth at what
we paid for it" is the stock at cost (it was answered with everything ever paid for the fruit). Truths from
the demo's records; the wording is not the set's."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_our_spend_with_a_supplier_is_money_paid(shop):
    paid = sum(total for supplier, day, total, _ in model().purchases if supplier == "Hillside Produce")
    for asked in ("what's our spend with Hillside Produce?", "Our spending with Hillside Produce, please"):
        assert shop.ask(asked).answer.endswith(f"{money(paid)}."), asked


def test_stock_worth_at_what_we_paid_is_the_stock_at_cost(shop):
    kilos = paid = 0.0
    for _, _, _, items in model().purchases:
        for product, quantity, _, total in items:
            if product == "grape":
                kilos, paid = kilos + quantity, paid + total
    worth = model().products["grape"]["stock"] * paid / kilos
    answer = shop.ask("what is the grape stock worth at what we paid for it?").answer
    assert answer.endswith(f"{money(worth)}."), answer
