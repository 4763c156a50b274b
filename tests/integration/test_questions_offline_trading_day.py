"""Set 16: the takings "per trading day" are the shop's takings over the days it sold anything (no
period needed: the days are counted from the sales); a product's "per trading day" is not read (its
days, or the shop's?). Computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_takings_per_trading_day(shop):
    every = sales()
    answer = shop.ask("what do we make on an average trading day")
    assert answer.answer.endswith(f"{money(sum(s['total'] for s in every) / len({s['date'] for s in every}))}.")
    week = sales(lambda s: "2024-02-12" <= s["date"] <= "2024-02-18")
    answer = shop.ask("average takings per trading day in the week of the 12th")
    assert answer.answer.endswith(f"{money(sum(s['total'] for s in week) / len({s['date'] for s in week}))}."), \
        answer.answer
    with pytest.raises(QuestionFailed):
        shop.ask("average revenue per trading day for cherries")
