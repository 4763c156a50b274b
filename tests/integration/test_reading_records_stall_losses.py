"""A market stall's loss lines, read offline on the demo shop: a minus sign before the kilos with
the reason beside them is the stock lost, "bans" is its label for bananas, and "ida n" with
nothing after it is Ida Novak. A minus with no loss said is still refused. Written in words other
than set 69's."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("-0.5 kg grapes squashed", [adjustment("grape", -0.5, "damaged")]),
    ("-2.5 bans rotten", [adjustment("banana", -2.5, "rotten")]),
    ("pears -1.5kg mouldy, -0.5 kg apples stolen",
     [adjustment("pear", -1.5, "mouldy"), adjustment("apple", -0.5, "stolen")]),
])
def test_a_minus_with_a_loss_said_is_the_stock_lost(drafter, text, expected):
    assert read(drafter, text) == expected


def test_bans_are_bananas(drafter):
    assert read(drafter, "ann brown 1.5kg bans") == [sale("Ann Brown", ("banana", 1.5))]


def test_a_lower_case_n_with_no_word_after_it_is_an_initial(drafter):
    assert read(drafter, "mango 1.5kg -> ida n") == [sale("Ida Novak", ("mango", 1.5))]


@pytest.mark.parametrize("text", ["-1.5kg cherries", "-2 kg pears to eva berg"])
def test_a_minus_with_no_loss_said_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
