"""How a customer paid, told in a sentence of its own after the sale with no amount ("She paid the
marked price.", "He paid in full."), read offline on the demo shop: a sale is priced at the shelf
price, so the sentence adds nothing and the sale is read alone."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text", [
    "Raj Patel bought 1 kg of cherries. He paid the marked price.",
    "Raj Patel bought 1 kg of cherries. He paid the shelf price",
    "Raj Patel bought 1 kg of cherries. He paid in full.",
])
def test_paying_the_shelf_price_said_after_a_sale_adds_nothing(drafter, text):
    assert read(drafter, text) == [sale("Raj Patel", ("cherry", 1))]
