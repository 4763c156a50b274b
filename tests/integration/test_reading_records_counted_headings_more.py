"""A count of the records that follow, said with when they were ("Two sales this afternoon - …, …
- and …", "Two sales today: …"), after an earlier sentence, or after a request ("could you record
three sales - …"), read offline on the demo shop: the count only says how many lines follow and is
not read as a quantity."""

import pytest

from tests.integration.test_reading_records import read, sale


@pytest.mark.parametrize("text, expected", [
    ("Two sales this afternoon - Ken Smith 1 kg pears, Eva Berg 2 kg mango - and that was all.",
     [sale("Ken Smith", ("pear", 1)), sale("Eva Berg", ("mango", 2))]),
    ("Quiet morning. Two sales today: Bob Smith 1 kg apples, Ann Brown 0.5 kg cherries.",
     [sale("Bob Smith", ("apple", 1)), sale("Ann Brown", ("cherry", 0.5))]),
    ("could you record three sales - Raj Patel 1kg grapes, Tom Lee 2kg bananas and Zoe Davis 1kg pears?",
     [sale("Raj Patel", ("grape", 1)), sale("Tom Lee", ("banana", 2)), sale("Zoe Davis", ("pear", 1))]),
])
def test_a_counted_heading_with_its_time_or_after_a_request(drafter, text, expected):
    assert read(drafter, text) == expected
