"""A one-word heading before a colon that says the lines are held, booked or asked for
("Reservations:", "Bookings:", "Wishlist:") is no chat poster's name: it stays, and the lines
under it are refused, never read as sales. A poster's name is still dropped."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("heading", ["Reservations", "Bookings", "Layby", "Requests", "Deposits"])
def test_a_heading_of_goods_held_is_refused(drafter, heading):
    with pytest.raises(LedgerError):
        draft = drafter.draft(f"{heading}: Tom Lee 3kg apples", TODAY)
        assert not draft.open_choices() and draft.records


def test_a_posters_name_is_still_dropped(drafter):
    assert read(drafter, "Marta: Tom Lee 3kg apples") == [sale("Tom Lee", ("apple", 3))]
