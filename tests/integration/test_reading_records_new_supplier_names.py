"""A new supplier named by a lone first name ("from Dario") is refused as a new customer's would be:
which Dario will the books know? A firm's one-word name written as firms write them ("FreshCo",
"ABC") is still a new supplier."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read


def test_a_new_supplier_named_by_a_first_name_alone_is_refused(drafter):
    with pytest.raises(LedgerError) as refused:
        read(drafter, "received 15 kg pears from Dario at 1.10")
    assert "full name" in refused.value.message


def test_a_firms_one_word_name_is_a_new_supplier(drafter):
    [record] = read(drafter, "received 15 kg pears from PearCo at 1.10")
    assert record["supplier"]["name"] == "PearCo"
