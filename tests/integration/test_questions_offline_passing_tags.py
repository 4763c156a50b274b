"""What a Welsh teen or a Brummie says to the listener at a clause's end or start, with or without a comma
(set 98): "innit", "mun", "butt", "bab", "our kid", "diolch", "tara-a-bit", "cheers"; approval set off by a
comma ("…, tidy", "bostin, …", "…, lovely fella innit")."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("what's the stock of pears innit", "what's the stock of pears"),
    ("how many kilos of grapes did we sell last week mun?", "how many kilos of grapes did we sell last week?"),
    ("refunds this month butt", "refunds this month"),
    ("who spent the most last week, bab?", "who spent the most last week?"),
    ("what did Tom Lee spend our kid", "what did Tom Lee spend"),
    ("kilos bought this month, diolch", "kilos bought this month"),
    ("price of cherry, cheers", "price of cherry"),
    ("how much did Omar Haddad spend, lovely fella innit", "how much did Omar Haddad spend"),
    ("revenue yesterday, tidy", "revenue yesterday"),
    ("bostin, how much did we take last week", "how much did we take last week"),
    ("which product sold least, ta-ra", "which product sold least"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
