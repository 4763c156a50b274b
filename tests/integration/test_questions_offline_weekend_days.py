"""The days of last weekend named by weekday (set 98): "Saturday last weekend" is that weekend's Saturday;
asked on a Saturday or a Sunday, which weekend is "last" is asked back."""

import datetime as dt

import pytest

from app.questions.service import Questions
from domain.errors import LedgerError
from tests.integration.test_questions_offline import demo  # noqa: F401


@pytest.mark.parametrize("said, plain", [
    ("kilos sold on saturday last weekend", "kilos sold on 2024-02-24"),
    ("revenue sunday last weekend", "revenue on 2024-02-25"),
    ("how many more kilos did we sell on saturday than sunday last weekend",
     "how many more kilos did we sell on 2024-02-24 than on 2024-02-25"),
])
def test_that_weekends_day(demo, said, plain):  # noqa: F811
    shop = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 28))
    assert shop.ask(said).answer == shop.ask(plain).answer


def test_asked_at_a_weekend_it_is_not_sure(demo):  # noqa: F811
    shop = Questions(demo.ledger, today=lambda: dt.date(2024, 2, 24))
    with pytest.raises(LedgerError):
        shop.ask("kilos sold on sunday last weekend")
