"""A Polish-born assistant's English, read offline on the demo shop (reader/word_for_word.py), in words
other than set 89's: what was done told as it happens ("is taking 2 kg", "was taking", "am throwing away")
is what was done, and "From ABC comes 20 kg …" a delivery that came. Said with a day still to come, it is
refused as before."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Mrs Berg is taking 2 kg apples", [sale("Eva Berg", ("apple", 2))]),
    ("Yesterday Zoe Davis was taking 1 kg mango", [sale("Zoe Davis", ("mango", 1), date="2024-02-28")]),
    ("I am throwing out 1 kg cherries, is mouldy", [adjustment("cherry", -1, "mouldy")]),
    ("From ABC comes 20 kg pears, price 1,00 for kilo", [purchase("ABC", ("pear", 20, 1.0, None))]),
])
def test_polish_english_told_as_it_happens_is_what_was_done(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_day_to_come_is_still_refused(drafter):  # a guard: refused before too
    with pytest.raises(LedgerError, match="not happened yet"):
        drafter.draft("Tom Lee is taking 2 kg apples tomorrow", TODAY)
