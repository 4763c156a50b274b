"""What a careful newcomer says about the entry itself, read offline on the demo shop: an opening
("I hope this is helpful:", "I hope I'm doing this right.") and a close ("I believe that is everything
for this morning.") record nothing; doubt about the record itself ("…, I think") is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("I hope this is useful: Sue Davis bought 2 kg of pears.", [sale("Sue Davis", ("pear", 2))]),
    ("I hope I'm doing this right. Eva Berg bought 1 kg of mango.", [sale("Eva Berg", ("mango", 1))]),
    ("Ken Smith bought 3 kg of oranges. I think that's all for today.", [sale("Ken Smith", ("orange", 3))]),
    ("Raj Patel took 1 kg of cherries; I believe that is everything for this morning.",
     [sale("Raj Patel", ("cherry", 1))]),
])
def test_a_newcomers_words_about_the_entry_record_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


def test_doubt_about_the_record_is_still_refused(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("I hope this is helpful: Sue Davis bought 2 kg of pears, I think.", TODAY)
