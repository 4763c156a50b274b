"""A careful writer's numbered entries: a lone "1." before the one entry says nothing, a heading
that dates and names its numbered lines ("Price amendments effective …:", "Stock count taken at
close, …:") gives them its date and its kind, and a customer written "Mrs Berg (Eva)" is Eva Berg."""

import datetime as dt

import pytest

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
