"""A price's move said as it happens ("pear price drops to 1.30", "grapes rise to 2.90"), and a
new price said after a delivery with the day it starts from ("…, and pears go up to 1.60 from
today"): a price change of its own, the delivery read apart."""

from tests.integration.test_reading_records import price, purchase, read


def test_a_price_that_drops(drafter):
    assert read(drafter, "pear price drops to 1.30") == [price("pear", 1.3)]


def test_a_price_that_rises_from_a_day(drafter):
    assert read(drafter, "Grapes rise to 2.90 from the 26th") == [price("grape", 2.9, date="2024-02-26")]


def test_a_supplier_that_drops_goods_off_still_delivers(drafter):
    assert read(drafter, "Hillside drops off 12kg pears at 0.85") == [
        purchase("Hillside Produce", ("pear", 12, 0.85, None))]


def test_a_new_price_from_today_after_a_delivery(drafter):
    assert read(drafter, "Hillside brought 12kg pears at 0.85, and apples go up to 1.90 from today") == [
        purchase("Hillside Produce", ("pear", 12, 0.85, None)), price("apple", 1.9)]
