"""A polite writer's asides around a record, which record nothing: "I hope all is well", "and I
do apologise for the delay", "bless her", "such a dear", "…, I'm afraid, …", "Sadly, …", "with
kind regards, Ros." at the end. The record in between is read as if they were not there; doubt
and corrections said politely are still refused elsewhere."""

import datetime as dt

import pytest

from tests.integration.test_reading_records import TODAY, adjustment, read, sale

YESTERDAY = (TODAY - dt.timedelta(days=1)).isoformat()


@pytest.mark.parametrize("text", [
    "Hello, I hope all is well, Tom Lee took a kilo of pears yesterday.",
    "Yesterday, and I do apologise for the delay, Tom Lee took a kilo of pears.",
    "Tom Lee, bless him, took a kilo of pears yesterday.",
    "Tom Lee, such a dear, took a kilo of pears yesterday.",
    "Tom Lee took a kilo of pears yesterday, with kind regards, Ros.",
])
def test_a_polite_aside_around_a_sale(drafter, text):
    assert read(drafter, text) == [sale("Tom Lee", ("pear", 1), date=YESTERDAY)]


@pytest.mark.parametrize("text", [
    "Sadly, a kilo of the grapes went mouldy.",
    "A kilo of the grapes went mouldy, I'm afraid, so out they went.",
])
def test_regret_around_a_write_off(drafter, text):
    assert read(drafter, text) == [adjustment("grape", -1, "mouldy")]


def test_a_return_of_what_was_bought_that_very_day_is_dated_that_day(drafter):
    # the demo's Fridays: a customer with a standing sale on one, returned "that very day"
    from tests.support.demo_records import standing_sales
    friday = next(s for s in reversed(standing_sales())
                  if dt.date.fromisoformat(s["date"]).weekday() == 4 and s["date"] < TODAY.isoformat()
                  and sum(1 for o in standing_sales() if o["customer"] == s["customer"] and o["date"] == s["date"]) == 1)
    name, day = friday["customer"]["name"], friday["date"]
    weekday_back = (TODAY - dt.date.fromisoformat(day)).days
    assert weekday_back < 7  # "on Friday" said on TODAY is that Friday
    (back,) = read(drafter, f"On Friday {name} brought back what they had bought "
                            "that very day.")
    assert (back["kind"], back["date"], back["sale_date"]) == ("return", day, day)
