"""A return told with one day and a sale "that same morning" (or "the same afternoon", "the same
day"): the goods went out and came back on that day, so the return and its sale both take it,
never today for the return."""

import datetime as dt

from tests.integration.test_reading_records import read

TUESDAY = dt.date(2024, 2, 27)


def ret(name, day, sale_day):
    return {"kind": "return", "date": day, "customer": {"name": name, "phone": None, "email": None},
            "sale_date": sale_day}


def test_the_same_morning_dates_the_sale_on_the_day_of_the_return(drafter):
    assert read(drafter, "Yesterday Sue Davis brought back her bananas from that same morning.", TUESDAY) == [
        ret("Sue Davis", "2024-02-26", "2024-02-26")]


def test_the_same_afternoon_after_a_weekday(drafter):
    assert read(drafter, "On Monday Sue Davis returned what she had bought the same afternoon", TUESDAY) == [
        ret("Sue Davis", "2024-02-26", "2024-02-26")]


def test_a_sale_day_alone_is_still_the_sale_returned_today(drafter):
    assert read(drafter, "Sue Davis returned the bananas she bought on Monday", TUESDAY) == [
        ret("Sue Davis", "2024-02-27", "2024-02-26")]
