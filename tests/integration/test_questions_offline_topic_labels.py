"""Set 78's mentor heads a question with its topic ("Frequency next: …", "Customer concentration: …"): the
heading is taken out when it says nothing the question does not say; one that could narrow the question
("Pears: …", "Wholesale: …") is kept, and the question read, or refused, whole. Numbers are computed from the
demo's records."""

import datetime as dt
from collections import Counter

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_a_heading_said_again_or_of_analysis_is_taken_out(shop):
    visits = Counter(name(s["customer"]) for s in sales())
    answer = shop.ask("Frequency now: how many sales did each customer make in February?")
    assert {str(r[0]): r[1] for r in answer.steps[-1].rows} == dict(visits), answer.answer
    plain = shop.ask("which customer spent the most in February").answer
    assert shop.ask("Customer spending: which customer spent the most in February?").answer == plain
    assert shop.ask("Turn it around: which customer spent the most in February?").answer == plain


@pytest.mark.parametrize("asked", ["Wholesale: how many kilos did we sell in February?",
                                   "Organic lines: how many kilos did we sell in February?",
                                   "Growth: how many kilos did we sell in February?",  # asks for more than a total
                                   "Frequency: takings by customer in February?"])
def test_a_heading_that_could_narrow_the_question_is_kept(shop, asked):
    with pytest.raises(QuestionFailed):
        shop.ask(asked)


def test_a_heading_naming_a_fruit_is_kept(shop):
    answer = shop.ask("Pears: how many kilos did we sell in February?").answer
    assert "pear" in answer, answer


def test_the_topic_after_this_one_says_nothing_of_it(shop):
    kilos = sum(q for s in sales() for _, q, _, _ in s["items"])
    answer = shop.ask("Before we get to refunds: how many kilos did we sell in February?").answer
    assert answer.endswith(kg(kilos) + "."), answer


def test_two_parts_named_when_the_question_gives_their_days(shop):
    early = sum(s["total"] for s in sales(lambda s: s["date"] < "2024-02-10"))
    late = sum(s["total"] for s in sales(lambda s: s["date"] >= "2024-02-10"))
    answer = shop.ask("Early part versus late part: takings before the 10th minus takings from the 10th on?").answer
    assert answer.endswith(f"{early - late:,.2f}."), answer
    with pytest.raises(QuestionFailed):  # the halves' days are not given
        shop.ask("First half versus second half: takings?")
