"""A change from one time to another asked in percent: (the second − the first) / the first × 100,
signed, with both sides shown. Only a change "from … to …" is read; other percentages keep their own
rules. From the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _took(first, last):
    return sum(s["total"] for s in sales(lambda s: first <= s["date"] <= last))


def _kilos(product, first, last):
    return sum(q for s in sales(lambda s: first <= s["date"] <= last) for p, q, *_ in s["items"] if p == product)


def _ends(answer, old, new):
    assert answer.answer.endswith(f"{(new - old) * 100 / old:+.2f}%."), answer.answer


def test_a_change_in_percent_from_one_time_to_another(shop):
    _ends(shop.ask("by what percent did revenue rise from the week of the 5th to the week of the 12th?"),
          _took("2024-02-05", "2024-02-11"), _took("2024-02-12", "2024-02-18"))
    _ends(shop.ask("percentage change in pear kilos sold from the week of the 12th to the week of the 19th"),
          _kilos("pear", "2024-02-12", "2024-02-18"), _kilos("pear", "2024-02-19", "2024-02-25"))
    _ends(shop.ask("growth in takings from the week of the 19th to the week of the 26th, as a percentage"),
          _took("2024-02-19", "2024-02-25"), _took("2024-02-26", "2024-02-29"))


def test_a_percentage_that_is_no_change_between_times_is_left(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("by what percentage did takings grow?")
