"""Set 84's elderly mother: who is calling, the names she calls the one she asks, her worries, guesses and
hopes around the question are read past, and her everyday words for the shop's doings are read as asked
plainly; what sorts of fruit someone buys is which fruit (one total was given), and the dearest fruit in the
shop is by price (the most stock was given)."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, model  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("said", "plain"), [
    ("Hi love, it's just me. How many kilos of pear did you sell last week?",
     "How many kilos of pear did we sell last week?"),
    ("I don't want to be a nuisance, but how many kilos of mango did you sell this month?",
     "How many kilos of mango did we sell this month?"),
    ("Don't trouble yourself if you're too busy, how much did you take on the 20th?",
     "How much did we take on the 20th?"),
    ("How much did you take on Fridays, love, every Friday this month together?",
     "How much did we take on Fridays this month?"),
    ("Which customer spent the most last week? I'm only asking because the neighbour wondered.",
     "Which customer spent the most last week?"),
    ("Which fruit made the most money last week? I always thought it would be the grapes.",
     "Which product had the most revenue last week?"),
    ("I do hope the mangoes are selling. How many kilos of mango did you sell last week?",
     "How many kilos of mango did we sell last week?"),
    ("I never know what to say to him: how many sales were there yesterday?", "How many sales were there yesterday?"),
    ("It's Thursday already, so how much have you taken this week?", "How much have we taken this week?"),
    ("How much did you take each day last week? Just a little list for your mother.",
     "Revenue per day last week"),
])
def test_a_parents_words_around_the_question_are_read_past(shop, said, plain):
    assert shop.ask(said).steps[-1].rows == shop.ask(plain).steps[-1].rows, said


def test_a_weekday_that_is_not_today_is_still_asked_about(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("It's Monday, so how much have you taken this week?")


def test_a_list_for_someone_after_one_figure_is_not_read_past(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("How much did you take last week? Just a little list for your father.")


def test_the_kinds_of_fruit_someone_buys_are_listed(shop):
    rows = shop.ask("What kinds of fruit does Zoe Davis get from you?").steps[-1].rows
    assert len(rows) > 1 and all(str(r[0]) in model().products for r in rows), rows


def test_the_dearest_fruit_in_the_shop_is_by_price(shop):
    prices = {name: p["price"] for name, p in model().products.items()}
    dearest = max(prices, key=lambda name: prices[name])
    for said in ("Which is the most expensive fruit in the shop right now?",
                 "what's the cheapest fruit in your shop at the moment, a kilo?"):
        answer = shop.ask(said)
        want = dearest if "expensive" in said else min(prices, key=lambda name: prices[name])
        assert str(answer.steps[-1].rows[0][0]) == want, answer.answer


@pytest.mark.parametrize(("said", "plain"), [
    ("What was the pears before you put them down?", "What was the price of pear before it went down?"),
    ("Who were our customers on the 20th?", "Which customers bought on the 20th?"),
    ("What does a customer spend on average each time they shop with us?", "What is the average sale value?"),
    ("What did the fruit you threw away cost you, at what you paid for them?", "What did the write-offs cost?"),
    ("How much did Tom Lee get back when he brought back his fruit?", "How much was Tom Lee refunded?"),
    ("Which was the very busiest day last week for takings?", "Which was the busiest day last week for takings?"),
    ("Who comes in most often? I mean the number of different visits, not the money.", "Who comes in most often?"),
    ("Who were our customers yesterday? I do like to hear their names.", "Which customers bought yesterday?"),
    ("What is the average sale value? My husband always says the average sale value is what counts.",
     "What is the average sale value?"),
])
def test_a_parents_words_for_the_shops_doings(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer, said


def test_a_family_saying_that_adds_a_qualifier_is_not_read_past(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("How much did we take last week? Your father always says leave out the bananas.")


def test_a_remark_naming_a_fruit_the_question_leaves_unnamed_is_not_read_past(shop):
    with pytest.raises(QuestionFailed):  # "the mangoes" is what the question's kilos are of
        shop.ask("I've a hunch the mangoes are walking out. How many kilos went out the door last week?")


@pytest.mark.parametrize(("said", "plain"), [
    ("how much were the bananas before they went up?", "what was the price of bananas before it went up?"),
    ("how much was pear before it got down", "what was the price of pear before it went down"),
])
def test_how_much_a_fruit_was_before_its_change_is_its_price(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
