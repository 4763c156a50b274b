"""The shop's doings in everyday words: fruit that "went over the counter" was sold, customers "served"
bought, customers who "gave stuff back" made returns, sales "refunded" are returns, money that "has gone out
in refunds" was refunded, the dates "produce was binned" are the write-offs' days, products with "nothing written off" or "no
write-offs" are those none of whose kilos were, fruit "sitting on our
shelves" is in stock, products "holding over" an amount have
that much stock, what "the store spent buying produce" is its buying, "how has revenue gone week by week"
asks it by week (all refused before); a "chunk" of the takings is their share, what comes from one customer
"alone" is theirs, the "average price customers paid per kilo" is the takings per kilo sold, the day of the
week that is "the top earner" took the most, profit that "came from weekday trade" is the weekdays' profit,
and fruit we are "asking less than $1.50 a kilo for" sells for less (refused before); what "the shop spent"
is its buying (it was read as the customers' spending). Expected values
worked out from the demo month's records by plain Python."""

import datetime as dt
import re

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import RECORDS, standing_lines, unit_costs

LINES = standing_lines()
RETURNS = [r for r in RECORDS if r["kind"] == "return"]


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _last_number(sentence: str) -> float:
    return float(re.findall(r"\d[\d,]*(?:\.\d+)?", sentence)[-1].replace(",", ""))


def _stock(product: str) -> float:
    bought = sum(i["quantity"] for r in RECORDS if r["kind"] == "purchase" for i in r["items"] if i["product"] == product)
    sold = sum(line["kilos"] for line in LINES if line["product"] == product)
    adjusted = sum(r["quantity"] for r in RECORDS if r["kind"] == "stock_adjustment" and r["product"] == product)
    return round(bought - sold + adjusted, 3)


def _prices() -> dict[str, float]:
    price: dict[str, float] = {}
    for r in RECORDS:
        if r["kind"] == "purchase":
            price.update({i["product"]: i["selling_price"] for i in r["items"]})
        elif r["kind"] == "price_change":
            price[r["product"]] = r["selling_price"]
    return price


def test_fruit_over_the_counter_was_sold(shop):
    kilos = sum(line["kilos"] for line in LINES if line["product"] == "apple" and "2024-02-19" <= line["date"] <= "2024-02-25")
    assert _last_number(shop.ask("How many kilos of apples went over the counter last week?").answer) == kilos


def test_customers_served_on_a_day_are_those_who_bought(shop):
    served = {line["customer"] for line in LINES if line["date"] == "2024-02-10"}
    assert _last_number(shop.ask("How many customers got served on the 10th?").answer) == len(served)


def test_who_gave_stuff_back_and_how_many_sales_were_refunded(shop):
    rows = shop.ask("Which customers gave stuff back this month?").steps[-1].rows
    assert sorted(row[0] for row in rows) == sorted({r["customer"]["name"] for r in RETURNS})
    assert _last_number(shop.ask("How many sales have been refunded this month?").answer) == len(RETURNS)


def test_money_gone_out_in_refunds_is_what_was_refunded(shop):
    returned = {(r["customer"]["name"], r["sale_date"]) for r in RETURNS}
    price: dict[str, float] = {}
    refunded = 0.0
    for r in RECORDS:  # each returned sale's value at the price in force when it was made
        if r["kind"] == "purchase":
            price.update({i["product"]: i["selling_price"] for i in r["items"]})
        elif r["kind"] == "price_change":
            price[r["product"]] = r["selling_price"]
        elif r["kind"] == "sale" and (r["customer"]["name"], r["date"]) in returned:
            refunded += sum(round(i["quantity"] * price[i["product"]] + 1e-9, 2) for i in r["items"])
    assert _last_number(shop.ask("How much has gone out in refunds this month?").answer) == round(refunded, 2)


def test_fruit_sitting_on_the_shelves_and_products_holding_an_amount(shop):
    assert _last_number(shop.ask("How much mango is sitting on our shelves?").answer) == _stock("mango")
    rows = shop.ask("Which fruits are holding over 30 kilos of stock?").steps[-1].rows
    assert sorted(row[0] for row in rows) == sorted(p for p in _prices() if _stock(p) > 30)


