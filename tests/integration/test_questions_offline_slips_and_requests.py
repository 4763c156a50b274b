"""Set 38 (and 36): a time word typed with one slip ("yesturday", "todday", "satruday") is read as that
word, never a word the parser already reads; "please confirm …", "verify …" ask for the figure; a
weekend with its days said again ("this weekend, sat and sun", "(saturday + today)") is that weekend.
Numbers are computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, sales  # noqa: F401

SUNDAY = dt.date(2024, 2, 25)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: SUNDAY)


def _on(*days):
    return sum(s["total"] for s in sales(lambda s: s["date"] in days))


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_time_words_typed_with_a_slip(shop):
    _ends(shop.ask("what did we take yesturday"), money(_on("2024-02-24")))
    _ends(shop.ask("revenue todday"), money(_on("2024-02-25")))
    _ends(shop.ask("takings on satruday the 17th"), money(_on("2024-02-17")))


def test_asked_to_confirm_or_verify_a_figure(shop):
    _ends(shop.ask("please confirm the takings on the 20th"), money(_on("2024-02-20")))
    _ends(shop.ask("verify revenue for the 21st"), money(_on("2024-02-21")))


def test_a_weekend_with_its_days_said_again(shop):
    both = money(_on("2024-02-24", "2024-02-25"))
    _ends(shop.ask("revenue this weekend, sat and sun"), both)
    _ends(shop.ask("what did we take this weekend so far (saturday + today)?"), both)
    kilos = kg(sum(q for s in sales(lambda s: s["date"] in ("2024-02-17", "2024-02-18")) for _, q, *_ in s["items"]))
    _ends(shop.ask("kilos sold last weekend? (sat and sun)"), kilos)  # on a Sunday, the one before
