"""A data analyst's shorthand (set 80): "txn" for a sale, "SKU" for a product, "AOV" for the average sale
value, "GM $" and "GM%" for the gross profit and margin, "refund count" for the number of returns, a
"lifetime" total over every record, "n txns" for their number, "(exclusive)" after "before", "weekday-only".
Numbers are computed from the demo's records."""

import datetime as dt
from collections import Counter

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, revenue, sales  # noqa: F401
from tests.support.asking import THURSDAY, weekday_of


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)



def test_txns_are_sales(shop):
    n = len(sales(lambda s: s["date"] < "2024-02-12"))
    assert shop.ask("n txns before the 12th (exclusive)").answer.endswith(f" {n}."), n
    weekdays = Counter(dt.date.fromisoformat(s["date"]).strftime("%A") for s in sales())
    rows = shop.ask("txn count split by weekday").steps[-1].rows
    assert {str(r[0]): r[1] for r in rows} == dict(weekdays)
    kilos = sum(q for s in sales() for _, q, _, _ in s["items"])
    assert shop.ask("mean kg per txn across Feb").answer.endswith(f"{kg(kilos / len(sales()))}.")


def test_aov_with_its_sum_said_and_on_weekdays(shop):
    assert shop.ask("Feb AOV (takings / # txns)?").answer.endswith(f"{money(revenue() / len(sales()))}.")
    weekday = sales(lambda s: weekday_of(s) < 5)
    average = sum(s["total"] for s in weekday) / len(weekday)
    assert shop.ask("weekday-only AOV").answer.endswith(f"{money(average)}.")


def test_skus_and_gross_margin_shorthand(shop):
    rows = shop.ask("price list by SKU please").steps[-1].rows
    assert len(rows) == len(model().products)
    gross = shop.ask("GM $ in February").answer
    assert gross.startswith("Gross profit"), gross
    assert "gross margin" in shop.ask("SKU with the lowest GM%").answer


def test_counts_of_refunds_and_big_baskets(shop):
    returned = [s for s in model().sales if s["returned"]]
    by_customer = Counter(f"{s['customer']['first']} {s['customer']['last']}" for s in returned)
    rows = shop.ask("refund count per customer").steps[-1].rows
    assert {str(r[0]): r[1] for r in rows} == dict(by_customer)
    big = len(sales(lambda s: s["total"] > 12))
    assert shop.ask("how many txns had a basket value > $12?").answer.endswith(f" {big}.")


def test_lifetime_spend(shop):
    spent: Counter[str] = Counter()
    for s in sales():
        spent[f"{s['customer']['first']} {s['customer']['last']}"] += s["total"]
    over = sum(1 for v in spent.values() if v > 50)
    answer = shop.ask("how many customers have lifetime spend > $50? (returned txns excluded)").answer
    assert answer.endswith(f" {over}."), answer
