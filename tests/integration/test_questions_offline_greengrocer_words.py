"""A landlord's and an old greengrocer's words (set 80): money paid "for stock" or that "went out on stock",
and the "stock bill", is what was spent on deliveries; fruit "held" or "carried" at close is the stock then;
what the shop is "asking" for a fruit, or what it is "fetching", is its price ("in force" on a day: that
day's); the till's money is takings; sales "that came back" are returns; a claim file is only who reads it.
Numbers are computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, revenue, sales  # noqa: F401

LEAP_DAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: LEAP_DAY)


def _spent(first, last):
    return sum(total for _, date, total, _ in model().purchases if first <= date <= last)


def test_money_for_stock_is_spent_on_deliveries(shop):
    answer = shop.ask("How much did you pay out for stock from the 3rd to the 9th?").answer
    assert answer.endswith(f"{money(_spent('2024-02-03', '2024-02-09'))}."), answer
    answer = shop.ask("What's gone out on stock in the week of the 12th?").answer
    assert answer.endswith(f"{money(_spent('2024-02-12', '2024-02-18'))}."), answer
    assert shop.ask("the stock bill for February").answer.endswith(f"{money(_spent('2024-02-01', '2024-02-29'))}.")


def test_fruit_held_at_close_is_the_stock(shop):
    stock = model("2024-02-12").products
    answer = shop.ask("Pears held at close on the 12th?").answer
    assert answer.endswith(f"{kg(stock['pear']['stock'])}."), answer
    answer = shop.ask("How many kilos of mango were you carrying at closing on the 12th?").answer
    assert answer.endswith(f"{kg(stock['mango']['stock'])}."), answer
    rows = shop.ask("the quantities by product on hand at close on the 12th").steps[-1].rows
    assert {str(r[0]): float(r[1]) for r in rows} == {p: v["stock"] for p, v in stock.items()}


def test_asking_and_fetching_are_the_price(shop):
    price = money(model().products["banana"]["price"])
    assert shop.ask("What are you asking for bananas?").answer.endswith(f"{price}.")
    assert shop.ask("what are bananas fetching now?").answer.endswith(f"{price}.")
    earlier = money(model("2024-02-03").products["orange"]["price"])
    assert shop.ask("The orange price in force on the 3rd?").answer.endswith(f"{earlier}.")


def test_the_tills_money_and_sales_that_came_back(shop):
    by_day: dict[str, float] = {}
    for s in sales():
        by_day[s["date"]] = by_day.get(s["date"], 0) + s["total"]
    rows = shop.ask("Which days did the till go over $40? Dates please.").steps[-1].rows
    assert sorted(str(r[0]) for r in rows) == sorted(d for d, v in by_day.items() if v > 40)
    answer = shop.ask("What had the till seen before the 6th?").answer
    assert answer.endswith(f"{money(revenue(lambda s: s['date'] < '2024-02-06'))}."), answer
    n = len(sales(lambda s: s["date"] >= "2024-02-19" and s["date"] <= "2024-02-25"))
    answer = shop.ask("How many times did the till ring last week, not counting ones that came back?").answer
    assert answer.endswith(f" {n}."), answer


def test_a_claim_file_is_who_reads_it(shop):
    answer = shop.ask("For the claim file: stock at cost at close on the 20th").answer
    assert answer.startswith("Stock at cost"), answer
