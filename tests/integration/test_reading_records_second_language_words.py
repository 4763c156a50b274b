"""Words a German-speaking writer brings into English: "the Chef says:" is the boss's word (a new
price said after it is the shop's), and "made inventory of" is a count. "The chef says" with no
price after it still records nothing."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, read


def test_the_chef_says_a_new_price(drafter):
    assert read(drafter, "The Chef says: grapes from now 2,90.") == [price("grape", 2.9)]


def test_made_inventory_is_a_count(drafter):
    assert read(drafter, "We have made inventory of apples: 31 kilos are there.") == [
        adjustment("apple", 1.5, "stock count")]


def test_the_chef_saying_no_price_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("The chef says: the grapes look nice", TODAY)
        assert not draft.open_choices()
