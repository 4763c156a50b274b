"""A teenager's messages from the till: "literally" before a loss and "already" say nothing more,
an "oops" after owning up to a late entry takes nothing back, and "n" after an emoji is "and". An
"oops" on its own is still refused. Read offline on the demo shop, in words other than set 69's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("some kid literally nicked 0.5kg of cherries", [adjustment("cherry", -0.5, "stolen")]),
    ("threw out 1kg apples, literally mouldy", [adjustment("apple", -1, "mouldy")]),
    ("eva berg had 1kg pears this morning, forgot to log it oops", [sale("Eva Berg", ("pear", 1))]),
    ("tom lee got 1kg grapes 🍇 n ann brown got 2kg apples",
     [sale("Tom Lee", ("grape", 1)), sale("Ann Brown", ("apple", 2))]),
    ("zoe davis took 1kg oranges already", [sale("Zoe Davis", ("orange", 1))]),
])
def test_what_a_teenager_adds_around_a_record(drafter, text, expected):
    assert read(drafter, text) == expected


def test_an_oops_alone_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("sold ida novak 1kg mangoes oops", TODAY)
        assert not draft.open_choices()
