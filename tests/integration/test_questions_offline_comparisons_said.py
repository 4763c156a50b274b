"""A comparison asked in two more shapes: "how many kilos more did A buy than B" (the unit before "more")
and "did A spend more than B? by how much?" (the difference asked after a yes-or-no); each read as "how
many more kilos …", "how much more did A spend than B". Without "by how much" it is left as it stands."""

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
    ("how many kg more did Zoe Davis buy than Tom Lee last week?",
     "how many more kg did Zoe Davis buy than Tom Lee last week?"),
    ("Did Omar spend more than Ann this month? And by how much?", "how much more did Omar spend than Ann this month?"),
    ("did Ida spend less than Raj in February? by how much", "how much less did Ida spend than Raj in February?"),
    # the other side after "vs" / "compared with", no "than" said
    ("how many more kilos did we sell last week vs the week before?",
     "how many more kilos did we sell last week than the week before?"),
    ("how much more did Omar spend compared with Ann this month", "how much more did Omar spend than Ann this month"),
])
def test_read_as_a_difference(shop, said, plain):
    answer = shop.ask(said).answer
    assert answer == shop.ask(plain).answer and " by " in answer, answer


def test_a_yes_or_no_alone_is_left(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("Did Omar spend more than Ann this month?")


@pytest.mark.parametrize("said, plain", [
    ("Between cherries and grapes, which one brought in more revenue last week?",
     "which one brought in more revenue last week, cherries or grapes?"),
    ("between Ann Brown and Ken Smith, who bought more kilos this month",
     "who bought more kilos this month, Ann Brown or Ken Smith?"),
])
def test_between_two_things_which_one(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_between_two_days_is_a_stretch(shop):
    assert "from 2024-02-03 to 2024-02-12" in shop.ask("Between the 3rd and the 12th, which day took the most?").answer


@pytest.mark.parametrize("said, plain", [
    ("This month, has Omar outspent Raj? What's the gap?", "This month, how much more did Omar spend than Raj?"),
    ("did cherries outsell grapes by weight last week? by how many kg?",
     "how many more kilos did cherries sell than grapes last week?"),
])
def test_outspent_and_outsold_by_how_much(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_outsold_with_no_unit_is_left(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("did cherries outsell grapes last week? by how much?")
