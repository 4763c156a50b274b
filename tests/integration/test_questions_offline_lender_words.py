"""Set 78's loan officer: the reasons given ("for our records:", "for valuation purposes,"), "prior to",
"in excess of", "at present", "weekend trading", "accounted for the largest", a price that "applied to" a
fruit, "derived from", "the best single trading day", "completed" sales, "conduct", "weeks commencing on a
Monday", and a definition said again ("being revenue less cost of goods sold") are read as the plain words
they stand for. Numbers are computed from the demo's records."""

import datetime as dt
from collections import defaultdict

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, name, revenue, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _spend() -> dict[str, float]:
    spent: dict[str, float] = defaultdict(float)
    for s in sales():
        spent[name(s["customer"])] += s["total"]
    return spent


def test_reasons_and_formal_bounds(shop):
    before = revenue(lambda s: s["date"] < "2024-02-08")
    assert shop.ask("For our records: what was revenue prior to 8 February 2024?").answer.endswith(
        f"{money(before)}.")
    rows = shop.ask("Which customers spent in excess of $50 in February?").steps[-1].rows
    assert sorted(str(r[0]) for r in rows) == sorted(n for n, v in _spend().items() if v > 50)
    held = model(upto="2024-02-12").products["apple"]["stock"]
    assert shop.ask("For valuation purposes, how many kilos of apples were held at close of business on "
                    "12 February 2024?").answer.endswith(f"{kg(held)}.")
    now = model().products["cherry"]["stock"]
    assert shop.ask("what stock of cherries do we hold at present").answer.endswith(f"{kg(now)}.")


def test_weekend_trading_and_the_largest_account(shop):
    weekend = revenue(lambda s: dt.date.fromisoformat(s["date"]).weekday() >= 5)
    assert shop.ask("revenue attributable to weekend trading in February").answer.endswith(f"{money(weekend)}.")
    top = max(_spend().items(), key=lambda kv: kv[1])[0]
    answer = shop.ask("Which customer accounted for the largest spend in February?")
    assert str(answer.steps[-1].rows[0][0]) == top, answer.answer


def test_a_price_that_applied_and_a_share_derived(shop):
    price = model(upto="2024-02-10").products["mango"]["price"]
    assert shop.ask("What selling price applied to mangoes on 10 February 2024?").answer.endswith(f"{money(price)}.")
    cherry = sum(t for s in sales() for p, _, _, t in s["items"] if p == "cherry")
    share = f"{100 * cherry / revenue():.2f}%"
    answer = shop.ask("What part of February revenue was derived from cherries? Express it as a percentage.").answer
    assert answer.endswith(f"{share}."), (share, answer)


@pytest.mark.parametrize("formal, plain", [
    ("Gross profit for February 2024, being revenue less cost of goods sold.", "gross profit in February 2024"),
    ("How many completed sales transactions were recorded on 20 February 2024? A count will suffice.",
     "how many sales on 20 February 2024"),
    ("How many sale transactions did Tom Lee conduct with the shop in February?", "how many sales did Tom Lee make "
     "in February"),
    ("Worst single trading day this month, by revenue?", "which day had the least revenue this month"),
    ("We require kilos sold by week, with weeks commencing on a Monday.", "kilos sold by week"),
])
def test_formal_words_read_as_the_plain_question(shop, formal, plain):
    assert shop.ask(formal).answer == shop.ask(plain).answer


def test_a_definition_said_of_another_figure_is_not_read_past(shop):
    with pytest.raises(QuestionFailed):  # "takings, being revenue less cost of goods sold" defines another figure
        shop.ask("Please provide takings for February 2024, being revenue less cost of goods sold.")
