"""Set 78's weekend manager texting: "tkgs" are takings, "btwn the 3rd n the 6th" is between them, "b4 12th"
before it, "wk to date" this week so far; a weekday said with "each week" is every such weekday, a row per
week; a weekday said with "so far" on that very day is today; "(sat+sun)" after a weekend or over a stretch
is its weekend days; "by weekday (mon-sun)" is the grouping by weekday. Numbers are computed from the demo's
records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, revenue, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)
SUNDAY = dt.date(2024, 2, 18)


def _weekday(text: str) -> int:
    return dt.date.fromisoformat(text).weekday()


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.fixture()
def sunday_shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: SUNDAY)


def test_texted_takings_and_days(shop):
    between = revenue(lambda s: "2024-02-03" <= s["date"] <= "2024-02-06")
    assert shop.ask("tkgs btwn the 3rd n the 6th").answer.endswith(f"{money(between)}."), between
    before = revenue(lambda s: s["date"] < "2024-02-12")
    assert shop.ask("tkgs b4 12th").answer.endswith(f"{money(before)}.")
    week = revenue(lambda s: s["date"] >= "2024-02-26")
    answer = shop.ask("what r tkgs wk to date").answer
    assert "2024-02-26" in answer and answer.endswith(f"{money(week)}."), answer


def test_a_weekday_each_week_is_a_row_per_week(shop):
    by_week: dict[str, float] = defaultdict(float)
    for s in sales(lambda s: _weekday(s["date"]) == 4):
        day = dt.date.fromisoformat(s["date"])
        by_week[(day - dt.timedelta(days=day.weekday())).isoformat()] += s["total"]
    for asked in ("fri tkgs each wk", "friday takings every week"):
        answer = shop.ask(asked)
        rows = {str(r[0]): float(r[1]) for r in answer.steps[-1].rows}
        assert rows == pytest.approx(dict(by_week)), (asked, answer.answer)


def test_a_weekday_so_far_on_that_day_is_today(sunday_shop):
    today = revenue(lambda s: s["date"] == "2024-02-18")
    for asked in ("tkgs sun so far", "what have we taken on sunday so far"):
        answer = sunday_shop.ask(asked).answer
        assert "2024-02-18" in answer and answer.endswith(f"{money(today)}."), (asked, answer)


def test_the_weekend_days_said_again_or_over_a_stretch(shop):
    month = sum(q for s in sales(lambda s: _weekday(s["date"]) >= 5) for _, q, _, _ in s["items"])
    assert shop.ask("kilos sold sat+sun this month").answer.endswith(f"{kg(month)}.")
    last = revenue(lambda s: s["date"] in ("2024-02-24", "2024-02-25"))
    assert shop.ask("last wknd takings (sat + sun)").answer.endswith(f"{money(last)}.")


def test_by_weekday_with_its_days_named(shop):
    totals: dict[str, float] = defaultdict(float)
    for s in sales():
        totals[dt.date.fromisoformat(s["date"]).strftime("%A")] += s["total"]
    answer = shop.ask("takings by weekday (mon-sun)")
    assert {str(r[0]): float(r[1]) for r in answer.steps[-1].rows} == pytest.approx(dict(totals)), answer.answer


def test_the_weekend_days_said_again_with_no_which_weekend_are_left(shop):
    # "wknd takings? sat+sun" says neither which weekend nor a stretch: not read as every weekend
    with pytest.raises(QuestionFailed):
        shop.ask("wknd takings? sat+sun")


def test_a_short_weekday_alone_on_that_day_is_asked_about(sunday_shop):
    with pytest.raises(QuestionFailed, match="today, or last Sunday"):  # read before as the Sunday before
        sunday_shop.ask("tkgs sun")
    saturday = revenue(lambda s: s["date"] == "2024-02-17")
    assert sunday_shop.ask("tkgs sat").answer.endswith(f"{money(saturday)}.")
