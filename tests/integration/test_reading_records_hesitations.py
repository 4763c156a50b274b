"""A newcomer's apologies and checks around a record ("sorry, still new at this — …", "hope I'm
doing this right: …", "… sorry, this is my first week", "… Did I spell her name right?") are
politeness, not doubt: the record is read. A doubt about the record itself is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text", [
    "sorry, still learning — Ken Smith bought 2 kg pears",
    "hope I'm doing this right: Ken Smith, 2 kg pears",
    "sorry to bother you — Ken Smith bought 2 kg pears",
    "just checking this works... Ken Smith 2 kg pears",
    "Ken Smith 2 kg pears. Sorry, this is my first week!",
    "Ken Smith bought 2 kg pears, I only just remembered, sorry",
    "Ken Smith bought 2 kg pears. Did I spell his name right?",
    "sorry if this is the wrong place, Ken Smith 2 kg pears",
])
def test_a_newcomers_nerves_around_a_record_are_not_doubt(drafter, text):
    assert read(drafter, text) == [sale("Ken Smith", ("pear", 2))]


@pytest.mark.parametrize("text", [
    "sorry, Ken Smith bought pears, I think it was 2 kg?",
    "hope I'm doing this right: Ken or Tom took 2 kg pears",
])
def test_a_doubt_about_the_record_is_still_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)
