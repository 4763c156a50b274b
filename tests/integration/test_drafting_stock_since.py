"""A record dated back, read on the ledger's latest day, must fit the stock of its own day and of
every day after it (not only the shop now). In the demo, strawberries stood at 14 kg on 12 Feb,
fell to 8 kg on the 15th and were restocked to 50+ on the 16th; 30 kg are left on the 29th."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


def test_a_sale_dated_back_must_not_leave_a_later_day_short(drafter):
    # 10 kg were there on the 12th, but the 15th would have gone 2 kg short
    with pytest.raises(LedgerError, match="Only 8 kg of strawberry were in stock on 2024-02-12 or a day after"):
        drafter.draft("ida novak had 10kg strawberries on feb 12", TODAY)
    assert read(drafter, "ida novak had 8kg strawberries on feb 12") == [
        sale("Ida Novak", ("strawberry", 8), date="2024-02-12")]


def test_a_write_off_dated_back_is_held_to_the_same_stock(drafter):
    with pytest.raises(LedgerError, match="Only 8 kg of strawberry"):
        drafter.draft("threw away 9kg strawberries on 14 feb, mouldy", TODAY)
    assert read(drafter, "threw away 3kg strawberries on 20 feb, mouldy") == [
        adjustment("strawberry", -3, "mouldy", date="2024-02-20")]
