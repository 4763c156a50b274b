""""Which prices changed" asks whose prices: the products, each with its changes, not one count for
the shop (set 84's "which of your prices have you changed this month" was answered "3"). "How many
prices" is still the count. Expected products worked out from the demo month's price changes."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import RECORDS, demo  # noqa: F401


def _changed(first, last):
    return sorted({r["product"] for r in RECORDS if r["kind"] == "price_change" and first <= r["date"] <= last})


@pytest.mark.parametrize("question, first, last", [
    ("which prices did we change last week?", "2024-02-19", "2024-02-25"),
    ("Which of our prices have been changed since the 1st?", "2024-02-01", "2024-02-29"),
])
def test_which_prices_changed_lists_the_products(demo, question, first, last):  # noqa: F811
    answer = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29)).ask(question)
    assert sorted(str(row[0]) for row in answer.steps[-1].rows) == _changed(first, last), answer.answer


def test_how_many_prices_is_still_a_count(demo):  # noqa: F811
    answer = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29)).ask("how many prices did we change this month")
    assert answer.answer.endswith(f" {len(_changed('2024-02-01', '2024-02-29'))}."), answer.answer
