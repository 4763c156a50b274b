"""Profit said as what fruit makes once its cost is taken off ("what did cherries make us once we take off
what they cost", "after what they cost you, what has …", "once the stock's paid for"), a profit the shop
"turns", the fruit that "makes us the most profit", money "put in the till", sales "the till rang up" and a
kilo's "shelf price less what we pay for it" are read (they were refused); "what did cherries make" with no
cost taken off stays the takings. Expected values worked out from the demo month's records by plain Python."""

import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import RECORDS, standing_lines, standing_sales, unit_costs


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _last_number(sentence: str) -> float:
    return float(re.findall(r"\d[\d,]*(?:\.\d+)?", sentence)[-1].replace(",", ""))


def _profit(product: str = "", first: str = "2024-02-01", last: str = "2024-02-29") -> float:
    cost = unit_costs()
    return round(sum(line["value"] - line["kilos"] * cost[line["product"]] for line in standing_lines()
                     if line["product"].startswith(product) and first <= line["date"] <= last), 2)


def _revenue(product: str = "") -> dict[str, float]:
    out: dict[str, float] = {}
    for line in standing_lines():
        if line["product"].startswith(product):
            out[line["product"]] = out.get(line["product"], 0) + line["value"]
    return out


@pytest.mark.parametrize("question", [
    "What did cherries make us this month once we take off what they cost?",
    "After what they cost us, what have cherries made this month?",
    "what have the cherries made us in February after what they cost us",  # the clause said last
    "Cherry profit this month, after the cost of goods sold?",  # profit named, the clause restating it
])
def test_what_fruit_made_once_its_cost_is_taken_off_is_its_profit(shop, question):
    said = shop.ask(question).answer
    assert said.startswith("Gross profit") and _last_number(said) == _profit("cherry")


def test_what_fruit_made_with_no_cost_taken_off_stays_the_takings(shop):
    said = shop.ask("What did cherries make this month?").answer
    assert said.startswith("Revenue") and _last_number(said) == round(_revenue("cherry")["cherry"], 2)


def test_what_the_shop_made_once_the_stock_is_paid_for_is_the_profit(shop):
    said = shop.ask("How much did we make last week once the stock's paid for?").answer
    assert said.startswith("Gross profit") and _last_number(said) == _profit(first="2024-02-19", last="2024-02-25")


def test_a_profit_turned_is_a_profit_made(shop):
    assert _last_number(shop.ask("What profit did we turn last week?").answer) == _profit(
        first="2024-02-19", last="2024-02-25")


def test_the_fruit_that_makes_us_the_most_profit_and_puts_the_least_money_in_the_till(shop):
    cost = unit_costs()
    profit: dict[str, float] = {}
    for line in standing_lines():
        profit[line["product"]] = profit.get(line["product"], 0) + line["value"] - line["kilos"] * cost[line["product"]]
    assert shop.ask("Which product makes us the most profit?").steps[-1].rows[0][0] == max(profit, key=profit.get)
    revenue = _revenue()
    assert shop.ask("Which fruit puts the least money in the till?").steps[-1].rows[0][0] == min(revenue,
                                                                                                  key=revenue.get)


def test_sales_the_till_rang_up_are_the_sales(shop):
    sales = [s for s in standing_sales() if s["date"] >= "2024-02-26"]
    assert _last_number(shop.ask("How many sales have the tills rung up this week?").answer) == len(sales)


def test_a_kilos_shelf_price_less_what_we_pay_for_it(shop):
    price = [i["selling_price"] for r in RECORDS if r["kind"] == "purchase" for i in r["items"]
             if i["product"] == "cherry"][-1]  # cherry's price is never changed after a delivery
    assert not [r for r in RECORDS if r["kind"] == "price_change" and r["product"] == "cherry"]
    said = shop.ask("What do we clear on a kilo of cherries, our shelf price less what we pay for it?").answer
    assert _last_number(said) == round(price - unit_costs()["cherry"], 2)
