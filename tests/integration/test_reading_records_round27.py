"""Set 27's round, each cause asked here in other words than the set's.

"day before yesterday" without "the" is two days back, not yesterday."""

import pytest

from app.bootstrap import bootstrap, services
from tests.integration.test_reading_records import read, sale


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    ledger = bootstrap(tmp_path_factory.mktemp("demo"), staff="tester")
    ledger.load_demo()
    yield ledger
    ledger.close()


@pytest.fixture
def drafter(shop):
    return services(shop, offline=True).drafter()


@pytest.mark.parametrize("text", [
    "Raj Patel 1kg pears day before yesterday",
    "day before yesterday sold Raj Patel 1kg pears",
])
def test_day_before_yesterday_without_the(drafter, text):
    assert read(drafter, text) == [sale("Raj Patel", ("pear", 1.0), date="2024-02-27")]
