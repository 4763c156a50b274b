"""Offline question templates over the demo month; every expected answer is computed by the
independent plain-Python model (tests/support/simple_shop.py) from the demo's records."""

import datetime as dt
import json
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from app.resources import resource
from tests.support.simple_shop import SimpleShop

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

RECORDS = [json.loads(line) for line in resource("demo", "fruitshop_month.jsonl").read_text().splitlines()]


def model(upto: str = "9999-12-31") -> SimpleShop:
    shop = SimpleShop()
    for record in RECORDS:
        if record["date"] <= upto:
            shop.apply(record)
    return shop


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    from app.bootstrap import bootstrap

    ledger = bootstrap(tmp_path_factory.mktemp("demo"), staff="test")
    ledger.load_demo()
    yield Questions(ledger, today=lambda: dt.date(2024, 3, 1))
    ledger.close()


def money(x):
    return f"{x:,.2f}"


def name(customer):
    return f"{customer['first']} {customer['last']}"


def standing(shop):
    return [s for s in shop.sales if not s["returned"]]


def test_revenue_for_the_month_and_for_a_day(demo):
    sales = standing(model())
    assert demo.ask("What was the total revenue in February 2024?").answer == \
        f"Revenue in February 2024 was {money(sum(s['total'] for s in sales))}."
    day = sum(s["total"] for s in sales if s["date"] == "2024-02-10")
    assert demo.ask("How much revenue did we make on Feb 10?").answer == f"Revenue on 2024-02-10 was {money(day)}."


def test_best_day_and_sales_count(demo):
    per_day = defaultdict(float)
    for sale in standing(model()):
        per_day[sale["date"]] += sale["total"]
    best = max(per_day, key=per_day.get)
    answer = demo.ask("Which day had the highest revenue?")
    assert answer.answer == f"The best day was {best}, with revenue of {money(per_day[best])}."
    assert answer.steps[0].sql.startswith("SELECT sale_date, ROUND(SUM(total_price), 2)")
    assert demo.ask("How many sales were there?").answer == f"There were {len(standing(model()))} sales."


def test_average_weight_per_sale_is_three_steps(demo):
    shop = model()
    kg = sum(q for s in standing(shop) for p, q, *_ in s["items"] if shop.products[p]["unit"] == "kg")
    count = len(standing(shop))
    answer = demo.ask("What is the average weight per sale?")
    assert len(answer.steps) == 3
    assert answer.answer == f"{money(kg)} kg were sold in {count} sales: {money(round(kg / count, 2))} kg per sale on average."


def test_spend_per_customer_and_top_customer(demo):
    spent = defaultdict(float)
    for sale in standing(model()):
        spent[name(sale["customer"])] += sale["total"]
    assert demo.ask("How much did Bob Smith spend?").answer == f"Bob Smith spent {money(spent['Bob Smith'])}."
    top = max(spent, key=spent.get)
    answer = demo.ask("Who are our top 3 customers?")
    assert answer.answer == f"The top customer is {top}, who spent {money(spent[top])}."
    assert [row[0] for row in answer.steps[0].rows] == sorted(spent, key=spent.get, reverse=True)[:3]


def test_stock_and_price_now_and_on_a_date(demo):
    assert demo.ask("How much cherry do we have?").answer == \
        f"Stock of cherry: {money(model().products['cherry']['stock'])} kg."
    then = model(upto="2024-02-15")
    answer = demo.ask("How many cherries did we have on 2024-02-15?")
    assert answer.answer == f"Stock of cherry at the end of 2024-02-15: {money(then.products['cherry']['stock'])} kg."
    assert answer.steps[0].as_of == dt.date(2024, 2, 15)
    pear = model(upto="2024-02-10").products["pear"]["price"]
    assert demo.ask("What was the price of pear on 2024-02-10?").answer == \
        f"The price of pear at the end of 2024-02-10 is {money(pear)}."


def test_purchases_returns_and_products(demo):
    shop = model()
    hillside = sum(total for supplier, _, total, _ in shop.purchases if supplier == "Hillside Produce")
    assert demo.ask("How much did we pay Hillside Produce?").answer == \
        f"Purchases from Hillside Produce cost {money(hillside)}."
    refunded = sum(r[3] for r in shop.returns)
    assert demo.ask("How many returns were there?").answer == \
        f"There were {len(shop.returns)} returns, refunding {money(refunded)}."
    sold = defaultdict(float)
    for sale in standing(shop):
        for product, quantity, *_ in sale["items"]:
            sold[product] += quantity
    best = max(sold, key=sold.get)
    assert demo.ask("Which product sold the most?").answer == f"The best seller is {best}: {money(sold[best])} kg sold."


@pytest.mark.parametrize("question", [
    "Why is the sky blue?",
    "How much did Bob Smith spend on cherries?",  # no template takes both a customer and a product
    "What will revenue be next month?",
    "Delete all the sales",
])
def test_what_no_template_answers_is_said_plainly(demo, question):
    with pytest.raises(QuestionFailed, match="I can't answer that offline"):
        demo.ask(question)
