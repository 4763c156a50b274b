"""A delivery of a product the shop has never had, whose name is one keystroke from one it sells
("peas" beside pears), is asked about instead of starting a new product: autocorrect makes such
names far more often than a greengrocer starts selling them. A name nowhere near is still new."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read


def test_a_new_product_one_letter_from_a_known_one_is_asked_about(drafter):
    with pytest.raises(LedgerError) as refused:
        read(drafter, "Hillside brought 12 kg peas at 0.90, sell at 1.60")
    assert "Did you mean pear?" in refused.value.message


def test_a_new_product_unlike_any_known_one_is_still_a_new_product(drafter):
    [record] = read(drafter, "Hillside brought 12 kg kiwis at 0.90, sell at 1.60")
    assert record["items"][0]["product"] == "kiwi"
