"""Emoji in what staff type, read offline on the demo shop (reader/pictures.py, reader/placement.py), in
words other than set 89's. A fruit picture is that fruit, where no word names it already; beside a word
naming another product it is refused. A face or a tick is read past; a thinking face or a shrug is doubt and
a cross may take the line back, both refused. A picture that means something is read past when the words say
it too, read as what it means where that cannot be mistaken (a return arrow beside a customer, money before
an amount, an arrow to a customer, an arrow up or down before a price that does move that way), and refused
by name anywhere else. Emoji had been read as punctuation: a return arrow or a cross was silently dropped."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, purchase, read, sale


def _refused(drafter, text):
    with pytest.raises(LedgerError) as refusal:
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices(), [r.record for r in draft.records]
        raise AssertionError(f"read: {[r.record for r in draft.records]}")
    return refusal.value.message


@pytest.mark.parametrize("text, expected", [
    ("Zoe Davis 🍐 1kg", [sale("Zoe Davis", ("pear", 1))]),
    ("🍒 2kg Eva Berg 🙂", [sale("Eva Berg", ("cherry", 2))]),
    ("Raj Patel 🍎 1kg 🍌 2kg", [sale("Raj Patel", ("apple", 1), ("banana", 2))]),  # each picture before its kilos
    ("Luis Garcia 🍊 3 lb 👏", [sale("Luis Garcia", ("orange", 1.361))]),
    ("🥭 half a kilo binned, mouldy", [adjustment("mango", -0.5, "mouldy")]),
])
def test_a_fruit_picture_is_that_fruit(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    # guards (read before too): the picture beside a word naming the same fruit only dresses the line
    ("Sue Davis 2kg pears 🍐", [sale("Sue Davis", ("pear", 2))]),
    ("🍇🍇 Tom Lee 1kg grapes", [sale("Tom Lee", ("grape", 1))]),
])
def test_a_fruit_picture_beside_its_own_name_dresses_the_line(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_fruit_picture_beside_another_product_is_refused(drafter):
    assert "🍒" in _refused(drafter, "Ken Smith 1kg grapes 🍒")  # had been read as grapes alone


@pytest.mark.parametrize("text, sale_date", [
    ("🔙 Raj Patel Monday 🍌", "2024-02-26"),
    ("Bob Smith ↩️ Monday's 🥭", "2024-02-26"),
])
def test_a_return_arrow_beside_a_customer_is_a_return(drafter, text, sale_date):
    (back,) = read(drafter, text)
    assert back["kind"] == "return" and back["sale_date"] == sale_date


@pytest.mark.parametrize("text", [
    "🔙 Tom Lee 1kg pears",  # a return (of no day said), never a sale
    "🔙 Ida Novak bought 2kg pears",  # a return arrow beside a word of a sale
    "🔁 Omar Haddad 1kg cherries",  # circle arrows may say "again"
    "Eva Berg came back for 1kg pears 🔙",  # "came back for" is a second visit, not a return: which is it?
])
def test_a_return_arrow_is_never_dropped(drafter, text):
    _refused(drafter, text)


@pytest.mark.parametrize("text", [
    "Eva Berg 1kg mango ❌",  # called off?
    "Ken Smith 2kg apples 🤔",  # unsure
    "Mei Chen 2kg bananas 🤷",
])
def test_a_cross_or_a_doubt_is_refused(drafter, text):
    assert any(mark in _refused(drafter, text) for mark in "❌🤔🤷")


def test_money_before_an_amount_is_the_amount_paid(drafter):
    assert read(drafter, "Ann Brown 🍌 2kg 💵 2.40") == [sale("Ann Brown", ("banana", 2))]
    assert "1.20" in _refused(drafter, "Ann Brown 🍌 2kg 💵 3.00")  # not the shelf price


def test_an_arrow_to_a_customer_is_to_them(drafter):
    assert read(drafter, "🍇 1kg → Omar Haddad") == [sale("Omar Haddad", ("grape", 1))]
    _refused(drafter, "🍎 1kg → the back room")


def test_a_package_is_a_delivery_only_beside_a_supplier(drafter):
    assert read(drafter, "📦 ABC 🍊 10kg @ 0.90/kg") == [purchase("ABC", ("orange", 10, 0.9, None))]
    assert "📦" in _refused(drafter, "📦 Tom Lee 2kg apples")  # had been read as a sale


def test_a_price_arrow_must_go_the_way_the_price_goes(drafter):
    assert read(drafter, "🍓 price ⬆️ 4.50") == [price("strawberry", 4.5)]  # strawberries sell at 3.90
    _refused(drafter, "🍓 price ⬇️ 4.50")


def test_a_note_keeps_its_pictures(drafter):  # a guard: read so before too
    (note,) = read(drafter, "FYI 🔌 the fridge light is out")
    assert note["kind"] == "note" and note["text"] == "FYI 🔌 the fridge light is out"


def test_the_fruit_map_is_shared_with_the_questions():
    from app.questions.offline import emoji_words
    from app.records_from_text.reader import fruit_pictures

    assert emoji_words.FRUIT is fruit_pictures.FRUIT
