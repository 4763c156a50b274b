"""A careful writer's numbered entries: a lone "1." before the one entry says nothing, a heading
that dates and names its numbered lines ("Price amendments effective …:", "Stock count taken at
close, …:") gives them its date and its kind, and a customer written "Mrs Berg (Eva)" is Eva Berg."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, read, sale
from tests.support.demo_records import standing_sales


@pytest.mark.parametrize("text, expected", [
    ("1. Sold today to Mr Lee: 2 kg pears.", [sale("Tom Lee", ("pear", 2))]),
    ("1) Mrs Berg, 750 g cherries, today.", [sale("Eva Berg", ("cherry", 0.75))]),
    ("1. Written off today: 1 kg grapes, mouldy.", [adjustment("grape", -1, "mouldy")]),
])
def test_a_lone_first_number_before_the_entry_says_nothing(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_return_numbered_one(drafter):
    today = dt.date(2024, 2, 29)
    (bought,) = [r for r in standing_sales() if r["customer"]["name"] == "Ida Novak"
                 and r["date"] == (today - dt.timedelta(days=1)).isoformat()]
    (back,) = read(drafter, f"1. Mrs Novak returned her whole purchase of {bought['date']} today.", today)
    assert back["kind"] == "return" and back["customer"]["name"] == "Ida Novak" and back["sale_date"] == bought["date"]


def test_a_price_heading_with_its_day_over_numbered_lines(drafter):
    text = "Price amendments effective Wednesday 28th February 2024:\n1. Grapes £2.70/kg.\n2. Pears £1.55/kg."
    assert read(drafter, text) == [price("grape", 2.7, date="2024-02-28"), price("pear", 1.55, date="2024-02-28")]


def test_a_count_heading_taken_at_close_over_one_numbered_line(drafter):
    (counted,) = read(drafter, "Stock count taken at close, 29th February 2024:\n1. Mangoes 10 kg.")
    assert counted["kind"] == "stock_adjustment" and counted["product"] == "mango" \
        and counted["reason"] == "stock count" and counted["date"] == "2024-02-29"


@pytest.mark.parametrize("text, name", [
    ("Sold today to Mrs Davis (Zoe): 1 kg mango.", "Zoe Davis"),
    ("Sold today to Mr Smith (Ken): 1 kg mango.", "Ken Smith"),
])
def test_a_first_name_in_brackets_after_title_and_surname(drafter, text, name):
    assert read(drafter, text) == [sale(name, ("mango", 1))]


def test_numbered_entries_run_on_in_one_line(drafter):
    text = "Kindly note these write-offs for today: 1) 2 kg grapes, rotten; 2) 1 kg mango, damaged."
    assert read(drafter, text) == [adjustment("grape", -2, "rotten"), adjustment("mango", -1, "damaged")]


def test_the_day_and_its_date_said_together_in_commas(drafter):
    assert read(drafter, "Sold yesterday, 28th February 2024, to Mrs Chen: 1 kg pears.") == \
        [sale("Mei Chen", ("pear", 1), date="2024-02-28")]
    with pytest.raises(LedgerError):  # the two disagree: which day is unclear
        read(drafter, "Sold yesterday, 26th February 2024, to Mrs Chen: 1 kg pears.")


def test_kilos_and_grams_said_together_are_one_weight(drafter):
    assert read(drafter, "Sold today to Mr Haddad: 2 kg 300 g grapes.") == [sale("Omar Haddad", ("grape", 2.3))]
    assert read(drafter, "Ann Brown had 1 kilo and 750 grams of apples") == [sale("Ann Brown", ("apple", 1.75))]
