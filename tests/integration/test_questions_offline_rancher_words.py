"""A Texan rancher's words (set 94): greetings, "reckon", "darlin'", "partner" and "y'all" are manner;
"nanners" are bananas and "bucks" dollars; what we "raked in" or "done took" we took;
"that Ken fella" is the customer; "them Hillside folks" the supplier; "in the way of" is "of"; a month
"start to finish" is the month; fruit "sittin' in the cooler" is the stock."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("Howdy, what did y'all rake in last week?", "what did we take in last week?"),
    ("well shoot, how many kilos of nanners did we sell last week",
     "how many kilos of bananas did we sell last week"),
    ("which customers spent more than forty bucks last week, partner?",
     "which customers spent more than forty dollars last week?"),
    ("how much did that Ken fella spend with us?", "how much did Ken spend with us?"),
    ("what did we pay them Hillside folks, all told?", "what did we pay Hillside, all told?"),
    ("Whatcha got left in the way of pears?", "What have we got left of pears?"),
    ("Reckon you could tell me the revenue last week?", "tell me the revenue last week?"),
    ("what did we take in the whole of February, start to finish", "what did we take in February"),
    ("how many kilos of apples we got sittin' in the cooler right now",
     "how many kilos of apples we got in stock right now"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
