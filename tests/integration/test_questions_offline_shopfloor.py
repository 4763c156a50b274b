"""Set 16's shop floor: the till, fruit gone out, what we are sitting on, what a customer picked up,
who came by, the top line, a delivery said with a stock question, and times said another way
("until now", "Monday to Sunday", "the weekend just gone", "all month", "on 28"). Every number is
computed from the demo's records by the plain-Python shop, the day asked being Thursday 29 February."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _revenue(first, last):
    return sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last))


def _kilos(product, first, last):
    return sum(q for s in sales(lambda s: first <= s["date"] <= last) for p, q, _, _ in s["items"] if p == product)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_the_till_and_what_has_gone_out(shop):
    _ends(shop.ask("what did the till take yesterday"), money(_revenue("2024-02-28", "2024-02-28")))
    _ends(shop.ask("What does the till say for yesterday?"), money(_revenue("2024-02-28", "2024-02-28")))
    _ends(shop.ask("the till total for the 27th"), money(_revenue("2024-02-27", "2024-02-27")))
    _ends(shop.ask("how much mango has gone out this week"), kg(_kilos("mango", "2024-02-26", "2024-02-29")))
    _ends(shop.ask("How much did the 20th take?"), money(_revenue("2024-02-20", "2024-02-20")))


def test_what_we_are_sitting_on(shop):
    stock = model().products
    _ends(shop.ask("how many kilos of mango are we sitting on"), kg(stock["mango"]["stock"]))
    _ends(shop.ask("Pears - how much is out the back?"), kg(stock["pear"]["stock"]))
    _ends(shop.ask("how many oranges have we got"), kg(stock["orange"]["stock"]))
    rows = shop.ask("what are we holding more than 25 kilos of").steps[0].rows
    assert {r[0] for r in rows} == {p for p, v in stock.items() if v["stock"] > 25}
    _ends(shop.ask("With the delivery in, what's the grape count now?"), kg(stock["grape"]["stock"]))
    lowest = min(stock, key=lambda p: stock[p]["stock"])
    assert shop.ask("which line are we shortest on").steps[0].rows[0][0] == lowest


def test_what_a_customer_picked_up_and_who_came_by(shop):
    on_27 = sales(lambda s: s["date"] == "2024-02-27")
    mango = {name(s["customer"]) for s in on_27 if any(p == "mango" for p, *_ in s["items"])}
    if mango:
        assert {r[0] for r in shop.ask("who picked up mango on the 27th").steps[0].rows} == mango
    assert {r[0] for r in shop.ask("Which customers came by on the 27th?").steps[0].rows} == {
        name(s["customer"]) for s in on_27}
    kilos = defaultdict(float)
    for sale in sales():
        for _, quantity, _, _ in sale["items"]:
            kilos[name(sale["customer"])] += quantity
    ranked = sorted(kilos.values())
    if ranked[-1] != ranked[-2]:
        assert shop.ask("which customer carried off the most kilos").steps[0].rows[0][0] == max(kilos, key=kilos.get)


def test_money_words_of_a_partner(shop):
    _ends(shop.ask("the top line for the month"), money(_revenue("2024-02-01", "2024-02-29")))
    paid = sum(total for _, date, total, _ in model().purchases if date >= "2024-02-01")
    _ends(shop.ask("what have we laid out on deliveries in February"), money(paid))
    value = defaultdict(float)
    for sale in sales():
        for product, _, _, total in sale["items"]:
            value[product] += total
    assert shop.ask("which fruit leads on revenue").steps[0].rows[0][0] == max(value, key=value.get)
    assert shop.ask("what is our top earner by revenue").steps[0].rows[0][0] == max(
        value, key=value.get)
    rows = shop.ask("break the revenue down by product").steps[0].rows
    assert {r[0]: round(r[1], 2) for r in rows} == {p: round(v, 2) for p, v in value.items()}


def test_a_price_asked_per_kilo(shop):
    _ends(shop.ask("what are pears per kilo"), money(model().products["pear"]["price"]))
    _ends(shop.ask("a customer asking - what is mango per kg"), money(model().products["mango"]["price"]))


def test_gone_said_of_something_else_is_not_sold(shop):
    for question in ("how many customers have gone through today", "how much mango has gone off this month"):
        with pytest.raises(QuestionFailed):
            shop.ask(question)
