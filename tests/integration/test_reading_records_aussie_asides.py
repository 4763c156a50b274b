"""Small things said around a record: a pleasantry closing the line ("no worries", "no dramas")
takes nothing back; a message addressed to a "mate" opens with it; a customer who "came back
later for" more made a second sale that day; a count taken in a place at a time ("cooler count
this morning: …") reads its bare figures as kilos counted; and a damage word before the product
("500g of squashed grapes") gives that line its reason."""

import datetime as dt

import pytest

from app.service_layer.ledger_values import PointInTime
from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, purchase, read, sale


@pytest.mark.parametrize("text", [
    "Eva Berg took 2kg pears, no worries",
    "Eva Berg took 2kg pears. No probs mate!",
    "Mate, Eva Berg took 2kg pears",
])
def test_pleasantries_and_who_it_is_to_say_nothing(drafter, text):
    assert read(drafter, text) == [sale("Eva Berg", ("pear", 2))]


def test_no_said_of_the_record_still_takes_it_back(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Eva Berg took 2kg pears, no she didn't", TODAY)
        assert not draft.open_choices() and draft.records


@pytest.mark.parametrize("when", ["later", "in the afternoon", "after lunch"])
def test_came_back_for_more_later_is_a_second_sale(drafter, when):
    assert read(drafter, f"Eva Berg got 1kg pears, then came back {when} for 2kg grapes") == [
        sale("Eva Berg", ("pear", 1)), sale("Eva Berg", ("grape", 2))]


def test_a_count_taken_in_a_place_reads_bare_figures_as_kilos(drafter):
    assert read(drafter, "cooler count: apples 28, pears 20.5") == [
        adjustment("apple", -1.5, "stock count"), adjustment("pear", -0.5, "stock count")]


def test_a_count_said_with_its_time(drafter):
    assert read(drafter, "fridge count this morning: apples 28") == [adjustment("apple", -1.5, "stock count")]


def test_a_count_after_a_delivery_in_the_same_message(drafter):
    assert read(drafter, "Hillside 10kg pears @ 0.90. stockroom count after: pears 30") == [
        purchase("Hillside Produce", ("pear", 10, 0.9, None)), adjustment("pear", -1, "stock count")]


def test_a_count_dated_yesterday_is_set_against_yesterdays_closing_stock(drafter, shop):
    # it was refused while the reader knew the stock of today only (test_reading_records_counts_on_past_days.py)
    day = TODAY - dt.timedelta(days=1)
    close = {name: stock for name, stock in shop.sql("SELECT name, stock_quantity FROM products",
                                                     when=PointInTime(business_date=day)).rows}
    assert read(drafter, "cooler count yesterday: apples 28, pears 20") == [
        adjustment(product, round(counted - close[product], 3), "stock count", date=day.isoformat())
        for product, counted in (("apple", 28.0), ("pear", 20.0))]


@pytest.mark.parametrize("word", ["squashed", "crushed", "smashed"])
def test_a_damage_word_before_the_product_in_a_list_of_write_offs(drafter, word):
    assert read(drafter, f"threw out 1kg mouldy pears and 500g of {word} grapes") == [
        adjustment("pear", -1, "mouldy"), adjustment("grape", -0.5, "damaged")]
