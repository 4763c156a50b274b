"""A very formal assistant's English ("If I may, sir: …", "Master …", "Messrs …", "was pleased to acquire",
"has graciously purchased", "obtained", "furnished us with", "to be offered at", "the sum of … being tendered",
"shall henceforth be", "offered to patrons as samples", "I beg to report that …", "Regrettably, …") read as the
plain records they are; a price that "shall be" something on another day is still refused as a plan."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import purchase, read, sale


def _price(product, price):
    return [{"kind": "price_change", "date": "2024-02-29", "product": product, "selling_price": price}]


@pytest.mark.parametrize("text, expected", [
    ("If I may, madam: Mrs Berg purchased two kilogrammes of pears.", [sale("Eva Berg", ("pear", 2))]),
    ("Master Tom Lee obtained one kilogramme of grapes.", [sale("Tom Lee", ("grape", 1))]),
    ("I beg to report that Mr Garcia was delighted to acquire a kilogramme of oranges.",
     [sale("Luis Garcia", ("orange", 1))]),
    ("Miss Novak has graciously purchased half a kilogramme of cherries.", [sale("Ida Novak", ("cherry", 0.5))]),
    ("Mrs Brown has been supplied with two kilogrammes of bananas, the sum of 2.40 being tendered.",
     [sale("Ann Brown", ("banana", 2))]),
    ("Messrs Hillside Produce have furnished us with eight kilogrammes of mangoes at 1.60, to be offered at 2.60.",
     [purchase("Hillside Produce", ("mango", 8, 1.6, 2.6))]),
    ("With your permission, the price of pears shall henceforth be 1.60 the kilogramme.", _price("pear", 1.6)),
    ("Hillside Produce delivered ten kilogrammes of pears at 0.90; we shall retail them at 1.50.",
     [purchase("Hillside Produce", ("pear", 10, 0.9, 1.5))]),
    ("The price of grapes shall be 2.90 from today.", _price("grape", 2.9)),
    ("Regrettably, one kilogramme of apples was stolen from the doorway.",
     [{"kind": "stock_adjustment", "date": "2024-02-29", "product": "apple", "quantity": -1.0, "reason": "stolen",
       "unit": "kg"}]),
    ("One kilogramme of grapes was handed out to patrons as samples.",
     [{"kind": "stock_adjustment", "date": "2024-02-29", "product": "grape", "quantity": -1.0, "reason": "samples",
       "unit": "kg"}]),
])
def test_a_butlers_english_is_read_as_the_record_it_states(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_new_patron_and_a_lady_are_new_customers(drafter):
    (record,) = read(drafter, "May I record a new patron, Lady Imogen Hartley, whose correspondence address is "
                              "imogen@example.org; she took two kilogrammes of apples.")
    assert record["customer"] == {"name": "Imogen Hartley", "phone": None, "email": "imogen@example.org"}


@pytest.mark.parametrize("text", [
    "The price of grapes shall be 2.90 from Monday.",  # a plan
    "The price of grapes shall be 2.90.",
    "Mrs Brown has been supplied with two kilogrammes of bananas, the sum of 9.00 being tendered.",  # not the total
])
def test_what_a_butler_says_of_a_plan_or_a_wrong_sum_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


def test_a_titled_new_patron_named_first_is_the_new_customer(drafter):
    (record,) = read(drafter, "Mrs Imogen Hartley, a new patron, took two kilogrammes of apples.")
    assert record["customer"] == {"name": "Imogen Hartley", "phone": None, "email": None}
