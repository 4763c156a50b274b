"""A time said by a product's price change: "since the price drop", "after the price went up", "before we
cut it". The change's own day is the moment (its new price holds from that day): since it is that day on,
before it is up to the day before. A change that is not there that way (pears never went up), or more
than one, leaves the question refused as before. Computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import RECORDS, demo, kg, money, sales  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _changed(product):
    (day,) = [r["date"] for r in RECORDS if r["kind"] == "price_change" and r["product"] == product]
    return day


def _sold(product, keep):
    return [(q, t) for s in sales(keep) for p, q, _, t in s["items"] if p == product]


def test_kilos_before_and_takings_since_a_rise(shop):
    day = _changed("orange")
    before = sum(q for q, _ in _sold("orange", lambda s: s["date"] < day))
    since = sum(t for _, t in _sold("orange", lambda s: s["date"] >= day))
    assert shop.ask("how many kilos of oranges did we sell before the price went up?").answer.endswith(kg(before) + ".")
    assert shop.ask("what did oranges take after they put the price up").answer.endswith(money(since) + ".")


def test_kilos_since_a_cut(shop):
    day = _changed("pear")
    assert shop.ask("kilos of pears sold since the price drop").answer.endswith(
        kg(sum(q for q, _ in _sold("pear", lambda s: s["date"] >= day))) + ".")


def test_the_price_before_a_cut_is_the_old_price(shop):
    (old,) = [r for r in RECORDS if r["kind"] == "price_change" and r["product"] == "pear"]
    before = [r for r in RECORDS if r["kind"] == "purchase" and any(
        i["product"] == "pear" and i.get("selling_price") for i in r["items"]) and r["date"] < old["date"]]
    shelf = [i["selling_price"] for i in before[-1]["items"] if i["product"] == "pear"][0]
    assert shop.ask("What was the pear price before we cut it?").answer.endswith(money(shelf) + ".")


@pytest.mark.parametrize("question", ["pear takings since the price went up", "apple takings since the price change"])
def test_a_change_that_is_not_there_stays_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)


@pytest.mark.parametrize("question", ["what are we charging for pears now after the price change?",
                                      "Price of oranges now, after we put them up?"])
def test_a_price_now_with_the_change_as_a_remark_is_the_price_now(shop, question):
    product = "pear" if "pear" in question else "orange"
    (change,) = [r for r in RECORDS if r["kind"] == "price_change" and r["product"] == product]
    assert shop.ask(question).answer.endswith(money(change["selling_price"]) + ".")


def test_a_day_said_with_the_change_is_read_as_said(shop):
    day = _changed("orange")
    answer = shop.ask("how many kilos of oranges sold since the price went up on the 18th? from the 18th on")
    assert answer.answer.endswith(kg(sum(q for q, _ in _sold("orange", lambda s: s["date"] >= day))) + ".")
