"""English written word for word from German ("becomes 2 kg", "the kilo for 1,10", "has 3.90 paid",
"that makes 7.80", "from today costs the pear 1,60") and a West African aunt's English ("Aunty …",
"… o", "paid 5.60 complete", "it remains 30kg" in a count), and samples the customers ate: each read
as the English it says, then checked as that English is (a total against the shelf price)."""

import pytest

from app.records_from_text.reader.word_for_word import word_for_word_in_english
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Mr Haddad becomes 2 kg oranges.", [sale("Omar Haddad", ("orange", 2))]),
    ("Tom Lee becomes half a kilo cherries", [sale("Tom Lee", ("cherry", 0.5))]),
    ("ABC has brought 12 kg mangoes, the kilo for 1,40.", [purchase("ABC", ("mango", 12, 1.4, None))]),
    ("Sue Davis: 1 kg pears. She has 1.44 paid.", [sale("Sue Davis", ("pear", 1))]),
    ("Ken Smith has 3 kg bananas bought, that makes 3.60.", [sale("Ken Smith", ("banana", 3))]),
    ("From today costs the pear 1,60.", [price("pear", 1.6)]),
    ("Please note, Ann Brown took 2kg mango o", [sale("Ann Brown", ("mango", 2))]),
    ("Uncle Raj Patel bought 1kg of grape abeg", [sale("Raj Patel", ("grape", 1))]),
    ("Bob Smith collected 2kg apple. He paid 3.40 complete.", [sale("Bob Smith", ("apple", 2))]),
    ("Children ate 0.25kg cherry as samples", [adjustment("cherry", -0.25, "samples")]),
    ("nothing much doing. Eva Berg 1 kilo pears", None),
    ("not much doin, Eva Berg 1 kilo pears", [sale("Eva Berg", ("pear", 1))]),
])
def test_word_for_word_english_is_read(drafter, text, expected):
    if expected is None:
        with pytest.raises(LedgerError):
            read(drafter, text)
        return
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Ken Smith has 3 kg bananas bought, that makes 9.99.",  # not 3 kg at the shelf price
    "Bob Smith collected 2kg apple. He paid 9.00 complete.",
    "Mr Haddad becomes 2 kg oranges tomorrow.",
])
def test_what_the_rewrite_says_is_checked_as_english_is(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


@pytest.mark.parametrize("text", [
    "The price becomes 2.50 from Monday",  # a price, not a weight someone got
    "Stock becomes 20 kg after the delivery",
    "Sold 2 kg to Bob, o and another thing",
    "Total o 2 kg",
])
def test_english_that_only_looks_like_it_is_not_rewritten(text):
    assert word_for_word_in_english(text) == text


def test_it_remains_is_what_is_there_only_in_a_count():
    assert word_for_word_in_english("counted mangoes, it remains 12kg") == "counted mangoes, there are 12kg"
    assert word_for_word_in_english("sold 2kg mangoes, it remains 12kg") == "sold 2kg mangoes, it remains 12kg"
