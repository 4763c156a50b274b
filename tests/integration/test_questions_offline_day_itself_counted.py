"""A start day said again in a sentence of its own, with "itself" (set 80): "Kilos sold since the 8th.
(The 8th itself counted.)" is since the 8th, as "(the 8th counted)" was; against "after" it still
contradicts the bound and is refused."""

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("question, plain", [
    ("Kilos sold since the 8th. (The 8th itself counted.)", "kilos sold since the 8th"),
    ("revenue since the 21st (the 21st itself included)", "revenue since the 21st"),
])
def test_the_start_itself_counted_is_since(shop, question, plain):
    assert shop.ask(question).answer == shop.ask(plain).answer


def test_the_day_itself_against_after_is_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("revenue after the 21st (the 21st itself included)")
