"""An inspector's formal words for the shop's stock, deliveries and write-offs (set 88's round): "product
lines", fruit "held" or "currently held" (on the premises), lines that "hold more than" a weight, kilos
"received into stock", "the date of the most recent delivery", "stock written off", a quantity "returned by
customers". Each is answered as the shop's own words are; "what quantity … by customers" is one total, not
a table by customer (it was given one). From the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo, kg, model  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plainly", [
    ("Quantity of cherries currently held on the premises?", "What is the stock of cherries now?"),
    ("Report the weight of apples held on the premises at close of business on 12 February.",
     "Report the stock of apples at close of business on 12 February."),
    ("Which product lines hold more than 40 kilograms?", "Which products have more than 40 kilograms in stock?"),
    ("The fruit we hold the most of, please", "The fruit we have the most of, please"),
    ("Kilograms of apples received into stock last week", "Kilograms of apples received last week"),
    ("Give the date of the latest delivery received from ABC.", "When was the last delivery from ABC?"),
    ("Confirm the date of the last loss recorded for pears", "When was the last write-off of pears?"),
    ("Which suppliers have delivered to the premises this month?", "Which suppliers have delivered to us this month?"),
    ("Which product lines have had stock written off this month?", "Which products had kilos written off this month?"),
    ("How many kilos of pears did we throw away after the stock take?", "How many kilos of pears did we throw away?"),
    ("State the unit purchase cost of each product.", "State the unit cost of each product."),
    ("Customers who bought apples on or after 20 February", "Customers who bought apples from 20 February"),
    ("Which customer or customers bought pears last week?", "Which customers bought pears last week?"),
    ("For this audit: stock of pears now, following today's delivery", "stock of pears now, after today's delivery"),
])
def test_formal_words_are_the_shops_own(shop, said, plainly):
    assert shop.ask(said).answer == shop.ask(plainly).answer


def test_a_quantity_returned_by_customers_is_one_total(shop):
    returned = sum(quantity for _, _, on, _, items in model().returns if "2024-02-01" <= on <= "2024-02-29"
                   for _, quantity, _, _ in items)
    answer = shop.ask("What quantity was returned by all our customers in February?").answer
    assert "by customer" not in answer, answer
    assert answer.endswith(f" {kg(returned)}."), answer


@pytest.mark.parametrize("question", [
    "Which members of staff hold a current first-aid certificate?",  # not stock
    "What was the cold room holding on the 14th?",
])
def test_holding_that_is_not_stock_is_still_refused(shop, question):
    with pytest.raises(LedgerError):
        shop.ask(question)
