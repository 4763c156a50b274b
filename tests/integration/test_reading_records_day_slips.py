"""A day word spelt by sound or with a slip: read as that day only when it is unambiguous (one
slip from exactly one day word, two in a long one), otherwise refused naming the word — never
passed over with the record dated today."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, day", [
    ("wedensday ida novak took 2 kilo of pears", "2024-02-28"),
    ("yesturday raj patel took 2 kg pears", "2024-02-28"),
    ("mondy raj patel got 2 kilo pears", "2024-02-26"),
    ("yestday raj patel got 2 kilo pears", "2024-02-28"),  # two slips in a long day word
    ("sold raj patel 2 kilo pears on tuseday", "2024-02-27"),
])
def test_a_day_word_with_a_slip_dates_the_record(drafter, text, day):
    customer = "Ida Novak" if "ida" in text else "Raj Patel"
    assert read(drafter, text) == [sale(customer, ("pear", 2), date=day)]


@pytest.mark.parametrize("text, word", [
    ("wendsdy ida novak took 2 kilo of pears", "wendsdy"),  # too far from any day to read
    ("satdy raj patel got 2 kilo pears", "satdy"),
    ("tonite raj patel got 2 kilo pears", "tonite"),
    ("tusday raj patel got 2 kilo pears", "tusday"),  # Tuesday or Thursday?
])
def test_a_word_that_may_be_a_day_is_refused_by_name(drafter, text, word):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    assert f"“{word}”" in refused.value.message


@pytest.mark.parametrize("text", [
    "ida novak took 2 kilo of pears, tidy",  # a slip from "tdy", never from "today" said in full
])
def test_a_word_one_slip_from_a_short_form_only_is_no_day_word(drafter, text):
    # guard: passes before and after the change
    assert read(drafter, text) == [sale("Ida Novak", ("pear", 2))]
