""""Unit cost" said bare ("unit cost of pears", "grape unit cost"): a bookkeeper's word for what we paid a
kilo, so it says whose cost it is and is answered; a bare "cost" of a kilo is still asked back (what it
sells for, or what we paid), and a unit cost "to a customer" is the price."""

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
    ("unit cost of pears?", "what do we pay per kilo for pears?"),
    ("grape unit cost", "what do we pay per kilo for grapes?"),
    ("the cost per unit of oranges", "what do we pay per kilo for oranges?"),
])
def test_a_bare_unit_cost_is_what_we_paid(shop, said, plain):
    answer = shop.ask(said).answer
    assert answer == shop.ask(plain).answer and answer.startswith("We paid"), answer


def test_a_bare_cost_is_still_asked_back(shop):
    with pytest.raises(QuestionFailed, match="What a kilo sells for"):
        shop.ask("what does a kilo of pears cost")
