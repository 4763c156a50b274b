"""A supplier in an owner's recap: named in full among customers' lines ("Eva 1 kg pears, Green
Valley Farms 12 kg grapes at 1.70, Tom 2 kg grapes"), its whole three-word name starts its own
record, never "Green Valley" with a stray "Farms" left in front of the quantity."""

from tests.integration.test_reading_records import purchase, read, sale


def test_a_three_word_supplier_between_customers_starts_its_own_record(drafter):
    assert read(drafter, "Raj 1 kg cherries, Green Valley Farms 12 kg grapes at 1.70, Tom Lee 2 kg grapes") == [
        sale("Raj Patel", ("cherry", 1)), purchase("Green Valley Farms", ("grape", 12, 1.7, None)),
        sale("Tom Lee", ("grape", 2))]


def test_a_three_word_supplier_after_a_sale_joined_by_then(drafter):
    assert read(drafter, "Zoe 1 kg pears then Green Valley Farms 10 kg apples @ 1.05") == [
        sale("Zoe Davis", ("pear", 1)), purchase("Green Valley Farms", ("apple", 10, 1.05, None))]
