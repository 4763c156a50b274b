"""A clerk copying paper: a pile of till receipts under one heading, each line opening with its
receipt number; a till slip; a price list's "eff." day; an invoice's "unit" column as the cost
per kg; and a count word over a list of products with their kilos (a word that is no product leaves
the line as typed). Read offline on the demo shop, in words other than set 69's."""

import pytest

from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Receipts for the 26th:\n#0311 Luis Garcia pears 1kg\n#0312 Eva Berg apples 2kg",
     [sale("Luis Garcia", ("pear", 1), date="2024-02-26"), sale("Eva Berg", ("apple", 2), date="2024-02-26")]),
    ("Till slips 27/2:\n0501 Tom Lee grapes 1.5kg\n0502 Ann Brown mangoes 1kg",
     [sale("Tom Lee", ("grape", 1.5), date="2024-02-27"), sale("Ann Brown", ("mango", 1), date="2024-02-27")]),
    ("Receipts 0610-0611\n0610 Mei Chen apples 1 kg\n0611 Bob Smith pears 500 g",
     [sale("Mei Chen", ("apple", 1)), sale("Bob Smith", ("pear", 0.5))]),
])
def test_a_pile_of_receipts_is_a_list_of_sales(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Hillside Produce | apples | 18 kg | unit 1.05 | total 18.90", [purchase("Hillside Produce", ("apple", 18, 1.05, None))]),
])
def test_an_invoices_unit_column_is_the_cost_per_kg(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Till slip -- Zoe Davis -- Apples 2kg 3.40", [sale("Zoe Davis", ("apple", 2))]),
    ("Shelf prices eff. 27 Feb -- Pears 1.49", [price("pear", 1.49, date="2024-02-27")]),
])
def test_a_till_slip_and_a_price_lists_effective_day(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_count_word_over_a_list_of_products_and_kilos(drafter):
    assert read(drafter, "count: pears 20, apples 29") == [
        adjustment("pear", -1, "stock count"), adjustment("apple", -0.5, "stock count")]
