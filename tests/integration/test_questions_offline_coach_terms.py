"""A sports coach's words: "this season" and "the full season" are the records to date; headings before the
question ("Podium:", "Stat check:", "Relegation zone -") are read past; a "league table of customers by
spend" is the spending by customer; the "single-day takings PB" is the best day for takings; a week that "put
up" the most kilos, sales "racked up", stock "on the bench", the "top scorer by revenue among the fruit".
They were refused, naming "season" or the heading."""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, meant", [
    ("Stat check: how many kilos of mango have we sold this season?", "how many kilos of mango have we sold to date"),
    ("Podium: top 2 fruits by kilos sold, full season", "top 2 fruits by kilos sold"),
    ("Relegation zone - bottom 2 customers by spend so far this season", "bottom 2 customers by spend"),
    ("League table: suppliers by total spend, full season", "total spend by supplier"),
    ("Current league table of customers by kilos bought this season", "kilos bought by customer"),
    ("What's our single-day takings record this season?", "which day was our best for takings"),
    ("Which month put up the most revenue?", "which month had the most revenue"),
    ("How many sales has Zoe Davis racked up this season?", "how many sales has Zoe Davis made"),
    ("How many kilos of cherries are on the bench now?", "how many kilos of cherries are in stock now"),
    ("Top scorer by kilos sold among the fruit this season?", "top fruit by kilos sold"),
    ("This week's takings - what was the final score?", "this week's takings"),
])
def test_coach_terms_read_as_said_plainly(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_next_season_is_still_a_forecast(shop):  # guard: passes before and after
    refused(shop, "What will we take next season?")
