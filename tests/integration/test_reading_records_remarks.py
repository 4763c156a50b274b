"""What a careful writer remarks beside a record, read offline on the demo shop: who the customer
is, why they bought, how it went, that it is entered late. Such a remark is dropped when it says
nothing a record holds; one that could change the record ("void", "staff discount", "on tab", a
name) is left, and the text refused. Written in words other than set 17's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def refusal(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, expected", [
    ("Mrs Berg, our kindly neighbour, bought two kilogrammes of pears.", [sale("Eva Berg", ("pear", 2))]),
    ("Mr Patel (the greengrocer's cousin) took a kilogramme of apples.", [sale("Raj Patel", ("apple", 1))]),
    ("Miss Novak bought a kilogramme of cherries for her mother's jam.", [sale("Ida Novak", ("cherry", 1))]),
    ("Mr Lee took two pounds of oranges, wrapped in paper.", [sale("Tom Lee", ("orange", 0.907))]),
    ("Mrs Chen bought a kilogramme of grapes; I quite neglected to enter it.", [sale("Mei Chen", ("grape", 1))]),
    ("Mr Garcia bought a kilogramme of mangoes which I entered belatedly.", [sale("Luis Garcia", ("mango", 1))]),
])
def test_a_remark_beside_the_record_is_dropped(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Mr Lee took two pounds of oranges, void.",
    "Mr Lee took two pounds of oranges (staff discount).",
    "Mr Lee took two pounds of oranges, on his tab.",
    "Mr Lee, Martha's husband, took two pounds of oranges.",
    "Mr Lee took two pounds of oranges, hypothetically.",
])
def test_a_remark_that_could_change_the_record_is_not_dropped(drafter, text):
    assert refusal(drafter, text)
