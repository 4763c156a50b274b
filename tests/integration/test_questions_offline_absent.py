"""Set 16: customers by when they were last or first in — "who hasn't shown up since the 22nd" are
those whose last visit was before that day, "which customers started coming after the 10th" those
whose first visit was after it; each listed with that visit's date. Computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _visits():
    last, first = {}, {}
    for sale in sales():
        who = name(sale["customer"])
        last[who] = max(last.get(who, sale["date"]), sale["date"])
        first[who] = min(first.get(who, sale["date"]), sale["date"])
    return last, first


def test_who_has_not_been_in_since_a_day(shop):
    last, _ = _visits()
    for day in ("2024-02-22", "2024-02-26"):
        rows = shop.ask(f"which customers haven't popped in since the {int(day[-2:])}nd"
                        if day.endswith("22") else "who hasn't come by since the 26th").steps[0].rows
        assert {r[0]: r[1] for r in rows} == {who: d for who, d in last.items() if d < day}


def test_who_started_coming_after_a_day(shop):
    _, first = _visits()
    rows = shop.ask("which customers started shopping after the 10th").steps[0].rows
    assert {r[0]: r[1] for r in rows} == {who: d for who, d in first.items() if d > "2024-02-10"}


def test_not_in_among_a_products_buyers_is_refused(shop):
    with pytest.raises(QuestionFailed):  # was read as "haven't bought mango since the 21st"
        shop.ask("which customers that bought mango haven't been in since the 21st")
