"""A label opening a message before a colon, in words the reader has no use for ("Till report:",
"lunch rush:", "Friday's highlights:"), is dropped, its day kept; a label that may change what the
records are ("Transfer to the other shop:", "Staff use:", a lone capitalised word that may be a new
customer's name) is left and refused. Who came in, said before a list naming each again ("Tom and
Ida both in: Tom …, Ida …"), is dropped too. A walk-in cold room and a stockroom are places."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


def test_a_label_of_unknown_words_is_dropped(drafter):
    assert read(drafter, "lunch rush: Eva Berg 2kg pears, then Tom Lee 1kg apples") == [
        sale("Eva Berg", ("pear", 2)), sale("Tom Lee", ("apple", 1))]


def test_a_report_label_before_write_offs(drafter):
    assert read(drafter, "Backroom roundup: 1kg pears rotten, 0.5kg grapes squashed") == [
        adjustment("pear", -1, "rotten"), adjustment("grape", -0.5, "damaged")]


def test_a_label_with_a_day_keeps_the_day(drafter):
    assert read(drafter, "Tuesday's highlights: Eva Berg 2kg pears") == [sale("Eva Berg", ("pear", 2), date="2024-02-27")]


@pytest.mark.parametrize("text", [
    "Transfer to the other shop: 2kg apples",
    "Staff use: 1kg grapes",
    "Nadia: 2kg apples",
    "Reserved: Eva Berg 2kg pears",
])
def test_a_label_that_may_change_the_records_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices() and draft.records


def test_the_walk_in_is_a_place(drafter):
    assert read(drafter, "walk-in count, apples: 28kg") == [adjustment("apple", -1.5, "stock count")]


def test_the_stockroom_is_a_place(drafter):
    assert read(drafter, "counted 28kg apples in the stockroom") == [adjustment("apple", -1.5, "stock count")]


def test_a_label_of_a_filler_said_in_the_plural(drafter):
    assert read(drafter, "Tuesday tickets: Eva Berg 2kg pears / Tom Lee 1kg apples") == [
        sale("Eva Berg", ("pear", 2), date="2024-02-27"), sale("Tom Lee", ("apple", 1), date="2024-02-27")]


def test_a_label_of_a_record_word_in_the_plural_is_not_dropped(drafter):
    assert read(drafter, "Counts today: pears 21 kg (agrees with the books), apples 28.5 kg") == [
        adjustment("apple", -1, "stock count")]


def test_who_came_in_said_before_their_lines(drafter):
    assert read(drafter, "Tom Lee and Ida Novak both in: Tom 1kg pears, Ida 2kg apples") == [
        sale("Tom Lee", ("pear", 1)), sale("Ida Novak", ("apple", 2))]


def test_who_came_in_with_only_one_line_after_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Tom Lee and Ida Novak both in: Tom 1kg pears", TODAY)
        assert not draft.open_choices() and draft.records
