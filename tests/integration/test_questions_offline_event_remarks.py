"""A delivery or a write-off said beside a stock to say which moment is meant ("pears on hand on the 8th,
before the Hillside delivery", "grapes now, after the write-off"): checked against the records in a
step of its own and answered only when it holds; otherwise refused, saying what the records hold. The
stock and the days are worked out from the demo month by plain Python."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import RECORDS
from tests.support.simple_shop import SimpleShop


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _stock_at_close(product: str, day: str) -> float:
    model = SimpleShop()
    for record in RECORDS:
        if record["date"] <= day:
            model.apply(record)
    return model.products[product]["stock"]


def _delivered(product: str, supplier: str = "") -> list[str]:
    return sorted({r["date"] for r in RECORDS if r["kind"] == "purchase" and supplier in r["supplier"]["name"]
                   and any(i["product"] == product for i in r["items"])})


def _written_off(product: str) -> list[str]:
    return sorted({r["date"] for r in RECORDS if r["kind"] == "stock_adjustment" and r["product"] == product
                   and r["quantity"] < 0})


def _kg(value: float) -> str:
    return f"{value:g} kg."


def test_before_a_delivery_on_a_later_day_is_the_stock_at_that_days_close(shop):
    day = _delivered("pear", "Hillside")[0]
    before = (dt.date.fromisoformat(day) - dt.timedelta(days=1)).isoformat()
    answer = shop.ask(f"How much pear did we have on {before}, before the Hillside delivery?")
    assert answer.answer.endswith(_kg(_stock_at_close("pear", before))), answer.answer
    assert f"next delivered on {day}" in answer.answer and len(answer.steps) == 2  # the check is shown


def test_the_day_before_the_delivery(shop):
    day = _delivered("cherry")[-1]
    before = (dt.date.fromisoformat(day) - dt.timedelta(days=1)).isoformat()
    answer = shop.ask(f"what cherry stock did we have on {before}, the day before the delivery")
    assert answer.answer.endswith(_kg(_stock_at_close("cherry", before))), answer.answer


def test_after_that_days_write_off_and_after_the_write_off_now(shop):
    day = _written_off("cherry")[-1]
    answer = shop.ask(f"cherries on hand at close on {day} (after that day's write-off)")
    assert answer.answer.endswith(_kg(_stock_at_close("cherry", day))), answer.answer
    answer = shop.ask("How much cherry have we got now, after the write off?")
    assert answer.answer.endswith(_kg(_stock_at_close("cherry", THURSDAY.isoformat()))), answer.answer


@pytest.mark.parametrize("asked, said", [
    # a delivery on the day itself: the close is after it, not before
    ("banana stock at close on 2024-02-08, before the Hillside delivery", "2024-02-08 itself"),
    # the next delivery is two days on, not the next day
    ("cherry stock on 2024-02-26, the day before the delivery", "was on 2024-02-28"),
    # no write-off of that fruit on that day
    ("apple stock at close on 2024-02-20, after that day's write-off", "no apple written off on 2024-02-20"),
])
def test_a_remark_the_records_do_not_bear_out_is_refused_saying_what_they_hold(shop, asked, said):
    assert "2024-02-08" in _delivered("banana", "Hillside") and "2024-02-20" not in _written_off("apple")
    with pytest.raises(QuestionFailed) as refusal:
        shop.ask(asked)
    assert said in str(refusal.value), str(refusal.value)


@pytest.mark.parametrize("asked", [
    "how much apple have we now, before the delivery",  # now is after every delivery
    "revenue on 2024-02-07, before the Hillside delivery",  # a remark beside anything but a stock
])
def test_a_remark_that_cannot_be_checked_is_refused(shop, asked):
    with pytest.raises(QuestionFailed):
        shop.ask(asked)



def test_after_a_delivery_named_by_no_day_is_answered_only_when_right_after_it_and_now_agree(shop):
    last = _delivered("pear")[-1]
    then, now = _stock_at_close("pear", last), _stock_at_close("pear", THURSDAY.isoformat())
    assert then != now
    with pytest.raises(QuestionFailed) as refusal:
        shop.ask("pear stock after the delivery")  # right after the last one, or now?
    assert f"at the close of {last}, the stock was {then:g} kg" in str(refusal.value), str(refusal.value)
