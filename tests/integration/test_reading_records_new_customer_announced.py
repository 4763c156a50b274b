"""A new customer announced before what they bought ("We had a new customer today, Nadia Karim,
and she bought …", "There's a new regular, …", "We've got a new client - …", "Is new customer:
…"): the name after it is the new customer's. A "regular" or a "client" who is new is a new
customer, and so is a name with "(new customer, …)" or "(new supplier, …)" after it. A day
other than today said in the announcement is not dropped: it is refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read


def new_sale(name, product, quantity, phone=None):
    return [{"kind": "sale", "date": "2024-02-29", "customer": {"name": name, "phone": phone, "email": None},
             "items": [{"product": product, "quantity": quantity, "unit": "kg"}]}]


@pytest.mark.parametrize("text, expected", [
    ("There's a new regular, Lena Park, and she took 1 kg of cherries.", new_sale("Lena Park", "cherry", 1)),
    ("We've got a new client - Ola Berg, phone 555-0142. She bought 2 kg pears.",
     new_sale("Ola Berg", "pear", 2, "555-0142")),
    ("Is new customer: Piet Jansen. He bought 1 kilo of mango.", new_sale("Piet Jansen", "mango", 1)),
    ("We had a new customer today, Nadia Karim, and she bought 2 kg of apples.", new_sale("Nadia Karim", "apple", 2)),
])
def test_the_name_after_the_announcement_is_the_new_customer(drafter, text, expected):
    assert read(drafter, text) == expected


def test_an_announcement_dated_another_day_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("We had a new customer yesterday, Nadia Karim, and she bought 2 kg of apples.", TODAY)
        assert not draft.open_choices()


def test_new_in_brackets_after_the_name(drafter):
    assert read(drafter, "Lena Park (new customer, 555-0144) took 2 kg of pears") == new_sale(
        "Lena Park", "pear", 2, "555-0144")
    assert read(drafter, "Please log: Aron Blum (new supplier, aron@blum.example) delivered 10 kg of mango at 1.45.") == [
        {"kind": "purchase", "date": "2024-02-29",
         "supplier": {"name": "Aron Blum", "phone": None, "email": "aron@blum.example"},
         "items": [{"product": "mango", "quantity": 10, "unit_cost": 1.45, "selling_price": None, "unit": "kg"}]}]
