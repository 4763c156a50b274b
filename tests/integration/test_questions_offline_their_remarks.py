"""Set 78's spouse says something of the customer after asking about them ("She's a dear, always
cheerful."): a sentence about whoever the question names, in the third person, that says nothing of what to
count, is taken out; one with a figure, a word of what to count, another name, or after a question that only
points back ("how much did she spend?") is kept, and the whole read, or refused, as it stands. Numbers are
computed from the demo's records."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, money, name, revenue  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_a_remark_about_the_customer_asked_about_is_taken_out(shop):
    tom = revenue(lambda s: name(s["customer"]) == "Tom Lee")
    for asked in ("How much did Tom Lee spend this month? He's a dear, always cheerful at the till.",
                  "How much did Tom Lee spend this month? They always say hello."):
        answer = shop.ask(asked).answer
        assert answer.endswith(f"{money(tom)}."), (asked, answer)


@pytest.mark.parametrize("asked", [
    "How much did Tom Lee spend this month? He only came in twice.",  # says what to count
    "How much did Tom Lee spend this month? He comes with Zoe Davis.",  # another name
    "How much did she spend this month? She's lovely.",  # the question names no one
    "How much did Tom Lee spend? He came in yesterday.",  # a time the question does not say
])
def test_a_remark_that_could_change_the_question_is_kept(shop, asked):
    with pytest.raises(QuestionFailed):
        shop.ask(asked)


def test_a_purpose_said_at_the_end_is_taken_out(shop):
    plain = shop.ask("How many kilos did we buy of each fruit in February?").answer
    assert shop.ask("How many kilos did we buy of each fruit in February, so I can put it in the newsletter?"
                    ).answer == plain
    with pytest.raises(QuestionFailed):  # a name in it: kept, and the whole refused
        shop.ask("How many kilos did we buy of each fruit in February, so I can tell Tom Lee?")
