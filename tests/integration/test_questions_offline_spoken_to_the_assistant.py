"""Set 66: a question spoken to a voice assistant reads as the plain question — the call ("hey ledger", "okay
so hey ledger"), a word said twice and a product said again after a hesitation are taken out; a day said in
words with its month ("the second of february") is that day; kilos of stock "got in total" are the stock."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_the_assistant_called_by_name_is_not_part_of_the_question(shop):
    for spoken, plain in (("hey ledger what was revenue on monday", "what was revenue on monday"),
                          ("okay so hey ledger how much pear did we sell this week",
                           "how much pear did we sell this week"),
                          ("hey ledger who who bought the most kilos this month",
                           "who bought the most kilos this month"),
                          ("hey ledger how many kilos of cherries did we sell last week um cherries yeah",
                           "how many kilos of cherries did we sell last week")):
        assert shop.ask(spoken).answer == shop.ask(plain).answer


def test_a_taken_back_question_is_still_refused(shop):
    with pytest.raises(QuestionFailed):  # "he" would be everyone once the name is taken back
        shop.ask("hey ledger what did ann brown buy um no how much did she spend this week")


def test_a_day_said_in_words_with_its_month(shop):
    assert shop.ask("revenue on the second of february").answer == shop.ask("revenue on 2024-02-02").answer
    assert shop.ask("revenue for the third of the month").steps[-1].rows == shop.ask(
        "revenue on 2024-02-03").steps[-1].rows


def test_stock_got_in_total_is_the_stock_not_deliveries(shop):
    assert shop.ask("total kg of stock we have got in total").answer == shop.ask(
        "how many kilos of stock do we have in total").answer
