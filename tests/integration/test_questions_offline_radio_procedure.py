""""Roger.", "Copy that.", "QSL:", "Request …", ", over." and "how copy?" around a radio amateur's question
are read past, figures said digit by digit ("one-six Feb" the 16th, "two-niner") read as the day, a word spelt
in the phonetic alphabet ("Papa-Echo-Alpha-Romeo") read as the word, and "station Zoe Davis" as her. They were
refused, naming the procedure words. A customer who "made purchases" bought from us (it was read as the
shop's own buying). "What are we paying ABC a kilo" is what a kilo cost us; it was answered with the kilos
bought ("a kilo" read as the measure)."""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, meant", [
    ("Roger that. Request revenue on one-six Feb, over.", "revenue on the 16th of Feb"),
    ("Copy that. Kilos of Charlie-Hotel-Echo-Romeo-Romeo-Yankee sold last week, over and out.",
     "kilos of cherry sold last week"),
    ("QSL: total spend by station Zoe Davis this month? Over.", "total spend by Zoe Davis this month"),
    ("CQ CQ, this is G4XYZ. Request kilos sold zero-three through one-one Feb, over.",
     "kilos sold from the 3rd to the 11th of Feb"),
    ("Request takings two through zero-six Feb, over.", "takings from the 2nd to the 6th of Feb"),
    ("Break break. Stock of pear at close of one-eight February, how copy? Over.",
     "stock of pear at the end of the 18th of February"),
    ("Confirm number of deliveries in the log from ABC, over.", "number of deliveries from ABC"),
    ("Request count of sales over one-five dollars this month, over.", "number of sales over 15 dollars this month"),
])
def test_radio_procedure_read_past(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_a_customer_who_made_purchases_bought_from_us(shop):
    assert shop.ask("the customers who made purchases on the 22nd").answer == \
        shop.ask("the customers who bought on the 22nd").answer


@pytest.mark.parametrize("said", ["we paying Green Valley a kilo for mangoes?",
                                  "what are we paying Green Valley a kilo for mangoes?"])
def test_paying_a_supplier_a_kilo_is_what_a_kilo_cost(shop, said):
    answer = shop.ask(said).answer
    assert "per kilo" in answer and answer == shop.ask("what do we pay Green Valley per kilo for mangoes").answer


def test_procedure_words_with_no_radio_sign_off_are_still_placed(shop):  # guard: passes before and after
    refused(shop, "Copy that and request the takings")


def test_over_inside_the_question_is_a_bound(shop):  # guard: "over" as a bound, not a sign-off
    assert "more than 20" in shop.ask("number of sales over 20 dollars this month").answer


def test_a_count_of_customers_who_made_a_purchase_stays_a_count(shop):  # guard: passes before and after
    assert shop.ask("How many distinct customers made a purchase in February?").answer.endswith("was 12.")
