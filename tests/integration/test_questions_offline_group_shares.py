"""Each group's share of the total, in percent: the groups' amounts, the total without the grouping, and
each over the total, listed beside them. A ranking's share ("the top two products") and a profit by
group stay refused. From the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _shares(key, amount, keep):
    parts: dict[str, float] = defaultdict(float)
    for sale in sales(keep):
        for item in sale["items"]:
            parts[key(sale, item)] += amount(item)
    whole = sum(parts.values())
    return {k: round(v * 100 / whole, 2) for k, v in parts.items() if v}


def _rows(answer):
    return {str(k): v for k, v in answer.steps[-1].rows if v}


def test_each_products_share(shop):
    want = _shares(lambda s, i: i[0], lambda i: i[3], lambda s: "2024-02-12" <= s["date"] <= "2024-02-18")
    answer = shop.ask("revenue by product in the week of the 12th as a percentage of the total")
    assert _rows(answer) == pytest.approx(want, abs=0.006)
    assert answer.answer.endswith("%."), answer.answer


def test_each_customers_share_of_kilos(shop):
    want = _shares(lambda s, i: name(s["customer"]), lambda i: i[1], lambda s: s["date"] >= "2024-02-19")
    assert _rows(shop.ask("each customer's share of kilos sold since the 19th, in percent")) == pytest.approx(
        want, abs=0.006)


@pytest.mark.parametrize("question", [
    "what percentage of this month's revenue came from the top three customers?",
    "gross profit by fruit this month as a percentage",
])
def test_a_ranking_or_a_profit_is_still_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)
