"""Set 29's round, each cause asked here in other words than the set's.

A loss or count whose number stands before the fruit with no unit ("4 pears squashed") counts
pieces, not kilos, and is refused asking for the weight; after the fruit ("pears 4, squashed")
the number is in the product's own unit, as before."""

import pytest

from app.bootstrap import bootstrap, services
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, read


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
    "4 pears squashed, in the bin",
    "chucked 5 oranges, mouldy",
    "2 bananas nicked off the display",
])
def test_pieces_before_the_fruit_are_not_kilos(drafter, text):
    with pytest.raises(LedgerError, match="how many kg"):
        read(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("4 kg pears squashed, in the bin", [adjustment("pear", -4.0, "damaged")]),
    ("half a kilo of oranges mouldy, chucked", [adjustment("orange", -0.5, "mouldy")]),
])
def test_weights_still_read(drafter, text, expected):
    assert read(drafter, text) == expected
