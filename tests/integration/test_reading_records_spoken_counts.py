"""Counts as they are said aloud: "the pear count came to twenty kilos", what was counted said
first ("um, bananas, uh, counted thirty kilos"), and the figure said again to be sure ("… 31 kilos
of apples. Yeah, 31."). A figure "said again" that was never said before is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read


@pytest.mark.parametrize("text, expected", [
    ("The apple count came to thirty and a half kilos.", [adjustment("apple", 1, "stock count")]),
    ("um, bananas, uh, counted thirty kilos", [adjustment("banana", -0.5, "stock count")]),
    ("we did a count and there's 31 kilos of apples. Yeah, 31.", [adjustment("apple", 1.5, "stock count")]),
])
def test_a_count_said_aloud(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_figure_said_again_that_was_never_said_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("we did a count and there's 31 kilos of apples. Yeah, 30.", TODAY)
        assert not draft.open_choices()
