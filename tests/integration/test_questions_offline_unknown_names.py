"""A name the shop does not know is said to be unknown ("The shop has no customer or supplier called
“Nina Park”"), not met with "bought by whom?" or "I could not place “Nina”, “Park”"; a known name in
the same shape is still read."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, name, sales  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("asked, unknown", [
    ("what did Priya Nair buy last week?", "Priya Nair"),
    ("How much has Walter Quinn spent with us?", "Walter Quinn"),
    ("how many kilos did we get from Sunny Acres Orchard?", "Sunny Acres Orchard"),
])
def test_an_unknown_name_is_said_to_be_unknown(shop, asked, unknown):
    with pytest.raises(QuestionFailed, match=f"no customer or supplier called “{unknown}”"):
        shop.ask(asked)


def test_a_known_name_in_the_same_shape_is_read(shop):
    bought = sorted({p for s in sales(lambda s: name(s["customer"]) == "Sue Davis") for p, *_ in s["items"]})
    answer = shop.ask("what did Sue Davis buy?")
    assert sorted(str(r[0]) for r in answer.steps[-1].rows) == bought
