"""Set 74: an owner's remark about themself before or after the one question asked ("My memory is going;
what …", "I've been meaning to ask, so what …", "… left? My daughter wants to bake a pie.") is not part of
the question. A remark that names what to count, a name the question leaves out, or that the question
points back to, is kept, and the whole is refused as it stands."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_a_remark_before_the_question(shop):
    # oranges went to 1.54 on the 18th, bananas to 1.20 on the 19th
    assert shop.ask("I've been meaning to ask, so what's the price of oranges now?").answer.endswith("1.54.")
    assert shop.ask("My memory is going; what is the price of bananas today?").answer.endswith("1.20.")
    with pytest.raises(QuestionFailed):  # the remark says which fruit: read alone, the rest is every fruit
        shop.ask("I'm asking about the pears; how many kilos did we sell this week?")


def test_a_remark_after_the_question(shop):
    # cherries: 50 + 47 kg bought, then sold and written off down to 59.5 kg at the end of the month
    said = shop.ask("How many kilos of cherries have we got left? My daughter wants to bake a pie.").answer
    assert said == shop.ask("How many kilos of cherries have we got left?").answer and "59.5 kg" in said
    assert shop.ask("What did we take yesterday? I was off sick and missed it.").answer == \
        shop.ask("What did we take on 2024-02-28?").answer


def test_a_remark_that_says_what_to_count_or_is_pointed_back_to_is_kept(shop):
    assert shop.ask("I suppose I am nosy; what did we take yesterday?").answer == \
        shop.ask("What did we take on 2024-02-28?").answer
    for asked in ("I only care about Zoe, so what did we take this week?",
                  "I saw Ken Smith the other day; how much has he spent this month?"):
        with pytest.raises(QuestionFailed):
            shop.ask(asked)
