"""Short forms typed at the till or by a data person: "gone out" with no "have" is sold, "stok" is stock,
"unique customers this week" their number, "the date of the latest delivery" and "the most recent
delivery" the last one. From the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_short_forms(shop):
    kilos = sum(q for s in sales(lambda s: s["date"] >= "2024-02-19" and s["date"] <= "2024-02-25")
                for p, q, *_ in s["items"] if p == "grape")
    _ends(shop.ask("kg of grapes gone out last week"), kg(kilos))
    assert shop.ask("stok of pears").answer.endswith(f"{kg(model().products['pear']['stock'])}.")
    week = {name(s["customer"]) for s in sales(lambda s: s["date"] >= "2024-02-26")}
    assert shop.ask("unique customers this week").answer.endswith(f"{len(week)}.")


def test_the_latest_or_most_recent_record(shop):
    last = max(date for _, date, _, items in model().purchases if any(p == "apple" for p, *_ in items))
    assert shop.ask("what was the date of the latest apple delivery?").answer.endswith(f"{last}.")
    assert shop.ask("the most recent apple delivery - when was it?").answer.endswith(f"{last}.")


def test_counted_purchases_and_deliveries(shop):
    visits: dict[str, int] = {}
    for s in sales(lambda s: s["date"] >= "2024-02-01"):
        visits[name(s["customer"])] = visits.get(name(s["customer"]), 0) + 1
    top = max(visits, key=lambda c: visits[c])
    answer = shop.ask("which customer made the most individual purchases this month?")
    assert top in answer.answer and answer.answer.endswith(f"{visits[top]}."), answer.answer
    deliveries: dict[str, int] = {}
    for supplier, *_ in model().purchases:
        deliveries[supplier] = deliveries.get(supplier, 0) + 1
    most = max(deliveries, key=lambda s: deliveries[s])
    answer = shop.ask("which supplier made the most deliveries?")  # their number, not what they cost us
    assert most in answer.answer and answer.answer.endswith(f"{deliveries[most]}."), answer.answer


def test_across_the_whole_shop_is_the_total(shop):
    assert shop.ask("kilos sold across the whole shop last week").answer == shop.ask("kilos sold last week").answer
