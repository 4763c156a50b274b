"""A secretary's shorthand: "fr" for from, "Ret'd" for returned, "w/" for with, "ea." for each,
"tot." and "qty" beside their figures, "a.m." for the morning, and a product's name cut short with a
full stop ("bana.", "cherr.") that ends no sentence. A day said alone after a one-sentence record
("… Mon.", "…; Yest.") dates that record; after two records it is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Recd fr Hillside Produce: bananas qty 20 kg @ 0.55/kg.", [purchase("Hillside Produce", ("banana", 20, 0.55, None))]),
    ("Recd fr ABC 10 kg grapes, tot. 18.00.", [purchase("ABC", ("grape", 10, 1.8, None))]),
    ("Ken Smith: cherr. 1 kg w/ oranges 2 kg.", [sale("Ken Smith", ("cherry", 1), ("orange", 2))]),
    ("Sold Ida Novak 2 kg ea. pears, grapes.", [sale("Ida Novak", ("pear", 2), ("grape", 2))]),
    ("Sold Tom Lee 1 kg bana. & 1 kg mango. Mon.", [sale("Tom Lee", ("banana", 1), ("mango", 1), date="2024-02-26")]),
    ("Recd ABC 10 kg pears @ 1.00; Yest.", [purchase("ABC", ("pear", 10, 1.0, None), date="2024-02-28")]),
])
def test_shorthand_is_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_new_customer_with_the_contact_in_brackets_after_the_name(drafter):
    (sold,) = read(drafter, "Sold Hana Kato (hana.kato@example.org) 2 kg pears.")
    assert sold["customer"] == {"name": "Hana Kato", "phone": None, "email": "hana.kato@example.org"}
    assert [(i["product"], i["quantity"]) for i in sold["items"]] == [("pear", 2)]


def test_returned_in_shorthand_from_a_day(drafter):
    (back,) = read(drafter, "Ret'd: Bob Smith, order fr yesterday.")
    assert back["kind"] == "return" and back["customer"]["name"] == "Bob Smith" and back["sale_date"] == "2024-02-28"


def test_a_day_alone_after_two_records_is_still_refused(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "Sold Tom Lee 2 kg pears. Sold Eva Berg 1 kg apples. Mon.")
