"""A price's change said as what the fruit did (set 98): "before they went cheaper", "after it got dearer",
"before the price came down"; "how much were X before the cut" is their price then."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, plain", [
    ("what was the pear price before it went down", "what was the pear price before the cut"),
    ("how much was pear before the price came down", "what was the price of pear before the cut"),
    ("price of oranges after they got dearer", "price of oranges after the rise"),
    ("how much were bananas after the rise", "what was the price of bananas after the rise"),
])
def test_read_as_the_plain_words(shop, said, plain):
    assert shop.ask(said).answer == shop.ask(plain).answer
