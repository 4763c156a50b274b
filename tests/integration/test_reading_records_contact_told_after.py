"""A new customer's telephone or e-mail told in a sentence of its own after the sale, read offline
on the demo shop: "Her telephone number is …", "His email is …", after a full stop or a semicolon,
and after "A new customer, Mrs …, bought …" where the name stands between commas."""

import pytest

from tests.integration.test_reading_records import read


def new_sale(name, product, quantity, phone=None, email=None):
    return [{"kind": "sale", "date": "2024-02-29", "customer": {"name": name, "phone": phone, "email": email},
             "items": [{"product": product, "quantity": quantity, "unit": "kg"}]}]


@pytest.mark.parametrize("text, expected", [
    ("Nora Lindgren bought 2 kg of apples. Her telephone number is 555-0123.",
     new_sale("Nora Lindgren", "apple", 2, phone="555-0123")),
    ("Peter Quist bought 1 kg of pears. His email is pq@example.net.",
     new_sale("Peter Quist", "pear", 1, email="pq@example.net")),
    ("A new customer, Mr Peter Quist, purchased 1 kg of pears; his phone number is 555-0144.",
     new_sale("Peter Quist", "pear", 1, phone="555-0144")),
    ("A new customer, Mrs Nora Lindgren, bought 2 kg of apples. Her email address is nora.l@example.org",
     new_sale("Nora Lindgren", "apple", 2, email="nora.l@example.org")),
])
def test_a_new_customers_contact_told_after_the_sale_is_theirs(drafter, text, expected):
    assert read(drafter, text) == expected
