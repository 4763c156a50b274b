"""A count told in a sentence ("The pears, upon counting, amount to 20 kg.", "Upon inspection, the mangoes on hand
weigh 18 kg.", "I have had the grapes weighed: 24 kg precisely.", "counted cherries, they are 59kg", "counted
apples, 28.5kg left") is the count it states; a weight that only "amounts to" something is not taken for one."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import purchase, read


def _count(product, difference):
    return [{"kind": "stock_adjustment", "date": "2024-02-29", "product": product, "quantity": difference,
             "reason": "stock count", "unit": "kg"}]


@pytest.mark.parametrize("text, expected", [
    ("The pears, upon counting, amount to twenty kilogrammes.", _count("pear", -1.0)),
    ("Upon inspection, the mangoes on hand weigh eighteen kilogrammes.", _count("mango", -1.0)),
    ("I have had the grapes weighed: twenty-three point five kilogrammes precisely.", _count("grape", -0.5)),
    ("ABC delivered 5kg cherries at 2.00, then I have counted cherries, they are 64kgs",
     [purchase("ABC", ("cherry", 5, 2.0, None))] + _count("cherry", -0.5)),
    ("counted apples, 28.5kg left", _count("apple", -1.0)),
    ("the oranges in stock weigh 24 kg", _count("orange", -1.0)),
    ("counted the mangoes at close, 18 kilo left", _count("mango", -1.0)),
    ("The tally of the pears today came to 20 kilograms.", _count("pear", -1.0)),
])
def test_a_count_told_in_a_sentence_is_that_count(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_weight_that_only_amounts_to_something_is_no_count(drafter):
    # guard: passes before and after the change
    with pytest.raises(LedgerError):
        read(drafter, "the apples amount to 35 kg")


def test_a_count_said_before_its_figures_is_read_as_before(drafter):
    # guard: passes before and after the change (the count word said first is the count's; nothing is rewritten)
    assert read(drafter, "Following a stock count, pears on hand amount to 20 kg.") == _count("pear", -1.0)
