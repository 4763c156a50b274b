"""A table asked for "in table form" (set 98), and of the stock or the prices with no product named: a row
for each product, as the answer lists them already; of a product named, or a sum, it is still asked back."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("stock of every fruit, as a table", "stock by product"),
    ("what is the stock now, table please", "stock by product"),
    ("prices now in table format", "price by product"),
    ("refunds by customer in table form", "refunds by customer"),
])
def test_a_row_for_each_product(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


@pytest.mark.parametrize("question", ["stock of banana, table please", "revenue last week in table form"])
def test_rows_not_known_are_asked(shop, question):
    with pytest.raises(LedgerError):
        shop.ask(question)
