"""What is said around a question that asks nothing more (set 88's round): a crossword clue's place in the
grid and its letter count, a podcast host's segments and outlets, a Welsh shopkeeper's terms of address, an
asker who starts again, and how the figure is to be written. Each is taken out and the question answered as
if asked plainly; what could narrow the question ("(3)" after "top customers", "to one place", "never mind")
is left to be read, or refused. From the demo's records."""

import datetime as dt

import pytest

from app.questions.offline import crossword_clues, terms_of_address
from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plainly", [
    # a crossword clue's place, its letters, and the call for help
    ("Seven across: the customer who spent most this month (3,5)", "Which customer spent the most this month?"),
    ("Nine down asks which product sold the most kilos in February. Any ideas?",
     "Which product sold the most kilos in February?"),
    ("I'm stuck on eleven across. How many sales did we have last week?", "How many sales did we have last week?"),
    ("Which weekday brought in the least revenue this month? (6)", "Which weekday brought in the least revenue this month?"),
    ("Eight letters, a supplier: Hillside Produce. How much did we pay them this month?",
     "How much did we pay Hillside Produce this month?"),
    # a podcast's segments and where the figure goes
    ("Lightning round! Which fruit brought in the most revenue this month?",
     "Which fruit brought in the most revenue this month?"),
    ("Right folks, for the listeners: how many sales did we have last week?", "How many sales did we have last week?"),
    ("What were the refunds this month? For the newsletter", "What were the refunds this month?"),
    ("Weekend special: what did we take last week?", "What did we take last week?"),
    ("What did our little shop take last week?", "What did our shop take last week?"),
    # terms of address
    ("Cariad, what were the refunds this month?", "What were the refunds this month?"),
    ("How many kilos of apples did we sell last week, bach?", "How many kilos of apples did we sell last week?"),
    ("What was the revenue yesterday, mun?", "What was the revenue yesterday?"),
    ("How much has Tom Lee spent this month, bless him?", "How much has Tom Lee spent this month?"),
    ("Ann Brown - not Bob, Ann - how much did she spend this month?", "Ann Brown - how much did she spend this month?"),
    ("Refunds last week, if you would be so good", "Refunds last week"),
    # an asker who starts again
    ("Revenue by product versus... no, just revenue: how much did we take last week?",
     "how much did we take last week?"),
    ("Takings by weekday - hmm, scratch that: what did we take yesterday?", "what did we take yesterday?"),
    # how the figure is to be written
    ("What was the revenue last week, to two decimal places?", "What was the revenue last week?"),
    ("Refunds this month as a tidy figure, please", "Refunds this month"),
    ("Which day last week took the most? Give me the number", "Which day last week took the most?"),
    ("Write me out the revenue by day last week", "Tell me the revenue by day last week"),
    ("Average kilos per sale last week, about - well, exactly if possible", "Average kilos per sale last week"),
    ("How many apples in kilos did we sell last week?", "How many kilos of apples did we sell last week?"),
    ("Which customers bought cherries last week? Just the names.", "Which customers bought cherries last week?"),
    ("Let's dig into margin: gross profit last week", "gross profit last week"),
])
def test_what_is_said_around_it_changes_nothing(shop, said, plainly):
    assert shop.ask(said).answer == shop.ask(plainly).answer


@pytest.mark.parametrize("question", [
    "Top customers by spend (3)",  # a lone number after "top …" may be how many, not a letter count
])
def test_a_number_that_could_count_is_not_a_letter_count(question):
    assert crossword_clues.plain(question) == question


def test_a_given_answer_with_two_pronouns_is_left_whole():
    said = "Three letters, a supplier: ABC. Did they deliver more than we paid them for?"
    assert crossword_clues.plain(said) == said


def test_never_mind_is_left_for_the_reader():
    assert "never mind" in terms_of_address.plain("Takings last week, never mind the refunds")
    assert "you mind" in terms_of_address.plain("Would you mind, what were the refunds?")


@pytest.mark.parametrize("question", [
    "What was the revenue last week, to one decimal place?",  # another rounding is not ours to give
    "Sue Davis - not Zoe, Ann - what has she spent?",  # a third name: who is meant is not said again
])
def test_what_could_narrow_it_is_still_refused(shop, question):
    with pytest.raises(LedgerError):
        shop.ask(question)


@pytest.mark.parametrize("question", [
    "pear kg sold wk 2 (8-14)",  # a week's days, not a letter count
    "apple revenue wk 4 (22,28)",
])
def test_a_weeks_days_are_not_a_letter_count(question):
    assert crossword_clues.plain(question) == question
