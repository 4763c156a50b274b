"""Set 77's wrong records, each cause asked here in other words than the set's.

A word that says the goods went free ("on the house") is never dropped with an occasion or a
remark beside it, so the sale is refused as a gift. A first name the shop does not know, before a
surname it does, is never let go as an everyday word: in lower case it is refused naming it (as
it was capitalised). An everyday English word one slip from a fruit ("applies", "year", "range")
is no product said alone (after a quantity it is the fruit, mistyped), and a bare figure right
after "price" is no weight. A message that is all note, in several sentences, is one note whose
text is the message as typed."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read
from tests.support.demo_records import RECORDS

_CUSTOMERS = {r["customer"]["name"] for r in RECORDS if "customer" in r}


@pytest.mark.parametrize("text", [
    "Handed Tom Lee 1 kg of cherries on the house for his anniversary.",
    "Raj Patel had 2 kg of grapes on the house for the wedding, then Ida took 1 kg pears.",
])
def test_free_goods_are_never_dropped_with_an_occasion(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)


@pytest.mark.parametrize("text, first", [
    ("lena berg bought 1kg cherries", "lena"),
    ("dana smith took 1kg pears", "dana"),
])
def test_an_unknown_first_name_before_a_known_surname_is_refused_by_name(drafter, text, first):
    surname = text.split()[1]
    assert [n for n in _CUSTOMERS if n.lower().endswith(" " + surname)]  # the shop knows the surname
    assert not [n for n in _CUSTOMERS if n.lower().startswith(first + " ")]  # ... and not this first name
    with pytest.raises(LedgerError, match=first):
        drafter.draft(text, TODAY)


@pytest.mark.parametrize("text, product", [("Tom Lee 1 kilo applies", "apple"), ("Raj Patel 2kg peers", "pear")])
def test_after_a_quantity_a_word_near_a_fruit_is_still_the_fruit(drafter, text, product):
    assert [i["product"] for r in read(drafter, text) for i in r["items"]] == [product]


@pytest.mark.parametrize("text", ["Ken Smith 1 kg grapes, price 2.95 applies",
                                  "Tom Lee 2kg cherries - shelf price 3.20 applies"])
def test_a_figure_after_price_is_no_weight_of_a_word_near_a_fruit(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)


@pytest.mark.parametrize("text", [
    "NOTE FOR RECORD: COLD ROOM AT 9 DEGREES AT 0800. REMEMBER PLUMBER VISIT.",
    "Note: fridge 2 is noisy. Remember the engineer visit.",
    "FYI: the back door lock is stiff. Remember to oil it.",
])
def test_a_message_all_note_is_one_note_as_typed(drafter, text):
    assert [(r["kind"], r["date"], r["text"]) for r in read(drafter, text)] == [("note", TODAY.isoformat(), text)]
