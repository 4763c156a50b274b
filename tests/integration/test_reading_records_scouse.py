"""A Liverpool (Scouse) writer's words inside a shop record: "la" closing a clause, "our kid" doing the
work, a scally who "robbed" stock, "dead" before a colour after the reason, a new lad come in with "his
numbers", and packs weighed in grams ("three 500g punnets"). What stays unread ("mates rates") is refused."""

import datetime as dt

import pytest

from app.records_from_text.reader.scouse_words import scouse_in_english
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("sold ida 1 kilo of pears la", [sale("Ida Novak", ("pear", 1))]),
    ("cherries up to 3.40 la", [price("cherry", 3.4)]),
    ("our kid binned 2 kilo pears, bruised, dead brown", [adjustment("pear", -2, "damaged")]),  # never Ann Brown
    ("our kid chucked 1 kilo cherries, mouldy", [adjustment("cherry", -1, "mouldy")]),
    ("some scally robbed 2 kilo apples off the stall", [adjustment("apple", -2, "stolen")]),
    ("three 500g punnets of cherries to mei", [sale("Mei Chen", ("cherry", 1.5))]),
])
def test_scouse_shop_words_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_new_lad_come_in_is_a_new_customer(drafter):
    (new,) = read(drafter, "new lad in, Callum Reid, had 1 kilo pears, his numbers 07700 900123")
    assert new["customer"] == {"name": "Callum Reid", "phone": "07700900123", "email": None}
    assert new["items"] == [{"product": "pear", "quantity": 1, "unit": "kg"}]


# guards (pass before the change too): what stays unsure is refused, then as now
@pytest.mark.parametrize("text", [
    "mates rates for ida, 1 kilo pears at 1 quid",
    "sold raj a box of apples la",  # a box: how many kg?
    "sold ida 2 punnets of cherries",  # punnets of no weight said
])
def test_what_a_scouse_line_leaves_unsure_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, dt.date(2024, 2, 29))
        assert draft.open_choices(), [r.record for r in draft.records]
        raise LedgerError("asked back")


def test_an_english_line_is_never_rewritten():
    # guard (passes before the change too): "la" inside a name or a word is no Scouse
    for text in ("Lola bought 2 kg pears", "sold an orange to Bob Smith"):
        assert scouse_in_english(text) == text
