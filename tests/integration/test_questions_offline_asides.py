"""Set 16's asides and restatements: a refund said as "brought his things back … how much did we hand
him", "returned something … what was it worth", "how much all up"; gross profit "sales less what the
fruit we sold cost us"; "how much for one kilo"; "we have still … in shop" (the stock); "was in earlier"
(today); "is new" (said before a question). Numbers are computed from the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_a_refund_said_in_everyday_words(shop):
    refunded = defaultdict(float)
    for customer, _, date, total, _ in model().returns:
        refunded[(name(customer), date)] += total
    (who, date), total = sorted(refunded.items())[0]
    day = dt.date.fromisoformat(date).strftime("%d %B").lstrip("0")  # "23 February"
    _ends(shop.ask(f"{who} brought her things back on {day}, how much did we hand her"), money(total))
    _ends(shop.ask(f"{who} returned something on {day} - what was it worth"), money(total))
    everything = sum(t for _, _, _, t, _ in model().returns)
    _ends(shop.ask("how much money did we give back in February, all up"), money(everything))


def _profit(product=None):
    cost = {}
    for _, _, _, items in model().purchases:
        for item, _, unit_cost, _ in items:
            cost[item] = unit_cost
    return sum(t - q * cost[p] for s in sales() for p, q, _, t in s["items"] if product in (None, p))


def test_a_measure_said_with_its_definition(shop):
    _ends(shop.ask("gross profit in February, sales less what the fruit we sold cost us"), money(_profit()))
    _ends(shop.ask("profit for grape in february, selling minus buying cost"), money(_profit("grape")))


def test_what_we_hold_and_what_a_kilo_costs(shop):
    products = model().products
    _ends(shop.ask("price of mango now is how much for one kilo"), money(products["mango"]["price"]))
    _ends(shop.ask("apple we have still how many kilo in shop"), kg(products["apple"]["stock"]))


def test_asides_that_say_the_day(shop):
    today = sales(lambda s: s["date"] == THURSDAY.isoformat())
    someone = name(today[0]["customer"])
    spent = sum(s["total"] for s in today if name(s["customer"]) == someone)
    _ends(shop.ask(f"{someone} was in earlier, how much did she spend"), money(spent))
    first = {}
    for sale in sorted(sales(), key=lambda s: s["date"]):
        first.setdefault(name(sale["customer"]), sale["date"])
    newest = max(first, key=first.get)
    assert shop.ask(f"{newest} is new - when did she first come in").steps[0].rows[0][0] == first[newest]
