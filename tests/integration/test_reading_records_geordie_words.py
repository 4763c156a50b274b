"""A Geordie writer's words, read offline on the demo shop (reader/geordie_words.py), in words other than
set 89's: "gannin" (going), "as owt" after a word (very), "canny" before a remark's last word, a new
"lad" or "lass" named after it (a new customer), "pet" closing a phrase, "like" after a figure, "the end of
my shift" (the close). "The morra" is tomorrow: not done yet, refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("sold Ken Smith 2 kilo pears pet", [sale("Ken Smith", ("pear", 2))]),
    ("canny quiet. Eva Berg 1kg apples", [sale("Eva Berg", ("apple", 1))]),
    ("new lad, Oscar Pembleton, 1kg grapes", [sale("Oscar Pembleton", ("grape", 1))]),
    ("mango price gannin up to 2.60", [price("mango", 2.6)]),
    ("Tom Lee had 2 kilo apples, 3.40 like", [sale("Tom Lee", ("apple", 2))]),
    ("chucked 1 kilo of cherries, rotten as owt", [adjustment("cherry", -1, "rotten")]),
    ("counted the pears at the end of my shift, 20 kilo", [adjustment("pear", -1, "stock count")]),
])
def test_geordie_words_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_the_morra_is_still_to_come(drafter):  # a guard: refused before too, for another word
    with pytest.raises(LedgerError, match="not happened yet"):
        drafter.draft("the morra Ann Brown wants 2 kilo pears", TODAY)
