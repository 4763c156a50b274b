"""What the shop floor types, read offline on the demo shop (test_reading_records.py, split for
size): rushed till notes, a second-language speaker, the owner's end-of-day recap and the back
room, each in words other than set 15's. Each reads to exactly its records or is refused, naming
what stopped it."""

import datetime as dt

import pytest

from app.bootstrap import bootstrap, services
from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read, sale


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    ledger = bootstrap(tmp_path_factory.mktemp("demo"), staff="tester")
    ledger.load_demo()
    yield ledger
    ledger.close()


@pytest.fixture
def drafter(shop):
    return services(shop, offline=True).drafter()


def refusal(drafter, text, today=TODAY):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, today)
        assert not draft.open_choices()
    return refused.value.message


def test_a_new_customer_needs_a_full_name(drafter):
    assert "full name" in refusal(drafter, "new customer bartholomew 1kg pears")
    assert read(drafter, "new customer Bart Quill 1kg pears") == [sale("Bart Quill", ("pear", 1))]


def test_a_new_suppliers_business_word_is_part_of_its_name(drafter):
    assert read(drafter, "new supplier Sunny Acres Farms, 8kg pears at 0.90/kg") == [
        purchase("Sunny Acres Farms", ("pear", 8, 0.9, None))]
    assert read(drafter, "Brook Hill Produce brought 5kg mango at 1.50") == [
        purchase("Brook Hill Produce", ("mango", 5, 1.5, None))]


def test_a_known_suppliers_name_typed_in_two_words(drafter):
    assert read(drafter, "hill side dropped 12kg apples @ 1.10") == [
        purchase("Hillside Produce", ("apple", 12, 1.1, None))]


def test_a_day_the_ledger_has_gone_past_is_read_against_the_shop_then(drafter):
    # on 12 Feb oranges sold at 1.40 (1.54 came later); on 15 Feb there were 8 kg of strawberries
    early, mid = dt.date(2024, 2, 12), dt.date(2024, 2, 15)
    assert read(drafter, "luis 2kg oranges at 1.40", early) == [sale("Luis Garcia", ("orange", 2), date="2024-02-12")]
    assert "1.40" in refusal(drafter, "luis 2kg oranges at 1.54", early)
    assert "Only 8 kg of strawberry" in refusal(drafter, "eva berg 9kg strawberries", mid)
    assert read(drafter, "eva berg 2kg strawberries", mid) == [sale("Eva Berg", ("strawberry", 2), date="2024-02-15")]
