"""The boss's word said to the boss ("as you asked", "because you told me to", "as we discussed"),
"I forgot to mention that …" before a late record, and the shelf label a new price went on, read
offline on the demo shop: none of it changes the record."""

import pytest

from tests.integration.test_reading_records import price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("As you asked, I changed the price of the mangoes on the label to 2.40.", [price("mango", 2.4)]),
    ("I changed the grape price to 2.80 like you asked me.", [price("grape", 2.8)]),
    ("Bananas now 1.05 as instructed.", [price("banana", 1.05)]),
    ("I forgot to mention that on Monday Ann Brown bought 1 kg of grapes.",
     [sale("Ann Brown", ("grape", 1), date="2024-02-26")]),
    ("Pears are now 1.55 as we discussed.", [price("pear", 1.55)]),
])
def test_what_the_boss_asked_changes_nothing(drafter, text, expected):
    assert read(drafter, text) == expected
