"""A voice note's pauses where a phrase is not finished ("price to, um, two sixty", "bananas and,
like, a kilo of apples", "at, uh, sixty cents"), and a day said first and set off by a comma
("Yesterday, …", "On Monday, …", "two days ago, …"): the pause says nothing, and the day dates
what follows; how rotten ("completely rotten") says nothing more. A day still to come is still
refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("uh, put the grape price up to, um, two ninety", [price("grape", 2.9)]),
    ("um, Luis Garcia, uh, a kilo of pears and, like, two kilos of oranges",
     [sale("Luis Garcia", ("pear", 1), ("orange", 2))]),
    ("Green Valley dropped off, um, twenty kilos of apples at, uh, a dollar ten a kilo",
     [purchase("Green Valley Farms", ("apple", 20, 1.1, None))]),
    ("Ken Smith, like, 3 kg bananas", [sale("Ken Smith", ("banana", 3))]),
])
def test_a_pause_inside_a_phrase_says_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Yesterday, Mei Chen had 2 kg of grapes", [sale("Mei Chen", ("grape", 2), date="2024-02-28")]),
    ("On Tuesday, 1 kg pears to Tom Lee", [sale("Tom Lee", ("pear", 1), date="2024-02-27")]),
    ("uh, three days ago, Sue Davis took a kilo of cherries", [sale("Sue Davis", ("cherry", 1), date="2024-02-26")]),
])
def test_a_day_said_first_before_a_comma_dates_the_record(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_day_to_come_said_first_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Tomorrow, Mei Chen 2 kg grapes", TODAY)
        assert not draft.open_choices()


def test_how_rotten_says_nothing_more(drafter):
    assert read(drafter, "um, two kilos of pears went, like, completely rotten") == [
        {"kind": "stock_adjustment", "date": "2024-02-29", "product": "pear", "quantity": -2, "reason": "rotten",
         "unit": "kg"}]
