"""A voice memo that corrects or repeats its quantity as it goes, read offline on the demo shop:
the last figure said is kept; a repetition must say the same figure, and a correction that names
another product or takes back a figure never said is refused. Written in words other than set
17's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def refusal(drafter, text):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
    return refused.value.message


@pytest.mark.parametrize("text, expected", [
    ("ken smith two no three kilos of pears", [sale("Ken Smith", ("pear", 3))]),
    ("sold eva berg four kilos of apples sorry three kilos not four", [sale("Eva Berg", ("apple", 3))]),
    ("a kilo of cherries to tom lee no wait it was half a kilo", [sale("Tom Lee", ("cherry", 0.5))]),
    ("ida novak had one kilo of pears and two kilos of apples no one kilo of apples",
     [sale("Ida Novak", ("pear", 1), ("apple", 1))]),
    ("mei chen bought two kilos two kilos of oranges yeah two kilos", [sale("Mei Chen", ("orange", 2))]),
    ("sold luis garcia one kilo no hang on one and a half kilos of grapes", [sale("Luis Garcia", ("grape", 1.5))]),
])
def test_the_last_figure_said_is_kept(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "ken smith two kilos of pears yeah three kilos",  # "yeah" repeats, it does not correct
    "ken smith two kilos of pears no three kilos of apples",  # another product
    "sold eva berg four kilos of apples sorry three kilos not five",  # takes back a figure never said
])
def test_a_correction_that_does_not_settle_the_figure_is_refused(drafter, text):
    assert refusal(drafter, text)


@pytest.mark.parametrize("text, expected", [
    # "wait no" as well as "no wait"; the figure put right may carry its half
    ("Ida Novak, two kilos of grapes, wait no, two and a half", [sale("Ida Novak", ("grape", 2.5))]),
    ("Ken Smith 1 kg mango, no wait, 1 and a half", [sale("Ken Smith", ("mango", 1.5))]),
    ("Zoe Davis four kilos apples, wait no, five", [sale("Zoe Davis", ("apple", 5))]),
])
def test_wait_no_and_a_figure_with_its_half(drafter, text, expected):
    assert read(drafter, text) == expected
