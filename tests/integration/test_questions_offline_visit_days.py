"""Set 16: days counted between visits — "how many days since X last came in" (today less her last
sale's day) and "how many days between X's first and last visits" (her last sale's day less her
first's). Computed from the demo's records, on SQLite and PostgreSQL."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_days_since_and_between_visits(shop):
    for someone in sorted({name(s["customer"]) for s in sales()})[:3]:
        days = sorted(dt.date.fromisoformat(s["date"]) for s in sales(lambda s, who=someone: name(s["customer"]) == who))
        answer = shop.ask(f"how many days has it been since {someone} last visited")
        assert answer.answer.endswith(f" {(THURSDAY - days[-1]).days}."), answer.answer
        answer = shop.ask(f"how many days passed between {someone}'s first and last visits")
        assert answer.answer.endswith(f" {(days[-1] - days[0]).days}."), answer.answer
