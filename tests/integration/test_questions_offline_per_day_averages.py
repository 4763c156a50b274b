"""Averages over days: "how many sales do we average per day" (the sales over the days — it was refused as
"an average of what?"), "the average take on a Saturday", "average takings on Thursdays" (the takings of
those weekdays over how many there were), and any of them with no period said: over every day the
records speak for, from the first to today, said back with its dates. Computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, revenue, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)
FEBRUARY = [dt.date(2024, 2, d) for d in range(1, 30)]


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _on(days):
    dates = {d.isoformat() for d in days}
    return lambda s: s["date"] in dates


@pytest.mark.parametrize("question", ["how many sales do we average per day?",
                                      "Average number of sales per day this month"])
def test_sales_per_day(shop, question):
    answer = shop.ask(question)
    assert answer.answer.endswith(f"{len(sales()) / 29:.2f}.")
    assert "2024-02-01 to 2024-02-29" in answer.answer


def test_sales_per_day_of_one_weekday(shop):
    saturdays = [d for d in FEBRUARY if d.weekday() == 5]
    answer = shop.ask("average number of sales per day on Saturdays")
    assert answer.answer.endswith(f"{len(sales(_on(saturdays))) / len(saturdays):.2f}.")


@pytest.mark.parametrize(("question", "weekday"), [("average takings on Thursdays", 3),
                                                   ("What's the average take on a Saturday?", 5),
                                                   ("What do we take on an average Sunday?", 6)])
def test_the_takings_of_an_average_weekday(shop, question, weekday):
    days = [d for d in FEBRUARY if d.weekday() == weekday]
    assert shop.ask(question).answer.endswith(money(round(revenue(_on(days)) / len(days) + 1e-9, 2)) + ".")


def test_an_average_per_day_with_no_period_is_over_every_day_so_far(demo):  # noqa: F811
    tenth = dt.date(2024, 2, 10)
    answer = Questions(demo.ledger, today=lambda: tenth).ask("how many kilos do we sell per day on average")
    days = FEBRUARY[:10]
    want = sum(q for s in sales(_on(days)) for _, q, *_ in s["items"]) / len(days)
    assert "2024-02-01 to 2024-02-10" in answer.answer
    assert answer.answer.endswith(kg(round(want + 1e-9, 3)) + ".")


def test_an_average_per_day_by_weekday_is_over_each_weekdays_own_days(shop):
    rows = shop.ask("average takings per day by weekday this month").steps[-1].rows
    want = {}
    for weekday in range(7):
        days = [d for d in FEBRUARY if d.weekday() == weekday]
        want[days[0].strftime("%A")] = round(revenue(_on(days)) / len(days) + 1e-9, 2)
    assert {r[0]: r[1] for r in rows} == want  # each weekday's takings over its own number of days, not over 29
    best = shop.ask("Which weekday has the best average day's takings this month?").steps[-1].rows
    assert best[0][0] == max(want, key=want.get)


def test_an_average_per_day_by_week_is_asked_about(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("average takings per day by week this month")


def test_an_average_saturday(demo):  # noqa: F811  (moved from test_questions_offline.py)
    saturdays = [d for d in range(1, 30) if dt.date(2024, 2, d).weekday() == 5]
    takings = revenue(lambda s: dt.date.fromisoformat(s["date"]).weekday() == 5)
    assert demo.ask("what do we take on an average Saturday in February").answer.endswith(
        f"was {money(takings / len(saturdays))}.")
    weekend_days = [d for d in range(1, 30) if dt.date(2024, 2, d).weekday() >= 5]
    assert demo.ask("average revenue per day on weekends in February").answer.endswith(
        f"was {money(revenue(lambda s: dt.date.fromisoformat(s['date']).weekday() >= 5) / len(weekend_days))}.")
    # with no period said: every Saturday the records speak for, from the first day to today, said back
    answer = demo.ask("what do we take on an average Saturday").answer
    assert "since the records start (2024-02-01 to 2024-03-01)" in answer
    assert answer.endswith(f"was {money(takings / len(saturdays))}.")  # the 1st of March is a Friday
