"""Set 78's business-studies mentor: sales "by count" are their number, the weekday that "sees" the most of
them has them, takings "per calendar day" and "per weekday" are averages per day (over every day, or the
weekdays), "there were N of them" said with such an average is checked against the days counted, days whose
takings "cleared $35" were over it, "realised takings per kilo, fruit by fruit" the takings over the kilos
sold by fruit. Numbers are computed from the demo's records."""

import datetime as dt
from collections import Counter, defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money, revenue, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


def _weekday(text: str) -> int:
    return dt.date.fromisoformat(text).weekday()


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_sales_by_count_on_the_weekday_that_sees_most(shop):
    counts = Counter(dt.date.fromisoformat(s["date"]).strftime("%A") for s in sales())
    (top, n), (_, second) = counts.most_common(2)
    assert n > second
    answer = shop.ask("Which weekday sees the most sales by count in February?")
    assert str(answer.steps[-1].rows[0][0]) == top, answer.answer


def test_averages_per_calendar_day_and_per_weekday(shop):
    assert shop.ask("Average takings per calendar day in February?").answer.endswith(f"{money(revenue() / 29)}.")
    weekdays = revenue(lambda s: _weekday(s["date"]) < 5)
    answer = shop.ask("Average takings per weekday in February - there were 21 of them?").answer
    assert answer.endswith(f"{money(weekdays / 21)}."), answer
    with pytest.raises(QuestionFailed, match="21"):
        shop.ask("Average takings per weekday in February - there were 22 of them?")
    weekend = revenue(lambda s: _weekday(s["date"]) >= 5)
    assert shop.ask("average takings per weekend day in February").answer.endswith(f"{money(weekend / 8)}.")


def test_days_that_cleared_a_figure(shop):
    by_day: dict[str, float] = defaultdict(float)
    for s in sales():
        by_day[s["date"]] += s["total"]
    rows = shop.ask("Which days in February did takings clear $35?").steps[-1].rows
    assert sorted(str(r[0]) for r in rows) == sorted(d for d, v in by_day.items() if v > 35)


def test_realised_takings_per_kilo_fruit_by_fruit(shop):
    money_of: dict[str, float] = defaultdict(float)
    kilos_of: dict[str, float] = defaultdict(float)
    for s in sales():
        for product, quantity, _, total in s["items"]:
            money_of[product] += total
            kilos_of[product] += quantity
    rows = shop.ask("Realised takings per kilo in February, fruit by fruit").steps[-1].rows
    assert {str(r[0]): float(r[1]) for r in rows} == pytest.approx(
        {p: round(money_of[p] / kilos_of[p], 2) for p in money_of}, abs=0.006)


def _kilos(keep) -> float:
    return sum(q for s in sales(keep) for _, q, _, _ in s["items"])


def test_two_times_side_by_side_are_a_percentage_change(shop):
    this = _kilos(lambda s: s["date"] >= "2024-02-26")
    last = _kilos(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25")
    answer = shop.ask("This week against last week: percentage change in kilos sold?").answer
    assert answer.endswith(f"{100 * (this - last) / last:+.2f}%."), answer
    first = revenue(lambda s: "2024-02-05" <= s["date"] <= "2024-02-11")
    second = revenue(lambda s: "2024-02-19" <= s["date"] <= "2024-02-25")
    answer = shop.ask("How did takings move from the week beginning 5 February to the week beginning 19 February, "
                      "as a percentage?").answer
    assert answer.endswith(f"{100 * (second - first) / first:+.2f}%."), answer


def test_two_fruits_side_by_side_are_not_read_as_a_change(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("Apples against pears: percentage change in takings?")


def test_refunds_over_net_takings_and_slow_days(shop):
    refunded = sum(total for _, _, date, total, _ in model().returns if date.startswith("2024-02"))
    answer = shop.ask("Refunds as a share of net takings in February, in percent?").answer
    assert answer.endswith(f"{100 * refunded / revenue():.2f}%."), answer
    by_day: dict[str, float] = defaultdict(float)
    for s in sales():
        by_day[s["date"]] += s["total"]
    rows = shop.ask("And the quiet days in February - which came in under $12?").steps[-1].rows
    assert sorted(str(r[0]) for r in rows) == sorted(d for d, v in by_day.items() if v < 12)
    plain = shop.ask("gross profit by product in February").answer
    assert shop.ask("gross profit by product in February - let's see where the money is").answer == plain
