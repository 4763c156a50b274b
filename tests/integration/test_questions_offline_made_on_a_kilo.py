"""What the shop "makes" or "earns" on a kilo may be its price, or what is left once the kilo's cost
is paid: asked which, naming the words ("How much do we make on a kilo of strawberries?" was
answered with the selling price alone, "what do we make on a kilo of pears?" with the kilos of pears
sold). What a kilo goes for, or is, stays its price."""

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY
from tests.support.demo_records import shelf_price


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("question, said", [
    ("what do we make on a kilo of pears?", "a kilo"),
    ("How much does each kg of cherries make us", "each kg"),
    ("How much do we make on a kilo of strawberries?", "a kilo"),
    ("what do we clear per kilo on grapes", "per kilo"),
])
def test_what_a_kilo_makes_is_asked_which(shop, question, said):
    with pytest.raises(QuestionFailed) as refused:
        shop.ask(question)
    assert f"“{said}”: the price of a kilo, what it cost us, or what it leaves over cost?" in refused.value.message


@pytest.mark.parametrize("question, product", [
    ("How much do we get for a kilo of pears?", "pear"),
    ("how much is a kilo of cherries", "cherry"),
])
def test_what_a_kilo_goes_for_is_still_its_price(shop, question, product):
    assert shop.ask(question).answer.endswith(f": {shelf_price(product):.2f}.")
