"""A stock register's terms (set 94): a balance (running, closing, in hand) is the stock; receipts into
stock or by supplier are deliveries and kilos received were delivered; kilos issued are sold and an issue
is a sale; kilos supplied to a customer were sold to them; a discrepancy or a negative adjustment is a
write-off; a line is a product; a price in force is the price then; a heading names the register."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("Register check, pear: running balance (kg) at close of business 2024-02-10.",
     "pear: stock at close of business 2024-02-10."),
    ("Balance in hand, mango, at today's close.", "stock, mango, at today's close."),
    ("Closing balance, apple, yesterday.", "stock of apple, yesterday."),
    ("Which line currently holds the highest balance?", "Which product currently has the highest stock?"),
    ("Lines with a balance over 30 kg at today's close?", "products with stock over 30 kg at today's close?"),
    ("Closing balances, all lines, at close of 2024-02-12.", "stock, all products, at close of 2024-02-12."),
    ("Receipts by supplier, kg, last week.", "kilos delivered by supplier, kg, last week."),
    ("Issues of apple, kg, last week.", "kg sold of apple, last week."),
    ("Comparison: more kg issued last week of pear or of mango?", "more kg sold last week of pear or of mango?"),
    ("Mean kg per issue, banana, last week.", "average kg per sale, banana, last week."),
    ("Total kg supplied to Zoe Davis last week.", "Total kg sold to Zoe Davis last week."),
    ("Total kg removed from stock by negative adjustment last week.", "total kg written off last week."),
    ("Selling prices currently in force, per line.", "Selling prices now, per product."),
    ("Refund value recorded against Bob Smith.", "refunds to Bob Smith."),
    ("Orange: selling price before the price amendment?", "Orange: price before the price change?"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
