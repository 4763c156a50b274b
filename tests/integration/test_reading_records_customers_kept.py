"""Two wrong records set 71 found on first sight, fixed by cause: a known customer named in full who is
in no record the reader made (their kilos went on the next customer's sale) makes the whole text refused;
a day still to come never dates a note (it is kept in the note's text). In other words than the set's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


def test_a_named_customer_lost_by_the_reading_refuses_the_text(drafter):
    for text, lost in (("Ann Brown was in, bought 2kg pears and then Bob right after her got 1kg cherries", "Ann Brown"),
                       ("Mei Chen came in, bought 1kg grapes and then Luis right after her got 2kg bananas", "Mei Chen")):
        with pytest.raises(LedgerError, match=lost):  # not one sale to the second holding both
            read(drafter, text)


def test_two_customers_read_apart_are_both_kept(drafter):
    assert read(drafter, "Ann Brown bought 2kg pears, then Bob Smith took 1kg cherries") == [
        sale("Ann Brown", ("pear", 2)), sale("Bob Smith", ("cherry", 1))]


@pytest.mark.parametrize("text", ["Reminder: stocktake with the accountant on 2024-03-06.",
                                  "note - the health inspector visits on 12 March"])
def test_a_day_still_to_come_does_not_date_a_note(drafter, text):
    (note,) = read(drafter, text)
    assert note["kind"] == "note" and note["date"] == "2024-02-29" and note["text"] == text
