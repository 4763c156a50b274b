"""Money taken off a sale ("knocked 20p off …", "a quid off"): a sale is at the shop's price, so
it is refused instead of being read as a plain sale with the discount lost."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read


@pytest.mark.parametrize("text", [
    "knocked 20p off the cherries for eva berg, 1 kilo",
    "Knocked a bob off Raj's pears, 2 kilo",
    "raj patel 2 kg pears, a quid off",
    "Eva Berg got 1 kilo of cherries, 50p off",
])
def test_a_discount_on_a_sale_is_refused(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    assert "takes money off" in refused.value.message


def test_goods_bought_off_a_supplier_are_no_discount(drafter):
    # guard: passes before and after the change ("off" a supplier is from them)
    assert read(drafter, "bought 10 kg pears off hillside at 1.05") == [
        purchase("Hillside Produce", ("pear", 10, 1.05, None))]
