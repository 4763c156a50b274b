"""An early-shift note's time stamp ("half six -", "6ish.", "6:30 sharp.") dates nothing and is
dropped; a figure put right with "no wait, it was …" in the same unit keeps the figure said last
(in a bilingual helper's Spanish too: "no espera, eran …"), one in another unit is still refused;
"price list update:" heads price changes as "price changes:" does."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import price, read, sale


@pytest.mark.parametrize("stamp", ["half six -", "6ish.", "6:30 sharp."])
def test_a_time_stamp_dates_nothing(drafter, stamp):
    assert read(drafter, f"{stamp} Eva Berg came in for a kilo of pears") == [sale("Eva Berg", ("pear", 1))]


@pytest.mark.parametrize("text", [
    "Zoe Davis 1 kg grapes, no wait, it was 2 kg, Tom Lee 1 kg apples",
    "Zoe Davis 1 kg uvas, no espera, eran 2 kg, Tom Lee 1 kg manzanas, todo hoy",
])
def test_a_figure_put_right_keeps_the_last(drafter, text):
    assert read(drafter, text) == [sale("Zoe Davis", ("grape", 2)), sale("Tom Lee", ("apple", 1))]


def test_a_figure_put_right_in_another_unit_is_refused(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "Zoe Davis 1 kg grapes, no wait, it was 2 lb")


def test_a_price_list_update_heads_price_changes(drafter):
    assert read(drafter, "Price list update: pears 1.50, grapes 3.10") == [price("pear", 1.5), price("grape", 3.1)]


def test_what_the_stamps_moment_held_is_no_record(drafter):
    from tests.integration.test_reading_records import purchase
    assert read(drafter, "6:10 - two deliveries at once! ABC 10 kg pears @ 1.00, and Hillside Produce 5 kg mango @ 1.40") \
        == [purchase("ABC", ("pear", 10, 1.0, None)), purchase("Hillside Produce", ("mango", 5, 1.4, None))]
