"""Sets 44 and 46's round (an accountant closing the month, the social-media person, a stock controller, the
owner in fragments; an investor, a cashier, a bookkeeper, customer relations), each cause asked here in other
words than the sets'.

"whose" tagged on after the thing ("the largest sale last week — whose was that?") asks which customer, as
"who" does; it was read as a filler and the bare amount answered. A bound on how many records a group has ("only one
delivery", "more than two deliveries") read as another measure (the deliveries' cost) is refused. A start said
again as its bound reads it ("since the 19th, the 19th included", "after the 9th (from the 10th onwards)") is
read past, as the lead decided; said against the bound it is refused."""


import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money, sales  # noqa: F401
from tests.support.asking import THURSDAY


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("question, plain", [
    ("the largest single sale last week — whose was that?", "who made the largest single sale last week?"),
    ("smallest sale yesterday, whose?", "who made the smallest sale yesterday?"),
    ("Biggest sale of February: whose is it?", "who made the biggest sale of February?"),
])
def test_whose_tagged_on_asks_for_the_customer(shop, question, plain):
    said = shop.ask(question).answer
    assert said == shop.ask(plain).answer
    assert "customer with the" in said


@pytest.mark.parametrize("question", [
    "which fruits got just one delivery in February?",
    "Which products have had more than two deliveries this month?",
    "Which lines have had over one delivery in February?",
])
def test_a_bound_on_how_many_deliveries_is_not_read_as_their_cost(shop, question):
    with pytest.raises(QuestionFailed, match="bounds how many"):
        shop.ask(question)


def test_a_bound_on_money_is_still_answered(shop):
    assert "Omar Haddad" in shop.ask("which customers spent more than 60 dollars this month").answer


@pytest.mark.parametrize("question, plain", [
    ("revenue since the 19th, the 19th included", "revenue since the 19th"),
    ("kilos sold since the 8th, the 8th inclusive", "kilos sold since the 8th"),
    ("kilos sold after the 9th (from the 10th onwards)", "kilos sold after the 9th"),
    ("revenue after the 9th, not counting the 9th", "revenue after the 9th"),
])
def test_a_start_said_again_as_its_bound_reads_it_is_answered(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer


@pytest.mark.parametrize("question", [
    "revenue after the 19th, the 19th included",
    "kilos sold since the 9th (from the 11th on)",
    "kilos sold after the 9th (from the 12th onwards)",
])
def test_a_start_said_again_against_its_bound_is_refused(shop, question):
    with pytest.raises(QuestionFailed):
        shop.ask(question)


@pytest.mark.parametrize("question, plain", [
    # a bookkeeper's words (set 46): write-downs are write-offs, credit notes refunds, "analysed by" is by
    ("stock write-downs by product, at cost", "stock write-offs by product, at cost"),
    ("what did the cherry write-down cost us?", "what did the cherry write-off cost us?"),
    ("credit notes per customer", "refunds per customer"),
    ("value of credit notes issued last week", "refunds last week"),
    ("revenue analysed by day last week", "revenue by day last week"),
    # "put through", "raised" of refunds: made
    ("how many credit notes did we raise last week?", "how many refunds last week?"),
    ("number of refunds put through this month", "number of refunds this month"),
])
def test_a_bookkeepers_words_are_the_shops(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer


@pytest.mark.parametrize("question, plain", [
    ("revenue per week, weeks keyed by Monday", "revenue per week"),
    ("kilos sold week by week, keyed by week-starting Monday", "kilos sold by week"),
    ("weekly takings (labelled by Monday)", "weekly takings"),
])
def test_weeks_keyed_by_their_monday_are_the_shops_weeks(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer


def test_an_order_to_raise_a_credit_note_is_still_an_order(shop):
    with pytest.raises(QuestionFailed, match="change the records"):
        shop.ask("Raise a credit note for Tom Lee's pears")


@pytest.mark.parametrize("question, plain", [
    # a half of the month with its days said: those days ("back half", "first half only", "15 Feb through 29 Feb")
    ("kilos sold in the back half, 16 Feb through 29 Feb", "kilos sold from 16 Feb to 29 Feb"),
    ("revenue for the front half only (1st to 15th)", "revenue from the 1st to the 15th"),
    ("takings over the back half of the month, the 16th to the 29th", "takings from the 16th to the 29th"),
])
def test_a_half_of_the_month_with_its_days_is_those_days(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer


def test_a_half_without_its_days_is_still_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("revenue for the back half")


@pytest.mark.parametrize("question, plain", [
    # a cashier's words: the shift is today, "since we opened" all of today
    ("how much have we taken this shift?", "how much have we taken today?"),
    ("end of shift - number of sales today", "number of sales today"),
    ("kilos of apple sold since the shop opened this morning", "kilos of apple sold today"),
    ("how many returns my shift, so today?", "how many returns today?"),
])
def test_a_cashiers_shift_is_today(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer
