"""A Dutch greengrocer's English, read offline on the demo shop: the verb last ("… 2 kilo peren
gekocht"), Dutch fruit names, "anderhalf", Dutch titles ("Mevrouw Berg") and a Dutch greeting or
sign-off read as their English; a title before a surname the shop does not know is refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Eva Berg has 1 kilo peren gekocht.", [sale("Eva Berg", ("pear", 1))]),
    ("Yesterday has Ken Smith anderhalf kilo kersen bought.", [sale("Ken Smith", ("cherry", 1.5), date="2024-02-28")]),
    ("Hoi, Mevrouw Berg has 2 kilo druiven gekocht. Groetjes, Anouk", [sale("Eva Berg", ("grape", 2))]),
    ("This morning have we 1 kilo mouldy aardbeien weggegooid.", [adjustment("strawberry", -1.0, "mouldy")]),
    ("Meneer Patel has 3 kilo sinaasappels gekocht.", [sale("Raj Patel", ("orange", 3))]),
])
def test_a_dutch_writers_words(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Mrs Bakker has 2 kilo pears bought.",  # no customer of that name: never a note about her
    "Ms Visser has 1 kg apples taken home.",
])
def test_a_sale_to_someone_unknown_is_no_note(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)


def test_a_dutch_title_before_a_shared_surname_asks_which(drafter):
    choices = drafter.draft("Meneer Smith has 1 kilo appels gekocht.", TODAY).open_choices()
    assert [set(c.options) for c in choices] == [{"Bob Smith", "Ken Smith"}]


@pytest.mark.parametrize("text, expected", [
    # Dutch "nog": one more sale, or what is left on a count
    ("This morning has Ann Brown still 2 kilo peren gekocht.", [sale("Ann Brown", ("pear", 2))]),
    ("Tonight have I the mango counted: 18 kilo is there still.",
     [{"kind": "stock_adjustment", "date": "2024-02-29", "product": "mango", "quantity": -1.0,
       "reason": "stock count", "unit": "kg"}]),
])
def test_still_in_a_dutch_word_order(drafter, text, expected):
    assert read(drafter, text) == expected


def test_the_shop_price_in_a_dutch_word_order(drafter):
    assert read(drafter, "ABC has 15 kilo peren delivered, 0,90 per kilo, and in the shop go they for 1,45.") == [
        {"kind": "purchase", "date": "2024-02-29", "supplier": {"name": "ABC", "phone": None, "email": None},
         "items": [{"product": "pear", "quantity": 15.0, "unit_cost": 0.9, "selling_price": 1.45, "unit": "kg"}]}]
