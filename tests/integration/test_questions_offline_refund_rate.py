"""Refunds over the takings of the same time: "refunds as a percentage of takings last week", "the refund
rate this month", "what share of the takings were refunds". Both figures are shown. From the demo."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _rate(first, last):
    refunds = sum(r[3] for r in model().returns if first <= r[2] <= last)
    return f"{refunds * 100 / sum(s['total'] for s in sales(lambda s: first <= s['date'] <= last)):.2f}%."


def test_refunds_over_takings(shop):
    assert shop.ask("refunds as a percentage of takings last week").answer.endswith(_rate("2024-02-19", "2024-02-25"))
    assert shop.ask("what's the refund rate this month?").answer.endswith(_rate("2024-02-01", "2024-02-29"))
    assert shop.ask("What share of the revenue in the week of the 12th was refunded?").answer.endswith(
        _rate("2024-02-12", "2024-02-18"))
