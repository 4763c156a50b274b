"""A shift's checklist, read offline on the demo shop: a heading over the list, numbered lines,
ticked boxes. Written in words other than set 17's; each reads to exactly its records or is
refused, naming what stopped it."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, purchase, read, sale


def refusal(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, expected", [
    ("Opening shift\n- sold: Eva Berg 1kg pears\n- sold: Ken Smith 2 kg oranges",
     [sale("Eva Berg", ("pear", 1)), sale("Ken Smith", ("orange", 2))]),
    ("DELIVERIES TODAY\n- Hillside: 10kg apples @ 1.10\n- ABC: 5kg grapes @ 1.80",
     [purchase("Hillside Produce", ("apple", 10, 1.1, None)), purchase("ABC", ("grape", 5, 1.8, None))]),
    ("Afternoon handover\n1) Sold Tom Lee 1kg cherries\n2) Dropped 0.5kg pears - damaged",
     [sale("Tom Lee", ("cherry", 1)), adjustment("pear", -0.5, "damaged")]),
    ("Stocktake\n- pears: +0.4 kg\n- oranges: -1 kg",
     [adjustment("pear", 0.4, "stock count"), adjustment("orange", -1, "stock count")]),
    ("Prices\n- cherries 3.40\n- pears 1.70", [price("cherry", 3.4), price("pear", 1.7)]),
    ("Closing list 27/02\n[x] floor swept\n- sold: Ida Novak 1 kg apples",
     [sale("Ida Novak", ("apple", 1), date="2024-02-27")]),
    ("[x] Zoe Davis 2kg pears", [sale("Zoe Davis", ("pear", 2))]),
    ("Yesterday's sales\n- Ken Smith 1kg pears\n- Eva Berg 1kg apples",
     [sale("Ken Smith", ("pear", 1), date="2024-02-28"), sale("Eva Berg", ("apple", 1), date="2024-02-28")]),
    ("Refunds\n- Bob Smith: all of yesterday's sale",
     [{"kind": "return", "date": "2024-02-29", "customer": {"name": "Bob Smith", "phone": None, "email": None},
       "sale_date": "2024-02-28"}]),
])
def test_a_checklists_heading_numbers_and_ticks(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_line_that_is_no_checklist_heading_still_stops_the_list(drafter):
    assert "takes something back" in refusal(drafter, "Cancel these\n- sold: Eva Berg 1kg pears\n- sold: Ken Smith 1kg apples")


def test_an_unticked_box_is_not_done(drafter):
    assert "not ticked" in refusal(drafter, "Shift list\n[ ] sold Tom Lee 1kg apples\n[ ] sold Eva Berg 1kg pears")


@pytest.mark.parametrize("text, expected", [
    # a numbered line that starts with its quantity
    ("1. Ann Brown 1kg cherries\n2. 2 kg pears spoiled", [sale("Ann Brown", ("cherry", 1)),
                                                          adjustment("pear", -2, "spoiled")]),
    # a list lettered a), b), c)
    ("a) Tom Lee 1kg grapes\nb) Ida Novak 2kg bananas\nc) mangoes now 2.55",
     [sale("Tom Lee", ("grape", 1)), sale("Ida Novak", ("banana", 2)), price("mango", 2.55)]),
])
def test_a_list_numbered_before_a_quantity_or_lettered(drafter, text, expected):
    assert read(drafter, text) == expected
