"""A day of the month written with the ordinal dot of German and other languages ("the 22. of
February", "from the 27."): that day, as "the 22nd" would be. A day still to come is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def test_a_dotted_day_before_its_month(drafter):
    assert read(drafter, "The 22. of February Mei Chen has bought 2 kilo of oranges.") == [
        sale("Mei Chen", ("orange", 2), date="2024-02-22")]


def test_a_dotted_day_after_of_dates_the_sale_returned(drafter):
    assert read(drafter, "Frau Brown has returned the mangoes of the 23.") == [
        {"kind": "return", "date": "2024-02-29", "customer": {"name": "Ann Brown", "phone": None, "email": None},
         "sale_date": "2024-02-23"}]


def test_a_dotted_day_still_to_come_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Bob Smith took 2 kg apples on the 3. March", TODAY)
        assert not draft.open_choices()
