"""Set 16: stock-count write-offs said as "knocked off" and "losses" ("valued at purchase cost" said
again), visits "counting days", the fruits a customer has "tried", an aside naming today ("Thursday
again - …"), a named stretch said with its days ("the first week of trading, Thursday 1st to Sunday
4th"); fruit that "has gone off" is not read as sold. Numbers are computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_stock_count_losses(shop):
    counted = [(p, q) for p, _, q, reason in model().adjustments if reason == "stock count"]
    product = counted[0][0]
    _ends(shop.ask(f"how many kilos of {product} did the stock counts knock off"),
          kg(-sum(q for p, q in counted if p == product)))
    _ends(shop.ask(f"how much {product} have the stock counts knocked off in February"),
          kg(-sum(q for p, q in counted if p == product)))
    cost = {}
    for _, _, _, items in model().purchases:
        for item, _, unit_cost, _ in items:
            cost[item] = unit_cost
    _ends(shop.ask("what have the stock count losses cost us, valued at purchase cost"),
          money(-sum(q * cost[p] for p, q in counted)))


def test_days_and_fruits_of_a_customer(shop):
    someone = sorted({name(s["customer"]) for s in sales()})[1]
    mine = sales(lambda s: name(s["customer"]) == someone)
    _ends(shop.ask(f"how many visits did {someone} make, counting distinct days"), len({s["date"] for s in mine}))
    _ends(shop.ask(f"how many different products has {someone} tried"),
          len({p for s in mine for p, *_ in s["items"]}))


def test_asides_and_named_stretches(shop):
    today = sum(s["total"] for s in sales(lambda s: s["date"] == THURSDAY.isoformat()))
    _ends(shop.ask("Thursday again - what have we taken today"), money(today))
    first = sum(s["total"] for s in sales(lambda s: "2024-02-01" <= s["date"] <= "2024-02-04"))
    _ends(shop.ask("revenue for the first week of trading, the 1st to the 4th"), money(first))
    with pytest.raises(QuestionFailed):
        shop.ask("how much mango has gone off this month")  # spoiled, not sold
