"""A New Zealand writer's words in a shop record: a tag closing a clause ("eh", "bro", "chur") and "sweet as"
said alone say nothing of the record; "rotten as" is rotten; "munted" before a product is damaged unless the
line gives its own reason; "some muppet" is someone; "on eftpos" is paid by card; an amount to the cent with
"all up" is the line's total; "heaps of" a product whose weight is given is that weight; "on the dot" after a
counted weight is exactly; a new "fulla" is a new customer."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


def _loss(product, quantity, reason):
    return [{"kind": "stock_adjustment", "date": "2024-02-29", "product": product, "quantity": -quantity,
             "reason": reason, "unit": "kg"}]


@pytest.mark.parametrize("text, expected", [
    ("luis garcia got 1kg pears eh", [sale("Luis Garcia", ("pear", 1))]),
    ("sold eva berg 2 kg apples bro", [sale("Eva Berg", ("apple", 2))]),
    ("chur, ann brown 1kg bananas", [sale("Ann Brown", ("banana", 1))]),
    ("sweet as, sold 2kg oranges to ken smith", [sale("Ken Smith", ("orange", 2))]),
    ("tom lee grabbed 1 kg grapes, paid 2.80 on eftpos", [sale("Tom Lee", ("grape", 1))]),
    ("bob smith 1kg pears, 1.44 on eftpos", [sale("Bob Smith", ("pear", 1))]),
    ("ida novak 1kg apples n 1kg pears, 3.14 all up", [sale("Ida Novak", ("apple", 1), ("pear", 1))]),
    ("mei chen came in and got heaps of grapes, 2kg all up", [sale("Mei Chen", ("grape", 2))]),
])
def test_kiwi_words_around_a_sale_say_nothing_more(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("chucked 1kg of bananas, rotten as", _loss("banana", 1, "rotten")),
    ("binned 1.5kg munted apples", _loss("apple", 1.5, "damaged")),
    ("tossed 1kg of munted grapes, rotten as", _loss("grape", 1, "rotten")),
    ("some egg nicked 2kg of oranges off the stand", _loss("orange", 2, "stolen")),
])
def test_kiwi_words_for_a_loss_are_its_reason(drafter, text, expected):
    assert read(drafter, text) == expected


def test_an_all_up_amount_that_is_not_the_total_is_refused(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "ida novak 1kg apples n 1kg pears, 9.99 all up")


def test_a_count_on_the_dot_is_the_weight_counted(drafter):
    (record,) = read(drafter, "counted the mangoes, 18kg on the dot")
    assert record["kind"] == "stock_adjustment" and record["quantity"] == -1.0 and record["reason"] == "stock count"


def test_a_new_fulla_is_a_new_customer(drafter):
    (record,) = read(drafter, "new fulla called Rawiri Ngata, ph 021 444 321, took 1kg cherries")
    assert record["customer"] == {"name": "Rawiri Ngata", "phone": "021444321", "email": None}


def test_her_bro_is_a_brother_and_never_read_past(drafter):
    # guard: passes before and after the change (a brother is nobody the shop knows)
    with pytest.raises(LedgerError):
        read(drafter, "sold 2kg pears to her bro")
