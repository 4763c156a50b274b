"""Two days in one sentence, read offline on the demo shop: "yesterday Eva Berg bought …, today Omar
bought …" is two records, each on its own day; one record said with two days is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def test_each_day_heads_its_own_sale(drafter):
    assert read(drafter, "yesterday Eva Berg bought 1 kg pears, today Omar bought 2 kg oranges.") == [
        sale("Eva Berg", ("pear", 1), date="2024-02-28"), sale("Omar Haddad", ("orange", 2))]


def test_one_sale_with_two_days_is_refused(drafter):
    with pytest.raises(LedgerError) as refused:
        drafter.draft("yesterday Eva Berg bought 1 kg pears today.", TODAY)
    assert "two different dates" in refused.value.message
