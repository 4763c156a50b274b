"""A careful newcomer's message, read offline on the demo shop: what she says about the message
itself ("Just so you know,", "Three things from today.", "it's Priya again.", "Have a good
evening!") carries nothing; the records between read exactly. A frame that names another day, or
a customer, is kept and read (or refused) there."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Just so you know, Ken Smith bought 1 kg of grapes.", [sale("Ken Smith", ("grape", 1))]),
    ("Hello, it's Priya again. Tom Lee bought 2 kg of pears. Have a good evening!", [sale("Tom Lee", ("pear", 2))]),
    ("Hi, a couple of things from today. Eva Berg bought 1 kg of mango. Then 1 kg of cherries went mouldy and "
     "I threw them out.", [sale("Eva Berg", ("mango", 1)), adjustment("cherry", -1.0, "mouldy")]),
    ("Hello! This is my first entry here. Ann Brown bought 3 kg of apples. Everything else is fine.",
     [sale("Ann Brown", ("apple", 3))]),
    ("Summary of what I sold this morning: Omar Haddad, 1 kg pears. Ida Novak, 2 kg grapes.",
     [sale("Omar Haddad", ("pear", 1)), sale("Ida Novak", ("grape", 2))]),
])
def test_the_frame_of_a_message_carries_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_frame_that_names_another_day_is_kept(drafter):
    with pytest.raises(LedgerError):  # "from Sunday" dates what follows: never read as today's
        drafter.draft("Hi, two things from Sunday. Eva Berg bought 1 kg of mango.", TODAY)
