"""Set 18's three wrong answers, by cause: "as of today" beside a stretch of time is when the stretch
is read, not a day of its own; a count asked with a trailing "#"; what "the shop had" is refused as
"what we had" is (stock, or sold?). Every number is computed from the demo's records by the
plain-Python shop."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401


def _revenue(first, last):
    return sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last))


def test_as_of_today_beside_a_stretch_is_not_a_day(demo):  # noqa: F811
    thursday = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))
    answer = thursday.ask("turnover for this month as at today, please")
    assert answer.answer.endswith(f"{money(_revenue('2024-02-01', '2024-02-29'))}."), answer.answer
    tenth = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 10))
    answer = tenth.ask("takings month to date, as of now")
    assert answer.answer.endswith(f"{money(_revenue('2024-02-01', '2024-02-10'))}."), answer.answer
    answer = tenth.ask("stock of banana as of today")  # alone, today is the day asked
    assert "2024-02-10" in answer.answer


def test_a_trailing_hash_asks_for_a_count(demo):  # noqa: F811
    tuesday = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 13))
    count = len(sales(lambda s: s["date"] == "2024-02-13"))
    assert tuesday.ask("sales today #").answer.endswith(f" {count}."), count


def test_what_the_shop_had_is_asked_about_not_read_as_sold(demo):  # noqa: F811
    thursday = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))
    with pytest.raises(QuestionFailed, match="did the shop have"):
        thursday.ask("How many kilos of grapes did the shop have on the 9th?")


def test_a_stock_or_price_at_the_end_of_a_day_still_to_come_is_not_answered(demo):  # noqa: F811
    # Answered, today's figure (or, on a shop that already holds later records, a later one) went out under
    # the name of a day that has not come: "Stock of apple at the end of 2024-02-25" asked on the 20th.
    tuesday = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 20))
    for question in ("How many kilos of apples are in stock at the end of this week?",
                     "pear stock at month end", "what's the price of mangoes at the end of the month"):
        with pytest.raises(QuestionFailed, match="has not come yet"):
            tuesday.ask(question)
    assert "2024-02-18" in tuesday.ask("stock of apples at the end of last week").answer
