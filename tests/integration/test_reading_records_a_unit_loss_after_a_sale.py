"""A loss told after a sale in the same sentence, its weight said as "a kilogramme" or "a pound" ("…, and a
kilogramme of mango was spoiled"), is a write-off of its own; it was read as the sale's and refused as a sale and
a write-off at once."""

from tests.integration.test_reading_records import read, sale


def test_a_kilogramme_lost_after_a_sale_is_its_own_write_off(drafter):
    assert read(drafter, "Mr Lee purchased two kilogrammes of apples, and a kilogramme of pears was stolen.") == [
        sale("Tom Lee", ("apple", 2)),
        {"kind": "stock_adjustment", "date": "2024-02-29", "product": "pear", "quantity": -1.0, "reason": "stolen",
         "unit": "kg"}]


def test_a_pound_lost_after_a_sale_is_its_own_write_off(drafter):
    records = read(drafter, "sold eva berg 1kg oranges, and a pound of grapes went mouldy")
    assert records[0] == sale("Eva Berg", ("orange", 1))
    assert records[1]["product"] == "grape" and records[1]["reason"] == "mouldy" and records[1]["quantity"] == -0.454


def test_a_kilo_after_a_sale_is_still_the_sales(drafter):
    # guard: passes before and after the change
    assert read(drafter, "sold eva berg 1kg oranges and a kilo of pears") == [
        sale("Eva Berg", ("orange", 1), ("pear", 1))]
