"""Money said in slang, read offline on the demo shop: "a tenner" is 10 and "a fiver" 5, a
total checked against the shelf price as any other; never a word passed over, which would keep
a sale the staff said was paid at another price."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text", [
    "sold Omar 2 kg grapes for a tenner",           # 2 × 2.80 = 5.60
    "Zoe had 4 kilo bananas, paid a fiver",          # 4 × 1.20 = 4.80
    "got a tenner off Tom Lee for 3 kg of pears",    # 3 × 1.44 = 4.32
])
def test_a_slang_amount_that_is_not_the_shelf_total_is_refused(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    assert "selling price" in refused.value.message


def test_a_slang_amount_that_is_the_shelf_total_confirms_the_sale(drafter):
    # 3.125 kg of cherries at 3.20 come to exactly 10.00
    assert read(drafter, "sold Ken Smith 3.125 kg cherries for a tenner") == [sale("Ken Smith", ("cherry", 3.125))]
