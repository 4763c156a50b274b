"""Set 77's cousin, each cause asked here in other words than the set's.

Indian English as a helper writes it: a courtesy after a name ("Mei madam", "Raj sir", "Ida
ma'am"), "only" after an amount or a weight ("2.10 only"), "itself" after a day ("from today
itself"), a shop's "rate" for its price, the amount before who paid it ("Total 3.20 he paid"),
"same customer" for the one just named, "one new customer", grams as "gms", and a request to enter
it at the end ("Kindly update.", "Please do the needful."). Each reads as the plain English would;
"only" before an amount, "today only" and a tax's "rate" are left as they were."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, price, purchase, read, sale
from tests.support.demo_records import RECORDS

YESTERDAY = (TODAY - dt.timedelta(days=1)).isoformat()


def _shelf_price(product: str) -> float:
    """The product's selling price at TODAY, from the demo month's deliveries and price changes."""
    said = [(r["date"], r["selling_price"]) for r in RECORDS if r["kind"] == "price_change" and r["product"] == product]
    said += [(r["date"], i["selling_price"]) for r in RECORDS if r["kind"] == "purchase" for i in r["items"]
             if i["product"] == product and i.get("selling_price") is not None]
    return max(d for d in said if d[0] <= TODAY.isoformat())[1]


@pytest.mark.parametrize("text, expected", [
    ("Mei madam took 1 kg pears.", [sale("Mei Chen", ("pear", 1))]),
    ("Raj sir took 2 kgs oranges, after that Ida ma'am took 1 kg grapes.",
     [sale("Raj Patel", ("orange", 2)), sale("Ida Novak", ("grape", 1))]),
    ("Tom Lee took 2 kgs cherries. Please do the needful.", [sale("Tom Lee", ("cherry", 2))]),
    ("Sold 1 kg mango to Ann Brown. Kindly update.", [sale("Ann Brown", ("mango", 1))]),
    ("Kindly add, Ken Smith took 500 gms grapes.",
     [{"kind": "sale", "date": TODAY.isoformat(), "customer": {"name": "Ken Smith", "phone": None, "email": None},
       "items": [{"product": "grape", "quantity": 0.5, "unit": "kg"}]}]),
    ("Kindly change cherry rate to 3.40 from today itself.", [price("cherry", 3.4)]),
    ("Orange rate increase to 1.60.", [price("orange", 1.6)]),
    ("ABC supplied 12 kgs pears at 0.95 per kg, selling at 1.45 only.",
     [purchase("ABC", ("pear", 12, 0.95, 1.45))]),
])
def test_indian_english_reads_as_plain_english(drafter, text, expected):
    assert read(drafter, text) == expected


def test_same_customer_is_the_one_just_named(drafter):
    text = "Yesterday Omar Haddad took 1 kg pears. Today same customer took 2 kgs apples also."
    assert read(drafter, text) == [sale("Omar Haddad", ("pear", 1), date=YESTERDAY),
                                   sale("Omar Haddad", ("apple", 2))]


def test_one_new_customer_is_a_new_customer(drafter):
    assert read(drafter, "Kindly note one new customer, Lata Menon, took 1 kg grapes.") == [
        sale("Lata Menon", ("grape", 1))]


def test_the_amount_said_before_who_paid_it_is_what_was_paid(drafter):
    total = round(_shelf_price("cherry") + _shelf_price("apple"), 2)  # 1 kg of each at the shelf prices
    assert read(drafter, f"Bob madam took 1 kg cherries and 1 kg apples. Total {total:.2f} he paid.") == [
        sale("Bob Smith", ("cherry", 1), ("apple", 1))]
    with pytest.raises(LedgerError):  # an amount that is not the sale's at the shelf price is still refused
        drafter.draft(f"Bob madam took 1 kg cherries and 1 kg apples. Total {total + 5:.2f} he paid.", TODAY)


@pytest.mark.parametrize("text", [
    "Cherry price 2.50 today only.",  # for a day, and back after: no price change
    "VAT rate 20 applied on 2 kg apples for Tom Lee.",
])
def test_only_for_a_while_and_a_tax_rate_are_not_rewritten(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)
