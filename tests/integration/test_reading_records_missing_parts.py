"""A line whose every word was placed but which still is no record says what it lacks, as a person
would ask back: who bought it, who delivered it, what happened to it — never "something it needs is
missing" (a new user met that typing a walk-in sale)."""

import datetime as dt

import pytest

from domain.errors import LedgerError

THURSDAY = dt.date(2024, 2, 29)


@pytest.mark.parametrize("text, asked", [
    ("sold three kilos of pears", "Who bought it?"),
    ("Sold 1.5 kg grapes this morning", "Who bought it?"),
    ("got 20 kg mangoes in at 1.10 a kilo", "Who delivered it?"),
    ("4 kg cherries", "What happened to it"),
])
def test_what_is_missing_is_asked_back(drafter, text, asked):
    with pytest.raises(LedgerError) as refused:
        drafter.draft(text, THURSDAY)
    assert asked in refused.value.message and "something it needs is missing" not in refused.value.message
