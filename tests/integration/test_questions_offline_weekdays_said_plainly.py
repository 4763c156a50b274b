"""Days said plainly by an older shopkeeper (set 80): weekday takings with "Monday to Friday, no weekends"
after them are the weekdays said again; what "your Saturdays have taken" is the takings on Saturdays;
"Start the weeks on a Monday." after a table by week says how its weeks are keyed already; "young Zoe"
is Zoe. Numbers are computed from the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, revenue, sales  # noqa: F401
from tests.support.asking import THURSDAY, weekday_of


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)



def test_weekdays_said_again_as_monday_to_friday(shop):
    weekdays = revenue(lambda s: weekday_of(s) < 5 and "2024-02-12" <= s["date"] <= "2024-02-18")
    answer = shop.ask("Weekday takings in the week of the 12th, Monday to Friday only, not the weekend").answer
    assert answer.endswith(f"{money(weekdays)}."), answer


def test_what_a_weekday_has_taken(shop):
    sundays = revenue(lambda s: weekday_of(s) == 6)
    assert shop.ask("What did the Sundays take, all of them?").answer.endswith(f"{money(sundays)}.")


def test_weeks_started_on_monday_in_a_sentence_of_their_own(shop):
    by_week: dict[str, float] = defaultdict(float)
    for s in sales():
        day = dt.date.fromisoformat(s["date"])
        by_week[(day - dt.timedelta(days=day.weekday())).isoformat()] += s["total"]
    rows = shop.ask("Takings for each week, please. Begin the weeks on a Monday.").steps[-1].rows
    assert {str(r[0]): round(float(r[1]), 2) for r in rows} == {k: round(v, 2) for k, v in by_week.items()}


def test_young_before_a_name(shop):
    ida = sum(s["total"] for s in sales() if s["customer"]["first"] == "Ida")
    assert shop.ask("What has young Ida spent?").answer.endswith(f"{money(ida)}.")
