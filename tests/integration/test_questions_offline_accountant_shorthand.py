"""An accountant's shorthand and particles (set 94): "ttl" is a total; "pls advise" opens a request; "ar",
"la", "lah" closing a question, "how much already" and "can check or not" are its tone; "2 d.p." is what
amounts have already; two dates with a dash between are a range from one to the other."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("Ttl refunds last wk", "total refunds last wk"),
    ("Pls advise rev last wk", "rev last wk"),
    ("COGS last wk how much ar?", "COGS last wk how much?"),
    ("Rev yesterday lah", "Rev yesterday"),
    ("GP last wk how much already?", "GP last wk how much?"),
    ("Rev on 20/2 can check or not?", "Rev on 2024-02-20?"),
    ("GP% last wk, 2 d.p.", "GP% last wk"),
    ("Rev 5/2 - 18/2", "Rev from 2024-02-05 to 2024-02-18"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
