"""Set 74: a bookkeeper's terse count, asked after the things counted ("deliveries this month: count",
"sales yesterday, number"), refunds "processed" (made, as "issued" is), and a bare week or month with "so
far" ("wk kilos sold so far": this week's)."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("terse", "plain"), [
    ("deliveries this month: count", "how many deliveries this month"),
    ("sales yesterday, number.", "how many sales on 2024-02-28"),
    ("refunds processed last week", "refunds last week"),
    ("returns processed this month: count", "how many returns this month"),
    ("wk kilos sold so far", "kilos sold this week"),
    ("month refunds to date", "refunds this month"),
])
def test_a_count_said_after_what_is_counted(shop, terse, plain):
    said = shop.ask(terse)
    assert said.answer == shop.ask(plain).answer and said.steps[-1].rows
