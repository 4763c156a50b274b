"""A delivery's shelf price said to be left as it was, with no figure ("Selling prices unchanged.",
"…, no change to the shelf"): the delivery alone, its selling price not set."""

import pytest

from tests.integration.test_reading_records import purchase, read


@pytest.mark.parametrize("said", [
    "Retail prices unchanged.",
    "No change to the shelf price.",
    "no changes on selling prices",
])
def test_a_shelf_price_left_alone_after_a_delivery(drafter, said):
    assert read(drafter, f"Hillside delivered 12kg pears at 0.85 and 8kg apples at 1.05. {said}") == [
        purchase("Hillside Produce", ("pear", 12, 0.85, None), ("apple", 8, 1.05, None))]


def test_no_change_to_the_shelf_said_inside_the_line(drafter):
    assert read(drafter, "ABC 12kg pears @ 0.85, no change to shelf") == [purchase("ABC", ("pear", 12, 0.85, None))]


def test_a_shelf_price_that_stays_at_a_figure_in_words(drafter):
    assert read(drafter, "ABC delivered 12kg pears at 0.85, shelf price stays one sixty") == [
        purchase("ABC", ("pear", 12, 0.85, 1.6))]
