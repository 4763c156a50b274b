"""A bookkeeper's date written with full stops, day first ("Sales 27.02.24: …", "stocktake 26.02:
…", "the grapes bought 21.02"), read offline on the demo shop: the full stops end no sentence and
the record is dated that day; a day and month alone stays an amount where no date is expected.
And a correction made "per the physical count" sets the stock to what was counted."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


def counted(product, quantity, date="2024-02-29"):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity,
            "reason": "stock count", "unit": "kg"}


@pytest.mark.parametrize("text, expected", [
    ("Sales 27.02.24: Mr Tom Lee 1 kg pears; Mrs Ann Brown 2 kg mangoes.",
     [sale("Tom Lee", ("pear", 1), date="2024-02-27"), sale("Ann Brown", ("mango", 2), date="2024-02-27")]),
    ("21.02.24 cash sales: Ms Eva Berg 0.5 kg cherries.", [sale("Eva Berg", ("cherry", 0.5), date="2024-02-21")]),
    ("Sales 26.02: Mr Raj Patel 3 kg oranges.", [sale("Raj Patel", ("orange", 3), date="2024-02-26")]),
])
def test_a_date_with_full_stops_dates_the_records(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_return_of_a_sale_on_a_dotted_day(drafter):
    assert read(drafter, "Luis Garcia returned everything he bought on 23.02.") == [
        {"kind": "return", "date": "2024-02-29", "customer": {"name": "Luis Garcia", "phone": None, "email": None},
         "sale_date": "2024-02-23"}]


@pytest.mark.parametrize("text", ["Sales 31.02.24: Mrs Ann Brown 1 kg pears.",  # no such day
                                  "Sales 02.03.24: Mrs Ann Brown 1 kg pears."])  # day or month first?
def test_a_dotted_date_that_cannot_be_read_surely_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


def test_a_correction_per_the_physical_count_sets_the_stock_to_the_count(drafter):
    # the demo shop holds 30.5 kg bananas and 30 kg strawberries
    assert read(drafter, "Correction to stock per the physical count today: bananas 29 kg, strawberries 29.5 kg.") \
        == [counted("banana", -1.5), counted("strawberry", -0.5)]
