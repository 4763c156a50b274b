"""A lender's and a buyer's words (set 18): "receipts" are takings, "the prior week" the previous one,
a "product line" a product, "across February" in February, the "average ticket" the average sale
value, "the single largest" the largest, "transacted with the business" bought, "accounts for the
largest share of" had the most. Every number is computed from the demo's records by the plain-Python
shop, the day asked being Thursday 29 February."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money, name, sales  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _revenue(first, last):
    return sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_receipts_are_takings(shop):
    _ends(shop.ask("Kindly state cash receipts for 3 to 9 February"), money(_revenue("2024-02-03", "2024-02-09")))
    _ends(shop.ask("total receipts on 21 February"), money(_revenue("2024-02-21", "2024-02-21")))


def test_the_prior_week_and_the_average_ticket(shop):
    prior = sales(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25")
    _ends(shop.ask("count of transactions processed during the prior week"), str(len(prior)))
    month = sales(lambda s: s["date"] >= "2024-02-01")
    _ends(shop.ask("mean ticket size across February"), money(sum(s["total"] for s in month) / len(month)))


def test_product_lines_and_the_single_largest(shop):
    by_product: dict[str, float] = defaultdict(float)
    by_customer: dict[str, float] = defaultdict(float)
    for s in sales():
        by_customer[name(s["customer"])] += s["total"]
        for product, _, _, total in s["items"]:
            by_product[product] += total
    worst = min(by_product, key=by_product.get)
    assert shop.ask("which product line brought in the lowest turnover").answer == \
        f"The product with the least revenue was {worst}: {money(by_product[worst])}."
    top = max(by_customer, key=by_customer.get)
    assert top in shop.ask("Which client accounts for the biggest share of takings?").answer
    _ends(shop.ask("how much did the single biggest customer account for"), money(by_customer[top]))


def test_customers_who_transacted_with_us(shop):
    customers = {name(s["customer"]) for s in sales(lambda s: "2024-02-10" <= s["date"] <= "2024-02-20")}
    _ends(shop.ask("how many customers transacted with us from the 10th to the 20th"), str(len(customers)))


def test_formal_asks_and_the_month_said_over_it(shop):
    _ends(shop.ask("Kindly provide takings over the month"), money(_revenue("2024-02-01", "2024-02-29")))
    refunds = sum(total for _, _, date, total, _ in model().returns if date >= "2024-02-01")
    _ends(shop.ask("cumulative refunds across February"), money(refunds))
    _ends(shop.ask("average takings per day over all 29 calendar days of February"),
          money(_revenue("2024-02-01", "2024-02-29") / 29))
    with pytest.raises(QuestionFailed, match="supplier"):  # the ask is read past; what it asks is still checked
        shop.ask("Please analyse refunds by supplier")