@pytest.mark.parametrize("question", ["How much has the store spent on buying produce this month?",
                                      "What did the shop spend this month?"])  # the customers' spending before
def test_what_the_shop_spent_is_its_buying(shop, question):
    paid = round(sum(i["quantity"] * i["unit_cost"] for r in RECORDS if r["kind"] == "purchase" for i in r["items"]), 2)
    said = shop.ask(question).answer
    assert said.startswith("Purchase cost") and _last_number(said) == paid


def test_how_revenue_has_gone_week_by_week(shop):
    weeks: dict[str, float] = {}
    for line in LINES:
        day = dt.date.fromisoformat(line["date"])
        monday = (day - dt.timedelta(days=day.weekday())).isoformat()
        weeks[monday] = weeks.get(monday, 0) + line["value"]
    rows = shop.ask("How has revenue gone week by week?").steps[-1].rows
    assert {str(k): round(v, 2) for k, v in rows} == {k: round(v, 2) for k, v in weeks.items()}


def test_a_chunk_of_the_takings_and_one_customer_alone(shop):
    total = sum(line["value"] for line in LINES)
    cherries = sum(line["value"] for line in LINES if line["product"] == "cherry")
    said = shop.ask("What chunk of our takings came from cherries?").answer
    assert said.endswith(f"{100 * cherries / total:.2f}%.")
    bob = sum(line["value"] for line in LINES if line["customer"] == "Bob Smith")
    assert shop.ask("What share of the revenue comes from Bob Smith alone?").answer.endswith(f"{100 * bob / total:.2f}%.")


def test_the_average_price_customers_paid_per_kilo_is_the_takings_per_kilo(shop):
    said = shop.ask("What was the average price customers paid per kilo this month?").answer
    assert _last_number(said) == round(sum(line["value"] for line in LINES) / sum(line["kilos"] for line in LINES), 2)


def test_the_top_earning_day_of_the_week(shop):
    takings: dict[str, float] = {}
    for line in LINES:
        name = dt.date.fromisoformat(line["date"]).strftime("%A")
        takings[name] = takings.get(name, 0) + line["value"]
    assert shop.ask("Which day of the week was the top earner?").steps[-1].rows[0][0] == max(takings, key=takings.get)


def test_profit_from_weekday_trade(shop):
    cost = unit_costs()
    profit = sum(line["value"] - line["kilos"] * cost[line["product"]] for line in LINES
                 if dt.date.fromisoformat(line["date"]).weekday() < 5)
    assert _last_number(shop.ask("How much profit came from weekday trade this month?").answer) == round(profit, 2)


def test_fruit_we_ask_less_than_an_amount_a_kilo_for(shop):
    rows = shop.ask("Which fruits are we asking less than $1.50 a kilo for?").steps[-1].rows
    assert sorted(row[0] for row in rows) == sorted(p for p, v in _prices().items() if v < 1.5)


def test_the_days_produce_was_written_off(shop):
    days = sorted({r["date"] for r in RECORDS if r["kind"] == "stock_adjustment" and r["quantity"] < 0})
    rows = shop.ask("On what dates was produce binned?").steps[-1].rows
    assert sorted(str(row[0]) for row in rows) == days


@pytest.mark.parametrize("question, first, last", [
    ("Which fruits have had nothing written off this month?", "2024-02-01", "2024-02-29"),
    ("Which products had no write-offs in the week of the 12th?", "2024-02-12", "2024-02-18"),
])
def test_products_with_nothing_written_off(shop, question, first, last):
    written_off = {r["product"] for r in RECORDS if r["kind"] == "stock_adjustment" and r["quantity"] < 0
                   and first <= r["date"] <= last}
    rows = shop.ask(question).steps[-1].rows
    assert sorted(row[0] for row in rows) == sorted(set(_prices()) - written_off)
