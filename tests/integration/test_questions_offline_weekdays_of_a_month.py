"""Set 36: one weekday among several — "which Friday did best", "the second Sunday of the month", "the
last Saturday in February" — and a day "of the month" ("on the 9th of the month", "before the 8th of the
month": this month's days before it). Numbers are computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _taken(keep):
    return sum(s["total"] for s in sales(lambda s: keep(dt.date.fromisoformat(s["date"]))))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_the_nth_weekday_of_a_month(shop):
    _ends(shop.ask("revenue on the second sunday of the month"), money(_taken(lambda d: d.day == 11)))
    _ends(shop.ask("takings on the last saturday in february"), money(_taken(lambda d: d.day == 24)))


def test_which_weekday_did_best(shop):
    fridays = {d: _taken(lambda x, d=d: x.day == d) for d in (2, 9, 16, 23)}
    best = max(fridays, key=fridays.__getitem__)
    answer = shop.ask("which friday this month had the most revenue").answer
    assert f"2024-02-{best:02d}" in answer, answer


def test_a_day_of_the_month(shop):
    _ends(shop.ask("revenue on the 9th of the month"), money(_taken(lambda d: d.day == 9)))
    _ends(shop.ask("takings before the 8th of the month"), money(_taken(lambda d: d.day < 8)))
