""""Abeg", "Ehen", "my dear", a closing "o": warmth around a question, not part of it; customers who
"patronised us", who "carried" the most kilos; what a supplier "collected from us"; "start from the
smallest" after a least; a product that "gave us" a profit; "since the month started". Read as the same
question said plainly; they were refused, naming the words."""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, meant", [
    ("Abeg, how many kilos of grapes did we sell last week?", "how many kilos of grapes did we sell last week?"),
    ("Ehen, who spent the most with us this month?", "who spent the most with us this month?"),
    ("What were the takings yesterday, my dear?", "What were the takings yesterday?"),
    ("How many customers patronised us this week?", "How many customers bought from us this week?"),
    ("Which customer carried the least kilos from us?", "Which customer bought the least kilos from us?"),
    ("How much did ABC collect from us this month?", "How much did we pay ABC this month?"),
    ("Which two customers spent the least? Start from the smallest.", "Which two customers spent the least?"),
    ("Which fruit gave us the biggest profit?", "Which fruit had the biggest profit?"),
    ("How many sales since the month started?", "How many sales since the start of the month?"),
    ("Madam wants to know the takings for each day of last week.", "the takings for each day of last week"),
    ("How much money did grapes bring last week? Grape is doing well o.",
     "How much money did grapes bring last week?"),
    ("How many kilos of apples did we buy in total, from everybody?", "How many kilos of apples did we buy in total?"),
])
def test_warm_words_read_as_the_plain_question(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_start_from_the_biggest_after_a_least_is_not_read_past(shop):
    refused(shop, "Which two customers spent the least? Start from the biggest.")
