"""Words a German-speaking writer brings into English: "the Chef says:" is the boss's word (a new
price said after it is the shop's), "made inventory of" is a count, and an amount said before "he
paid" ("2,88 he paid") is what he paid, checked like any total. "The chef says" with no
price after it still records nothing."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, read, sale


def test_the_chef_says_a_new_price(drafter):
    assert read(drafter, "The Chef says: grapes from now 2,90.") == [price("grape", 2.9)]


def test_made_inventory_is_a_count(drafter):
    assert read(drafter, "We have made inventory of apples: 31 kilos are there.") == [
        adjustment("apple", 1.5, "stock count")]


def test_the_chef_saying_no_price_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("The chef says: the grapes look nice", TODAY)
        assert not draft.open_choices()


def test_the_amount_said_before_he_paid(drafter):
    assert read(drafter, "Sold Tom Lee 2 kilos pears, 2,88 he paid.") == [sale("Tom Lee", ("pear", 2))]
    with pytest.raises(LedgerError):
        drafter.draft("Sold Tom Lee 2 kilos pears, 2,00 he paid.", TODAY)
