"""A day typed short, read offline on the demo shop, in words other than set 89's: a day of the month
opening a message without "the" before a name ("27th Raj Patel …", reader/leading_days.py), and "this
mornings" for "this morning's" (reader/texting.py)."""

from tests.integration.test_reading_records import read, sale


def test_a_bare_ordinal_opening_the_message_is_that_day(drafter):
    assert read(drafter, "27th Raj Patel 1 kg grapes") == [sale("Raj Patel", ("grape", 1), date="2024-02-27")]


def test_this_mornings_is_this_morning_s(drafter):
    (back,) = read(drafter, "Zoe Davis brought back this mornings mango")
    assert back["kind"] == "return" and back["sale_date"] == "2024-02-29"
