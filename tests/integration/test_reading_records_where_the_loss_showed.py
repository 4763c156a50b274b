"""Where on the fruit a loss showed ("mouldy underneath", "bruised on the underside") says nothing more
than the reason: the record stands, as with "inside" and "at the bottom". It was refused as a word not
placed."""

import pytest

from tests.integration.test_reading_records import adjustment, read


@pytest.mark.parametrize("text, expected", [
    ("binned 2 kg of pears, mouldy underneath", [adjustment("pear", -2.0, "mouldy")]),
    ("threw away 3 kg mangoes bruised on the underside", [adjustment("mango", -3.0, "damaged")]),
])
def test_where_the_loss_showed_keeps_the_write_off(drafter, text, expected):
    assert read(drafter, text) == expected
