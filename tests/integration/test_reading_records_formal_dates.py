"""Dates the way an old hand writes them, read offline on the demo shop: "the 9th inst." (this
month's day), "ult." (last month's), "prox." (next month's, still to come), "this forenoon", and
a texter's "mornin" and "yday's". Written in words other than set 17's."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


def refusal(drafter, text, today):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, today)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, today, expected", [
    ("Mr Lee bought a kilogramme of pears on the 9th inst.", dt.date(2024, 2, 20),
     [sale("Tom Lee", ("pear", 1), date="2024-02-09")]),
    ("On the 10th inst. Miss Berg bought two kilogrammes of apples.", dt.date(2024, 2, 22),
     [sale("Eva Berg", ("apple", 2), date="2024-02-10")]),
    ("Mrs Novak bought a kilogramme of oranges this forenoon.", dt.date(2024, 2, 22),
     [sale("Ida Novak", ("orange", 1), date="2024-02-22")]),
    ("ken smith 1kg pears this mornin", dt.date(2024, 2, 22), [sale("Ken Smith", ("pear", 1), date="2024-02-22")]),
])
def test_a_day_of_this_month_and_this_forenoon(drafter, text, today, expected):
    assert read(drafter, text, today) == expected


@pytest.mark.parametrize("text, today, says", [
    ("Mr Lee bought a kilogramme of pears on the 25th inst.", dt.date(2024, 2, 20), "not come yet"),
    ("Mr Lee will take a kilogramme of pears on the 2nd prox.", dt.date(2024, 2, 20), "not come yet"),
    ("Mr Lee bought a kilogramme of pears on the 31st inst.", dt.date(2024, 2, 29), "no 31st"),
])
def test_a_day_still_to_come_or_not_in_the_month_is_refused(drafter, text, today, says):
    assert says in refusal(drafter, text, today)
