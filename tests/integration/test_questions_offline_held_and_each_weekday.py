"""Set 36: what "we have" or "hold" of a fruit, valued at cost, is its stock at cost (not what all its
deliveries cost); "each Sunday" asks for a row per Sunday, as "by day on Sundays" (a total or an
average said with it is still one figure). Numbers are computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_fruit_we_hold_valued_at_cost_is_its_stock_at_cost(shop):
    plain = shop.ask("what is our stock of pears worth at cost").answer
    assert plain.startswith("Stock at cost"), plain
    for asked in ("the cost value of the pears we have", "pears we are holding, their value at cost",
                  "what are the pears we hold worth at cost"):
        answer = shop.ask(asked).answer
        assert answer == plain, (asked, answer)
    whole = shop.ask("value at cost of all the fruit we hold").answer
    assert whole == shop.ask("what is our stock worth at cost").answer, whole


def test_fruit_we_bought_valued_at_cost_is_still_what_it_cost(shop):
    assert shop.ask("cost value of the pears we bought").answer.startswith("Purchase cost of pear")


def test_each_weekday_is_a_row_per_day(shop):
    fridays = [d for d in (dt.date(2024, 2, n) for n in range(1, 30)) if d.weekday() == 4]
    answer = shop.ask("revenue on each friday in february")
    by_day = {d.isoformat(): sum(s["total"] for s in sales(lambda s, d=d: s["date"] == d.isoformat()))
              for d in fridays}
    rows = {str(r[0]): float(r[1]) for r in answer.steps[-1].rows}
    assert rows == pytest.approx({d: v for d, v in by_day.items() if v}), answer.answer
    assert answer.answer.startswith("Revenue by day on fridays"), answer.answer


def test_each_weekday_with_a_total_is_one_figure(shop):
    total = sum(s["total"] for s in sales(lambda s: dt.date.fromisoformat(s["date"]).weekday() == 4))
    assert shop.ask("total takings each friday in february").answer.endswith(f"{money(total)}.")
