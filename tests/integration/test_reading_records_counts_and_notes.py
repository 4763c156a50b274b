"""Stock counts said as what is on the shelf, notes kept as typed and a weekday with a bare
ordinal, read offline on the demo shop (test_reading_records.py, split for size), in words other
than set 23's. On 29 Feb the demo holds grape 24, pear 21, cherry 59.5 and orange 25 kg; on 15 Feb
grape 31 kg."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


def refusal(drafter, text, today=TODAY):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, today)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, expected", [
    ("grapes recounted, 22.5 kg", [adjustment("grape", -1.5, "stock count")]),
    ("Stocktake: pears 21.5kg, cherries 59 kg", [adjustment("pear", 0.5, "stock count"),
                                                 adjustment("cherry", -0.5, "stock count")]),
    ("checked the oranges, 24 kg", [adjustment("orange", -1, "stock count")]),
])
def test_a_count_said_as_the_shelfs_figure_is_its_difference_from_the_stock(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_count_after_a_sale_in_the_same_text_counts_from_what_is_left(drafter):
    assert read(drafter, "sold ken 3kg pears, then counted pears 17 kg") == [
        sale("Ken Smith", ("pear", 3)), adjustment("pear", -1, "stock count")]


def test_a_count_is_set_against_the_shop_of_the_day_the_text_is_read_as_of(drafter):
    assert read(drafter, "grape count 30 kg", dt.date(2024, 2, 15)) == [
        adjustment("grape", -1, "stock count", date="2024-02-15")]


def test_a_count_with_a_loose_dash_or_equal_to_the_stock_is_refused(drafter):
    # a count on another day is set against that day's close now (test_reading_records_counts_on_past_days.py)
    assert "what was counted, or that much less" in refusal(drafter, "stocktake: pears - 1 kg")
    assert "nothing to adjust" in refusal(drafter, "recounted grapes 24 kg")


def test_a_count_said_as_a_difference_stays_a_difference(drafter):
    assert read(drafter, "stocktake: pears -1 kg") == [adjustment("pear", -1, "stock count")]
    assert read(drafter, "recounted grapes, 1 kg short") == [adjustment("grape", -1, "stock count")]


def note(text, date="2024-02-29", facts=()):
    return {"kind": "note", "date": date, "text": text, "facts": list(facts)}


def test_a_note_keeps_what_was_typed_not_the_readers_rewriting(drafter):
    typed = "fyi cold room light flickers, switch off n on"  # "n" is not rewritten to "and" in a note
    assert read(drafter, typed) == [note(typed)]


def test_a_day_that_comes_again_dates_no_note_and_no_record(drafter):
    typed = "Memo: the window cleaner is paid on the 15th of every month"
    assert read(drafter, typed) == [note(typed)]
    assert read(drafter, "note: the bins go out every wednesday") == [note("note: the bins go out every wednesday")]
    assert "month" in refusal(drafter, "sold ken 1kg pears on the 2nd of each month")
    assert "every" in refusal(drafter, "ken gets 1kg pears every friday")


def test_a_bare_ordinal_after_a_weekday_is_that_days_date(drafter):
    assert read(drafter, "Thursday 22nd: ken 1kg pears") == [sale("Ken Smith", ("pear", 1), date="2024-02-22")]
    assert "not a Friday" in refusal(drafter, "friday 22nd ken 1kg pears")
