"""Names spelt with letters beyond A-Z ("José Núñez", "Zoë Brontë") are one word each: a new customer
keeps the name as typed, a known one written so is found again, and a word that cannot be placed is
named whole (they were cut at the accent, "Jos", "N" and "ez", and the line refused)."""

import pytest

from app.bootstrap import bootstrap
from app.service_layer.ledger_values import Submission
from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.fixture
def shop(tmp_path):  # this module records a customer, so it has a demo shop of its own
    ledger = bootstrap(tmp_path / "shop", staff="tester")
    ledger.load_demo()
    yield ledger
    ledger.close()


def test_a_new_customer_with_accents_keeps_the_name_as_typed(drafter):
    assert read(drafter, "Sold 2 kg apples to José Núñez") == [sale("José Núñez", ("apple", 2))]
    phoned = drafter.draft("Zoë Brontë took 1.5kg pears, 555-123-4567", TODAY).records[0].record
    assert phoned["customer"] == {"name": "Zoë Brontë", "phone": "555-123-4567", "email": None}


def test_a_known_customer_with_accents_is_found_again(drafter, shop):
    shop.record_many([Submission(sale("Renée Müller", ("apple", 1), date="2024-02-28"))])
    assert read(drafter, "renée müller bought 2kg of mangoes") == [sale("Renée Müller", ("mango", 2))]
    card = drafter.draft("Sold 1 kg cherries to Renée Müller", TODAY)
    assert not any("new customer" in w for r in card.records for w in r.warnings)


def test_a_word_in_another_alphabet_is_named_whole_when_it_cannot_be_placed(drafter):
    with pytest.raises(LedgerError) as refused:
        drafter.draft("entregué 2 kg apples to Bob Smith", TODAY)  # ("vendí" is now read: sold)
    assert "“entregué”" in refused.value.message
