"""A sale's amount said bare after the line and whom it was for ("3 kg bananas for Ken Smith, 3.60"):
the line's amount, checked against the shelf price as any amount after a line is; one that is not
the shelf price is refused, and a purchase's bare amount is still asked about (each, or all?)."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text, expected", [
    ("3 kg bananas for Ken Smith, 3.60", [sale("Ken Smith", ("banana", 3))]),
    ("gave 1 kilo cherries to Omar Haddad - 3.20", [sale("Omar Haddad", ("cherry", 1))]),
])
def test_an_amount_after_whom_the_line_was_for(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "3 kg bananas for Ken Smith, 4.00",  # not 3 kg at the shelf price
    "bought 10 kg pears for ABC, 9.00",  # a cost: of each kg, or of all 10?
])
def test_an_amount_that_does_not_fit_is_refused_or_asked(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, dt.date(2024, 2, 29))
        assert draft.open_choices(), [r.record for r in draft.records]
        raise LedgerError("asked back")
