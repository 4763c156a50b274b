"""Set 32 and set 34's round, in other words than the sets': a word of a supplier's name ("Hillside
Produce") is not a word of the question (it read "all the fruit", in kilos); a product that "is" over or
under some kilos, with nothing sold said, is its stock now; "which fruit makes money" with nothing that
picks some out is asked which (the one that makes the most, or those over an amount), never all listed.
Numbers are computed from the demo's records."""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo, kg, model, money  # noqa: F401
from tests.support.asking import THURSDAY, ends, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


def test_a_word_of_a_suppliers_name_is_not_all_the_fruit(shop):
    paid = sum(total for supplier, _, total, _ in model().purchases if supplier == "Hillside Produce")
    ends(shop.ask("how much did we buy from Hillside Produce this month, at cost"), money(paid))
    ends(shop.ask("how much have we bought from Hillside Produce"), money(paid))
    kilos = sum(q for supplier, _, _, items in model().purchases if supplier == "Hillside Produce"
                for _, q, *_ in items)
    ends(shop.ask("how many kilos did we buy from Hillside Produce"), kg(kilos))


def test_a_product_that_is_under_some_kilos_is_its_stock(shop):
    stock = {p: v["stock"] for p, v in model().products.items()}
    rows = shop.ask("what fruits are under 30 kg right now").steps[-1].rows
    assert {r[0] for r in rows} == {p for p, s in stock.items() if s < 30}
    rows = shop.ask("which products are over 20 kg").steps[-1].rows
    assert {r[0] for r in rows} == {p for p, s in stock.items() if s > 20}


def test_kilos_sold_under_a_bound_are_still_kilos_sold(shop):
    answer = shop.ask("which products sold under 30 kg this month")
    assert answer.answer.startswith("Kilos sold"), answer.answer


@pytest.mark.parametrize("question", [
    "which product makes us money",
    "what customers made us money last week",
    "which day of the week earns money",
])
def test_which_makes_money_with_nothing_picking_some_out_is_asked(shop, question):
    refused(shop, question, "makes the most")


def test_the_most_money_made_is_still_ranked(shop):
    answer = shop.ask("which fruit made us the most money")
    assert answer.steps[-1].rows[0][0] == "strawberry", answer.answer
