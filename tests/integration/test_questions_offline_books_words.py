"""Set 38 (and 36): the books' words — returns "logged", sales "posted", entries "booked", "the exact
revenue", "the aggregate value", stock "measured at cost" — say what the shop already reads; a count of
write-offs "for the reason 'stock count'" (or stolen) counts only those, and says so. Numbers are
computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_the_books_words(shop):
    _ends(shop.ask("how many sales were posted on the 20th"), len(sales(lambda s: s["date"] == "2024-02-20")))
    _ends(shop.ask("the exact takings on the 21st"),
          money(sum(s["total"] for s in sales(lambda s: s["date"] == "2024-02-21"))))
    assert shop.ask("aggregate refunds logged in February").answer == shop.ask("refunds in February").answer
    assert shop.ask("stock value measured at cost").answer == shop.ask("stock value at cost").answer


def test_write_offs_counted_for_a_reason(shop):
    counted = [a for a in model().adjustments if a[3] == "stock count"]
    answer = shop.ask("how many write-offs were entered for the reason stock count?").answer
    assert "(stock count)" in answer and answer.endswith(f"{len(counted)}."), answer
    stolen = shop.ask("how many write-offs for the reason stolen").answer
    assert "(stolen)" in stolen and stolen.endswith(f"{sum(1 for a in model().adjustments if a[3] == 'stolen')}."), \
        stolen
