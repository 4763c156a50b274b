"""Set 38: the owner away from the shop — "since I left on the 12th", "while I was away" with the day
they left said beside it ("flew out the morning of the 12th", "(I left on the 12th)", "been away two
weeks now, left the 12th"), "the day after I left, the 13th". The day said is the time; without a day,
"while I was away" is still refused. Numbers are computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, money, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def _since(day):
    return sales(lambda s: s["date"] >= f"2024-02-{day:02d}")


def _ends(answer, value):
    assert answer.answer.endswith(f"{value}."), answer.answer


def test_since_i_left_on_a_day(shop):
    _ends(shop.ask("what have we taken since I left on the 12th"), money(sum(s["total"] for s in _since(12))))
    _ends(shop.ask("since we went away on the 12th, what is the revenue"), money(sum(s["total"] for s in _since(12))))


def test_while_i_was_away_with_the_day_said_beside_it(shop):
    kilos = kg(sum(q for s in _since(12) for _, q, *_ in s["items"]))
    for asked in ("kilos sold while I was away (I left on the 12th)",
                  "how many kilos went out while I was away? flew out the morning of the 12th",
                  "kilos sold while I was away (since the 12th)",
                  "been away two weeks now, left the 12th. how many kilos have we sold since?"):
        _ends(shop.ask(asked), kilos)


def test_the_day_before_or_after_i_left(shop):
    _ends(shop.ask("what did we take the day after I left, the 13th"),
          money(sum(s["total"] for s in sales(lambda s: s["date"] == "2024-02-13"))))


def test_away_with_no_day_said_is_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("kilos sold while I was away")
