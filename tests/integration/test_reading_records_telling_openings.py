"""A careful writer's opening that only asks for the facts to be recorded, or says they are being
told ("I would be most obliged if you could record that …", "The manager asked me to report that
…", "Would you kindly log that …?"), is dropped; the facts after it read to their records. Its own
"would", "could" or question mark is no plan and no question; the facts' own still are."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("We would be very grateful if you could log that Tom Lee bought 3 kg pears.", [sale("Tom Lee", ("pear", 3))]),
    ("The manager asked me to report that Ida Novak took 1 kg cherries.", [sale("Ida Novak", ("cherry", 1))]),
    ("I am glad to say that Eva Berg bought 2 kg mango.", [sale("Eva Berg", ("mango", 2))]),
    ("I just wanted to let you know that Raj Patel had 1 kg apples.", [sale("Raj Patel", ("apple", 1))]),
    ("I should also mention that Ann Brown bought 2 kg grapes.", [sale("Ann Brown", ("grape", 2))]),
])
def test_an_opening_that_only_tells_is_dropped(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_request_to_record_asked_as_a_question_is_no_question(drafter):
    assert read(drafter, "Would you kindly enter that Luis Garcia bought 2 kg oranges? Thanks very much.") == [
        sale("Luis Garcia", ("orange", 2))]
    assert read(drafter, "Could you log, please, that Zoe Davis took 1 kg pears?") == [sale("Zoe Davis", ("pear", 1))]


def test_the_facts_after_the_opening_keep_their_own_day(drafter):
    assert read(drafter, "Please record that on Monday Mei Chen bought 1 kg bananas.") == [
        sale("Mei Chen", ("banana", 1), date="2024-02-26")]  # TODAY is Thursday 29 Feb 2024


@pytest.mark.parametrize("text", [
    "I would like you to record that Ken Smith will take 2 kg apples tomorrow.",  # the plan is the facts'
    "Could you record that Eva Berg bought 2 kg pears? Or was it plums?",  # a real question after it
])
def test_what_the_opening_leaves_is_still_checked(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices() and draft.records
