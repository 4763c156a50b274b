"""Set 84's gamer minding the shop: gaming slang for the takings, the customers' ranking, price cuts and rises
and the biggest sale is read as asked plainly; a "leaderboard" that does not say what it ranks by is refused."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("said", "plain"), [
    ("gg how much loot did the shop rake in last week", "how much money did the shop take last week"),
    ("who's first of the customer leaderboard last week? most money spent", "which customer spent the most last week"),
    ("who's last of the customer leaderboard, spent the least", "which customer spent the least"),
    ("what was buffed last week? i.e. price went up", "which products had their price go up last week"),
    ("what day did the pears get their price nerf", "when did the price of pears go down"),
    ("what was oranges before the buff", "what was the price of oranges before it went up"),
    ("the high score for a single sale last week, in $", "the biggest single sale last week"),
    ("who dropped the largest single sale last week", "who made the largest single sale last week"),
    ("sales count yesterday, fr", "number of sales yesterday"),
    ("MVP customer by revenue this month", "which customer had the most revenue this month"),
    ("which fruit is carrying the most profit", "which fruit had the most profit"),
    ("which fruits did no one buy last week", "which fruits did we not sell last week"),
    ("how many customers rolled in yesterday pls", "how many customers came in yesterday"),
    ("how many times did Zoe Davis bring back stuff this month", "how many returns did Zoe Davis make this month"),
    ("list the squad who showed up on the 20th", "list the customers who came in on the 20th"),
    ("inventory check: how many kilos of pears in my inventory rn", "how many kilos of pears in stock now"),
    ("gg how much did we take on Saturdays this month, all of them added up", "how much did we take on Saturdays this month"),
    ("how much has Zoe Davis spent this month, she keeps bringing stuff back", "how much has Zoe Davis spent this month"),
])
def test_a_gamers_words_are_read_as_plainly_asked(shop, said, plain):
    assert shop.ask(said).steps[-1].rows == shop.ask(plain).steps[-1].rows, said


def test_a_leaderboard_that_says_no_measure_is_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("top 5 on the leaderboard pls")
