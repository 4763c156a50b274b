"""A loss with its quantity that the reader cannot read ("… have I 1 kg rotten oranges composted")
is refused, never kept as a note beside the records read: the stock would be left wrong."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY


@pytest.mark.parametrize("text", [
    "Eva Berg bought 1 kg pears. Then have I 1 kg rotten oranges composted.",
    "Afterwards Bram has 2 kg damaged mango gestopt in the compost.",
])
def test_an_unread_loss_is_no_note(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)
