"""A newcomer's request to record, with a question after it that only checks the wording ("… ? Is
that right?", "… ? did I do it right?"), read offline on the demo shop: the check asks nothing of
the record, so the record is read; a question with something of its own ("is that the right
price?", "is that too much?") is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("could you log that Ken Smith bought 1kg pears? Is that correct?", [sale("Ken Smith", ("pear", 1))]),
    ("can you add Ida Novak, 2 kg oranges please? did I get it right?", [sale("Ida Novak", ("orange", 2))]),
    ("Could you record 1 kg grapes gone mouldy? does that make sense?", [adjustment("grape", -1, "mouldy")]),
    ("can you log Tom Lee 3kg apples? sorry, is this ok?", [sale("Tom Lee", ("apple", 3))]),
])
def test_a_question_checking_the_wording_asks_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "could you log Ken Smith 1kg pears at 1.00? is that the right price?",
    "can you record Ida Novak bought 40kg oranges? is that too much?",
])
def test_a_question_with_something_of_its_own_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)
