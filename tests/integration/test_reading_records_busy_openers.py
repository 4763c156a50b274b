"""How busy it was, said before a rush's list ("hectic afternoon.", "tills were manic!"): dropped as
a recap's chatter; a sentence with a figure in it is not. Read offline on the demo shop; written in
words other than set 67's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("hectic afternoon. Eva 1kg pears", [sale("Eva Berg", ("pear", 1))]),
    ("tills were manic!! Ann 1kg oranges, Zoe 2kg apples", [sale("Ann Brown", ("orange", 1)),
                                                           sale("Zoe Davis", ("apple", 2))]),
])
def test_how_busy_it_was_says_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_busy_sentence_with_a_figure_is_not_dropped(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("till was short 5 dollars. Eva 1kg pears", TODAY)
