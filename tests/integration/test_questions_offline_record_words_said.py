"""Set 70's other words for what the reader reads: days joined by an en dash ("5–9 February"), "refund
transactions" and "purchase deliveries" (the refunds, the deliveries), "itemise" and "identify" as the
order to list, "…, anyway" and "…, d'you reckon" at the end, and "all fruit together" beside a split by
time (every product in one figure); "for the reconciliation:" before a question, a product that "carries the
largest" cost, "the most sales, counting transactions" (by number), a week "shaping up" (going) and "how …, then?". Each read as the plain question; "all fruit together" beside a split
by product is not taken out."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("revenue from 5–9 February", "revenue from 5-9 February"),
    ("kilos of apples sold 12–18 Feb", "kilos of apples sold 12-18 Feb"),
    ("how many refund transactions were recorded this month", "how many refunds were recorded this month"),
    ("count of purchase deliveries this week", "count of deliveries this week"),
    ("Itemise refunds by week", "list refunds by week"),
    ("Identify the customers who bought cherries", "list the customers who bought cherries"),
    ("how much did we make from pears this week, anyway?", "how much did we make from pears this week?"),
    ("which day took the most this month, do you reckon?", "which day took the most this month?"),
    ("revenue per week, all products together", "revenue per week"),
    ("daily kilos sold this week, everything combined", "daily kilos sold this week"),
    ("For the audit: how many refunds were there this month", "how many refunds were there this month"),
    ("for the month-end reconciliation, what is the stock of pears", "what is the stock of pears"),
    ("which customer carries the highest spend this month", "which customer has the highest spend this month"),
    ("how's the month shaping up, takings-wise?", "how's the month going, takings-wise?"),
    ("how was last week then, takings-wise?", "how was last week, takings-wise?"),
    ("which weekday had the fewest sales this month, counting transactions",
     "which weekday had the fewest sales this month by number of sales"),
])
def test_read_as_said_plainly(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_a_dashed_range_is_its_days(shop):
    assert "from 2024-02-05 to 2024-02-09" in shop.ask("revenue for 5–9 February").answer


def test_then_after_since_is_a_time_and_stays_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("how much did we take since then?")


def test_all_together_beside_a_split_by_product_is_not_taken_out(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("revenue by product, all products together")
