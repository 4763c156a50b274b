"""A customer who "came back for" more later the same day made a second visit: a sale of its own,
whether named again or said as "he"/"she". Things bought together, or said with "and then she
got …", stay one sale."""

from tests.integration.test_reading_records import read, sale


def test_she_came_back_for_is_a_second_sale(drafter):
    assert read(drafter, "Sold Mei Chen 1 kg of pears this morning, then at lunch she came back for 2 kg of apples.") == [
        sale("Mei Chen", ("pear", 1)), sale("Mei Chen", ("apple", 2))]


def test_named_again_and_came_back_for_is_a_second_sale(drafter):
    assert read(drafter, "Ken Smith 1kg mango, and later Ken Smith came back for 1kg oranges") == [
        sale("Ken Smith", ("mango", 1)), sale("Ken Smith", ("orange", 1))]


def test_and_then_she_got_stays_one_sale(drafter):
    assert read(drafter, "Sold Mei Chen 1 kg of pears and then she got 2 kg of apples") == [
        sale("Mei Chen", ("pear", 1), ("apple", 2))]
