"""Set 64: a worried owner's feelings and beliefs around their one question are taken out, so the question is
read as if asked plainly; a sentence that says what to leave out is kept, and a question pointing back at a
person or day named in a sentence taken out is refused rather than read about everyone, unless a "he" or "she"
points back at the one person named there and nothing else is, when it is that person."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_feelings_and_beliefs_around_the_question_are_read_past(shop):
    plain = "How many kilos of pear did we sell last week?"
    for worried in ("I'm anxious about the pears. " + plain,
                    "Is it true that pears have stopped selling? " + plain,
                    plain + " It has been worrying me for days.",
                    "Sorry, I've been fretting. Am I right that pears are slow? " + plain,
                    "I can't settle until I know: how many kilos of pear did we sell last week?",
                    "It would ease my mind to know how many kilos of pear we sold last week."):
        assert shop.ask(worried).answer == shop.ask(plain).answer, worried


def test_a_question_pointing_back_at_the_one_name_taken_out_is_about_that_person(shop):
    # once refused (read alone it was about everyone); the "she" now carries the one name (round q6474)
    assert shop.ask("Is it true Zoe Davis shops here every week? How much has she spent this month?").answer == \
        shop.ask("How much has Zoe Davis spent this month?").answer


def test_a_question_pointing_back_at_two_names_taken_out_is_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("Is it true Zoe Davis and Tom Lee shop here every week? How much has she spent this month?")


def test_a_sentence_saying_what_to_leave_out_is_not_read_past(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("I'm worried, so leave bananas out. How many kilos did we sell last week?")
