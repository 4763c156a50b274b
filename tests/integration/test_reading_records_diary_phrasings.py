"""A diary's ways of saying what it records: what the customer was charged, said after the sale
("I charged him 2.40.", checked against the shelf price like any total), a new supplier named
after "a new supplier today,", a sale returned from "his visit on the 22nd", and "I moved the
pear price to …"; when the customer came in ("Mei Chen in at 11, …") and a time of day that dates
nothing ("Got up early, …", "After we closed …") say nothing. A charge that is not the shelf price
is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, price, purchase, read, sale


def test_what_they_were_charged_said_after_the_sale(drafter):
    assert read(drafter, "Raj Patel came in and bought 2 kg of bananas. I charged him 2.40.") == [
        sale("Raj Patel", ("banana", 2))]


def test_a_charge_that_is_not_the_shelf_price_is_refused(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Raj Patel came in and bought 2 kg of bananas. I charged him 2.00.", TODAY)


def test_a_new_supplier_named_after_a_comma(drafter):
    assert read(drafter, "We bought 12 kg of pears from a new supplier today, Aron Blum, 1.10 per kilo.") == [
        purchase("Aron Blum", ("pear", 12, 1.1, None))]


def test_a_sale_returned_from_a_visit(drafter):
    assert read(drafter, "Today Sue Davis returned everything from her visit on the 26th.") == [
        {"kind": "return", "date": "2024-02-29", "customer": {"name": "Sue Davis", "phone": None, "email": None},
         "sale_date": "2024-02-26"}]


def test_moved_the_price(drafter):
    assert read(drafter, "I moved the pear price to 1.50 today.") == [price("pear", 1.5)]
    assert read(drafter, "Moved the grape price up to 2.95") == [price("grape", 2.95)]


def test_when_the_customer_came_in_says_nothing(drafter):
    assert read(drafter, "Hi all - Mei Chen in at 11, 1 kg of pears and 2 kg of bananas. Ta, Jo") == [
        sale("Mei Chen", ("pear", 1), ("banana", 2))]


def test_a_time_of_day_that_dates_nothing(drafter):
    assert read(drafter, "Got up early, took in 10 kg of grapes from ABC at 1.80, then sold Bob Smith 1 kg.") == [
        purchase("ABC", ("grape", 10, 1.8, None)), sale("Bob Smith", ("grape", 1))]
    assert read(drafter, "After we closed I counted the mangoes, 20 kg.") == [
        {"kind": "stock_adjustment", "date": "2024-02-29", "product": "mango", "quantity": 1, "reason": "stock count",
         "unit": "kg"}]
