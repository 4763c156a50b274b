"""A product's suppliers named by the product (set 98): "who is the cherry supplier", "who are our apple
suppliers", "the mango supplier is who", Cantonese "係邊個" (is who); not "the main supplier"."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, product", [
    ("who is the cherry supplier", "cherry"),
    ("who are our apple suppliers?", "apple"),
    ("the mango supplier is who", "mango"),
    ("Grape supplier 係邊個?", "grape"),
])
def test_the_suppliers_of_it(shop, said, product):
    assert shop.ask(said).answer == shop.ask(f"which suppliers supply {product}").answer


def test_a_ranked_supplier_is_not_a_product(shop):
    assert "which suppliers supply main" not in shop.ask("who is the main supplier").answer
    assert shop.ask("who is the main supplier").answer != shop.ask("which suppliers supply apple").answer
