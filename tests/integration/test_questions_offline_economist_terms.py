"""An economist's terms (set 96): a "run-rate" of takings, or takings "per calendar day", is the average per day;
a "trailing 14-day" figure is the last 14 days'; kilo "throughput" is kilos sold; "procurement" spend is the
purchase cost; "shrinkage (write-offs)" the write-offs; a price "currently in force" is today's, a "price level"
the price; the one that "contributes the largest share" has the most; "week-on-week: … minus the week before"
and "(last minus prior)" compare last week with the week before last."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("the daily run-rate of revenue last week", "the average revenue per day last week"),
    ("run-rate: takings per calendar day this month", "average takings per day this month"),
    ("average takings per day for the month (takings / days elapsed)", "average takings per day for the month"),
    ("trailing 3-day kilos sold", "kilos sold in the last 3 days"),
    ("trailing 10 day refunds, including today", "refunds in the last 10 days"),
    ("kg throughput last week", "kilos sold last week"),
    ("procurement expenditure with ABC this month", "purchase cost with ABC this month"),
    ("which customer contributes the largest share of spend?", "which customer has the most spend?"),
    ("shrinkage (write-offs) at cost this month", "write-offs at cost this month"),
    ("pear shelf price currently in force", "pear price now"),
    ("the apple price level on the 10th", "the apple price on the 10th"),
    ("W/W: kilos sold last week minus the prior week", "kilos sold last week minus the week before last"),
    ("the w/w change in refunds, last week vs the week before (last minus prior)",
     "the change in refunds, last week minus the week before last"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_a_run_rate_is_one_average_not_a_table_by_day(shop):
    assert shop.ask("Run-rate check: revenue per calendar day this month?").answer.startswith("Average revenue per day")


@pytest.mark.parametrize("said, plain", [
    ("refund outgoings last week", "refunds last week"),
    ("margin by customer in percent of their own revenue", "margin by customer in percent of their revenue"),
    ("refunds for the period to date", "refunds to date"),
    ("kilos sold by ISO week", "kilos sold by week"),
    ("refunds by ISO week (keyed on Monday)", "refunds by week"),
    ("kilos sold by weekday, aggregated over the month", "kilos sold by weekday, over the month"),
    ("average sale value across all net sales last week", "average sale value last week"),
    ("stock at cost on the balance sheet now", "stock at cost now"),
    ("how many distinct paying customers last week", "how many distinct customers last week"),
])
def test_more_of_the_economists_terms(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_a_realised_price_across_all_fruit_is_revenue_per_kilo(shop):
    said = "average realised price per kg across all fruit sold last week (revenue over kilos)"
    assert shop.ask(said).answer.startswith("Revenue per kilo sold")
