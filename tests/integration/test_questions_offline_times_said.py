"""Set 16's times said another way: "until now", "Monday to Sunday" after a week, "the weekend just
gone", "yesterday, Wednesday", "all month", "on 27", "weekend days", "the saturday takings, all
saturdays". Every number is computed from the demo's records by the plain-Python shop, the day asked
being Thursday 29 February."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, sales  # noqa: F401

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


def test_times_said_on_the_shop_floor(shop):
    _ends(shop.ask("what did we take this week until now"), money(_revenue("2024-02-26", "2024-02-29")))
    _ends(shop.ask("revenue last week, Monday to Sunday"), money(_revenue("2024-02-19", "2024-02-25")))
    _ends(shop.ask("kilos of cherry sold over the weekend just gone"), kg(_kilos("cherry", "2024-02-24",
                                                                                "2024-02-25")))
    _ends(shop.ask("what did we take yesterday, Wednesday"), money(_revenue("2024-02-28", "2024-02-28")))
    with pytest.raises(QuestionFailed):
        shop.ask("what did we take yesterday, Friday")  # the day said is not yesterday: not read past
    refunds = sum(total for _, _, date, total, _ in model().returns if date >= "2024-02-01")
    _ends(shop.ask("refunds all month"), money(refunds))
    _ends(shop.ask("revenue on 27"), money(_revenue("2024-02-27", "2024-02-27")))
    weekend = sum(q for s in sales() for p, q, _, _ in s["items"]
                  if p == "grape" and dt.date.fromisoformat(s["date"]).weekday() >= 5)
    _ends(shop.ask("grape kilos sold on weekend days"), kg(weekend))
    saturdays = sum(s["total"] for s in sales() if dt.date.fromisoformat(s["date"]).weekday() == 5)
    _ends(shop.ask("the saturday takings, all saturdays together"), money(saturdays))
