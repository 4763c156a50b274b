"""A staff group chat pasted one message at a time, read offline on the demo shop: the poster's
"Name:" and the chat's "[08:05]" stamp say who typed it, never who bought; the record after reads
exactly. A heading that says a day or a kind of record, or a customer's name, is no poster."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("[8:05] Kasia: Eva Berg 1kg grapes", [sale("Eva Berg", ("grape", 1))]),
    ("Marek: binned 1kg pears, gone mouldy", [adjustment("pear", -1.0, "mouldy")]),
    ("Kasia: Hillside dropped off 10kg apples @ 1.10", [purchase("Hillside Produce", ("apple", 10, 1.1, None))]),
    ("Kasia: Ann Brown 2kg oranges\nMarek: Ken Smith 1kg cherries",
     [sale("Ann Brown", ("orange", 2)), sale("Ken Smith", ("cherry", 1))]),
])
def test_the_poster_is_not_the_customer(drafter, text, expected):
    assert read(drafter, text) == expected


# Guards (they read the same before the poster was dropped): what looks like a poster but is not.
def test_a_day_before_a_colon_is_the_day(drafter):
    assert read(drafter, "Monday: Eva Berg 1kg pears") == [sale("Eva Berg", ("pear", 1), date="2024-02-26")]


def test_a_poster_does_not_settle_an_ambiguous_customer(drafter):
    choices = drafter.draft("Marek: Mrs Smith 2kg apples", TODAY).open_choices()
    assert [set(c.options) for c in choices] == [{"Bob Smith", "Ken Smith"}]


def test_a_heading_that_changes_the_record_is_no_poster(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Preorder: Eva Berg 1kg pears", TODAY)
