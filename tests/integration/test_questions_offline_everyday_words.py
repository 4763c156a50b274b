"""A child's and a shop-floor way of saying what the shop reads (set 18): "people" who spend or "pay
us", fruit "given back", "returns did customers make", "came into the till", "sitting in stock",
"the weekends, Saturday and Sunday", sales that "happen". Every number is computed from the demo's
records by the plain-Python shop, the day asked being Thursday 29 February."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, sales  # noqa: F401
from tests.support.asking import weekday_of


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer



def test_people_paying_and_spending(shop):
    sundays = sum(s["total"] for s in sales(lambda s: weekday_of(s) == 6))
    _ends(shop.ask("how much did people pay us on sundays"), money(sundays))
    grapes = sum(t for s in sales(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25")
                 for p, _, _, t in s["items"] if p == "grape")
    _ends(shop.ask("how much money did everybody spend on grapes last week"), money(grapes))


def test_fruit_given_back(shop):
    returns = [r for r in model().returns if "2024-02-01" <= r[2] <= "2024-02-29"]
    _ends(shop.ask("how many returns did people make in February"), str(len(returns)))
    _ends(shop.ask("how many times did customers bring stuff back this month"), str(len(returns)))


def test_the_till_the_shelves_and_the_weekends(shop):
    thursday = sum(s["total"] for s in sales(lambda s: s["date"] == "2024-02-28"))
    _ends(shop.ask("how much came into the till yesterday"), money(thursday))
    assert shop.ask("kilos of banana sitting in stock").answer == \
        shop.ask("kilos of banana in stock").answer
    weekend = sales(lambda s: weekday_of(s) >= 5 and s["date"] <= "2024-02-18")
    _ends(shop.ask("how many sales happened on weekends, saturdays and sundays, up to the 18th"), str(len(weekend)))



def test_thrown_away_and_the_most_of_fruit(shop):
    out: dict[str, float] = {}
    for product, date, quantity, _ in model().adjustments:
        if quantity < 0 and date >= "2024-02-01":
            out[product] = out.get(product, 0) - quantity
    _ends(shop.ask("how many kilos did we have to throw away or lose in February"), kg(sum(out.values())))
    top = max(out, key=out.get)
    assert shop.ask("which fruit had the most thrown away").answer == \
        f"The product with the most kilos taken out of stock was {top}: {kg(out[top])}."
    by_customer: dict[str, float] = {}
    for s in sales(lambda s: "2024-02-12" <= s["date"] <= "2024-02-18"):
        who = f"{s['customer']['first']} {s['customer']['last']}"
        by_customer[who] = by_customer.get(who, 0) + sum(q for _, q, _, _ in s["items"])
    top = max(by_customer, key=by_customer.get)
    assert top in shop.ask("who bought the most fruit the week before last").answer
    visits: dict[str, int] = {}
    for s in sales():
        who = f"{s['customer']['first']} {s['customer']['last']}"
        visits[who] = visits.get(who, 0) + 1
    most = max(visits, key=visits.get)
    assert shop.ask("the most visits, please").answer.startswith(f"The customer with the most number of sales was {most}")


def test_refunds_stock_and_our_price_said_simply(shop):
    refunds = sum(total for _, _, date, total, _ in model().returns if "2024-02-01" <= date <= "2024-02-29")
    _ends(shop.ask("how much money did customers get back in February"), money(refunds))
    assert shop.ask("how many kilos of mango are in the shop now").answer == \
        shop.ask("how many kilos of mango are in stock now").answer
    assert shop.ask("what does a kilo of pears cost if someone buys it from us").answer == \
        shop.ask("how much does a kilo of pears sell for").answer
    assert shop.ask("how many fruits do we carry").answer == shop.ask("how many fruits do we stock").answer


def test_sales_that_exceeded_an_amount(shop):
    over = sales(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25" and s["total"] > 12)
    _ends(shop.ask("how many transactions exceeding $12 in value last week"), str(len(over)))


def test_an_occasion_named_with_its_day_and_the_owner_as_mum(shop):
    buyers = {f"{s['customer']['first']} {s['customer']['last']}" for s in sales(lambda s: s["date"] == "2024-02-09")}
    answer = shop.ask("who bought something on our birthday, the 9th")
    assert {str(r[0]) for r in answer.steps[0].rows} == buyers, answer.answer
    saturday = sum(s["total"] for s in sales(lambda s: s["date"] == "2024-02-24"))
    _ends(shop.ask("how much did dad make last saturday"), money(saturday))
