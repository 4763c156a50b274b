"""A sale and then a return by the same customer in one sentence ("Bob bought 1 kilo of pears, then
brought back his order from yesterday"): two records, the return's goods only those said after
"then", never the sale's. A part of a sale brought back is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read, sale


def test_a_sale_then_a_return_in_one_sentence(drafter):
    bought, back = read(drafter, "Bob Smith bought 1 kilo of pears, then brought back his order from yesterday.")
    assert bought == sale("Bob Smith", ("pear", 1))
    assert back["kind"] == "return" and back["customer"]["name"] == "Bob Smith" and back["sale_date"] == "2024-02-28"


def test_a_sale_then_a_return_with_he(drafter):
    bought, back = read(drafter, "Bob had 2 kilo of apples, then he returned the lot from yesterday.")
    assert bought == sale("Bob Smith", ("apple", 2))
    assert back["kind"] == "return" and back["sale_date"] == "2024-02-28"


def test_part_of_a_sale_brought_back_after_a_sale_is_still_refused(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "Bob Smith bought 1 kilo of pears, then brought back 1 kg of his order from yesterday.")
