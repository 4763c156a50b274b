"""domain/prices.py: what a sale of a given day is charged, from the price changes entered so far."""

from domain.prices import price_on

CHANGES = [("2024-02-05", 1.5, 2.0), ("2024-02-10", 2.0, 2.5)]


def test_no_change_is_the_price_now():
    assert price_on("2024-02-01", 1.5, []) == 1.5


def test_a_day_before_every_change_has_the_first_price():
    assert price_on("2024-02-03", 2.5, CHANGES) == 1.5


def test_a_day_between_changes_has_the_earlier_changes_new_price():
    assert price_on("2024-02-07", 2.5, CHANGES) == 2.0


def test_the_changes_own_day_has_its_new_price():
    assert price_on("2024-02-05", 2.5, CHANGES) == 2.0 and price_on("2024-02-10", 2.5, CHANGES) == 2.5


def test_a_change_entered_late_counts_from_its_own_day():
    late = [("2024-02-10", 1.5, 2.5), ("2024-02-05", 2.5, 2.0)]  # the 5th's change typed in after the 10th's
    assert [price_on(day, 2.0, late) for day in ("2024-02-01", "2024-02-07", "2024-02-12")] == [1.5, 2.0, 2.5]


def test_two_changes_on_one_day_the_later_entered_stands():
    assert price_on("2024-02-05", 1.8, [("2024-02-05", 1.5, 2.0), ("2024-02-05", 2.0, 1.8)]) == 1.8
