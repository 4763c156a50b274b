"""As many amounts as lines, said after them all ("20 kg pears and 15 kg bananas … at 0.95 and 0.58"),
go to the lines in the order said: each went to the nearest line before it, so the last line took
the first amount and the costs came out swapped."""

from tests.integration.test_reading_records import purchase, read


def test_two_costs_after_two_lines_go_in_order(drafter):
    text = "bought 20 kg pears and 15 kg bananas from Hillside Produce at 0.95 and 0.58"
    assert read(drafter, text) == [purchase("Hillside Produce", ("pear", 20, 0.95, None), ("banana", 15, 0.58, None))]


def test_costs_marked_each_go_in_order_too(drafter):
    text = "ABC: 10 kg apples and 5 kg cherries, @1.10 and @2.00"
    assert read(drafter, text) == [purchase("ABC", ("apple", 10, 1.10, None), ("cherry", 5, 2.00, None))]


def test_a_cost_after_each_line_stays_with_it(drafter):
    text = "bought 20 kg pears at 0.95 and 15 kg bananas at 0.58 from Hillside Produce"
    assert read(drafter, text) == [purchase("Hillside Produce", ("pear", 20, 0.95, None), ("banana", 15, 0.58, None))]
