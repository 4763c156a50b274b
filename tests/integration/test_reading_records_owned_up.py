"""What a helper owns up to around a record, read offline on the demo shop: a late entry ("…, that
stood not in the book", "…, that was not yet in the system"), a chat's sigh ("argh 1kg pears …") and a
line marked "done ✅" carry nothing; the record reads exactly."""

import pytest

from tests.integration.test_reading_records import adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Yesterday has Eva Berg 2 kilo pears bought, that stood not in the book.",
     [sale("Eva Berg", ("pear", 2), date="2024-02-28")]),
    ("On the 27th Ken Smith bought 1 kg of mango, that was not yet in the system.",
     [sale("Ken Smith", ("mango", 1), date="2024-02-27")]),
    ("argh 1kg pears squashed in the crate, binned", [adjustment("pear", -1.0, "damaged")]),
    ("Mei Chen 1kg grapes + 2kg apples all done 👍", [sale("Mei Chen", ("grape", 1), ("apple", 2))]),
])
def test_what_is_owned_up_to_carries_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Ann Brown 1kg cherries. Tom Lee 2kg cherries. cherries flying out 🍒", [
        sale("Ann Brown", ("cherry", 1)), sale("Tom Lee", ("cherry", 2))]),
    ("Sue Davis bought 1 kg of pears. The pears are selling well today.", [sale("Sue Davis", ("pear", 1))]),
])
def test_how_trade_went_said_last(drafter, text, expected):
    assert read(drafter, text) == expected
