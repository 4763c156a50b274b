"""An order said to be "coming back" now ("Eva's order from the 12th coming back, all of it") is
brought back: a return; said with a day to come ("coming back tomorrow") it is still a plan."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import read
from tests.support.demo_records import standing_sales


def test_an_order_coming_back_now_is_a_return_and_tomorrow_still_a_plan(drafter):
    sale = next(s for s in standing_sales() if s["customer"]["name"] == "Sue Davis")
    day = dt.date.fromisoformat(sale["date"])
    (back,) = read(drafter, f"Sue Davis's order from the {day.day}th coming back, the whole lot")
    assert back["kind"] == "return" and back["customer"]["name"] == "Sue Davis" and back["sale_date"] == sale["date"]
    with pytest.raises(LedgerError):
        read(drafter, f"Sue Davis's order from the {day.day}th coming back tomorrow, the whole lot")
