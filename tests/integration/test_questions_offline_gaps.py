"""A difference said as a sum to work out (set 24): "A minus B", "how did A compare with B, the
difference", "the change from A to B" — signed, the first less the second or (from one time to the
next) the second less the first; "from the 2nd to the 9th" alone is one stretch, not two sides. A
half named with its days is those days. Numbers from the demo's records by the plain-Python shop,
the day asked being Thursday 29 February."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, sales  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _sold(first, last, product=None, kilos=False):
    return sum(q if kilos else t for s in sales(lambda s: first <= s["date"] <= last) for p, q, _, t in s["items"]
               if product in (None, p))


def test_a_minus_b_keeps_its_sign(shop):
    gap = _sold("2024-02-08", "2024-02-21", "mango", True) - _sold("2024-02-01", "2024-02-07", "mango", True)
    answer = shop.ask("kilos of mango sold, the 8th to the 21st minus the 1st to the 7th")
    assert answer.answer.endswith(f"the first less the second is {kg(gap)}."), answer.answer


def test_compared_with_and_a_change_from_one_time_to_the_next(shop):
    gap = _sold("2024-02-10", "2024-02-10") - _sold("2024-02-03", "2024-02-03")
    answer = shop.ask("how do takings on the 10th compare to takings on the 3rd? what's the gap")
    assert answer.answer.endswith(f"is {money(gap)}."), answer.answer
    change = _sold("2024-02-26", "2024-02-29", "orange") - _sold("2024-02-19", "2024-02-25", "orange")
    answer = shop.ask("growth in orange revenue from last week to this week")
    assert answer.answer.endswith(f"the second less the first is {money(change)}."), answer.answer


def test_one_stretch_is_not_two_sides_and_a_half_is_its_days(shop):
    with pytest.raises(QuestionFailed, match="More than what"):
        shop.ask("the change in takings from the 2nd to the 9th")
    answer = shop.ask("pear kilos sold in the second half (16th-29th)")
    assert answer.answer.endswith(f"{kg(_sold('2024-02-16', '2024-02-29', 'pear', True))}."), answer.answer
