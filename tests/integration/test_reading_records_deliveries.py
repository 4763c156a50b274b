"""What the delivery receiver types, read offline on the demo shop: a supplier's document code
on its own ("Hillside HX-5512: …") names the invoice, not a quantity; damage "on arrival" is a
write-off beside the delivery; a price change "for good" / "permanently" is a price change."""

import pytest

from app.bootstrap import bootstrap, services
from tests.integration.test_reading_records import adjustment, price, purchase, read


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    ledger = bootstrap(tmp_path_factory.mktemp("demo"), staff="tester")
    ledger.load_demo()
    yield ledger
    ledger.close()


@pytest.fixture
def drafter(shop):
    return services(shop, offline=True).drafter()


def test_a_document_code_alone_names_the_invoice(drafter):
    assert read(drafter, "ABC QX-4471: 8 kg pears at 0.95 a kilo.") == [purchase("ABC", ("pear", 8, 0.95, None))]


def test_damage_on_arrival_is_written_off_beside_the_delivery(drafter):
    assert read(drafter, "Hillside invoice 9031: 10 kg oranges at 0.85/kg, 2 kg squashed on arrival.") == [
        purchase("Hillside Produce", ("orange", 10, 0.85, None)), adjustment("orange", -2.0, "damaged")]


def test_a_permanent_price_change(drafter):
    assert read(drafter, "Grapes up to 3.10 a kilo permanently.") == [price("grape", 3.1)]
