"""A count said with when it was done ("counted the grapes after the Tuesday rush, 30 kilos") or how
("counted the pears properly") is the count of the shop's stock: the event it came after names no
customer or supplier of it. A count with someone named beside it is refused, never read as that
person's sale or delivery."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read


def _counted(records, product):
    assert [(r["kind"], r["product"], r["reason"]) for r in records] == [("stock_adjustment", product, "stock count")]


@pytest.mark.parametrize("text, product", [
    ("Counted the oranges after Ken's order, 20 kilo.", "orange"),
    ("Recounted grapes after the ABC delivery, 25 kilos.", "grape"),
    ("Counted the bananas after Mei came in, 30 kilos.", "banana"),
    ("Did a stock count after closing, 20 kilos of apples on the shelf.", "apple"),
    ("Counted the pears properly this evening, 20 kilos.", "pear"),
    ("Counted the mangoes again, 15 kilos.", "mango"),
])
def test_a_count_said_after_an_event_or_with_its_manner_is_the_count(drafter, text, product):
    _counted(read(drafter, text), product)


@pytest.mark.parametrize("text", [
    "Counted bananas for Ken 30 kilo.",
    "Counted pears, Hillside Produce, 20 kilo.",
])
def test_a_count_with_someone_named_beside_it_is_refused_not_a_sale(drafter, text):
    with pytest.raises(LedgerError, match="stock count"):
        read(drafter, text)
