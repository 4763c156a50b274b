"""A till receipt's lines are one sale's, also when a clerk parts them with semicolons ("Receipt 0188,
Ann Brown: cherries 1 kg; bananas 2 kg"), unless a second paper follows; where what came back went
("put them back in stock", "I put them straight back on display") records nothing more than the
return; and "last night" is the evening before the day it is written on (a 5 am note about last
night was dated that same morning)."""

import datetime as dt

from tests.integration.test_reading_records import TODAY, read, sale

YESTERDAY = (TODAY - dt.timedelta(days=1)).isoformat()


def test_a_receipts_lines_parted_by_semicolons_are_one_sale(drafter):
    assert read(drafter, "Receipt 0188, Ann Brown: cherries 1 kg; bananas 2 kg") == [
        sale("Ann Brown", ("cherry", 1), ("banana", 2))]


def test_a_second_paper_after_a_semicolon_is_its_own_record(drafter):
    records = read(drafter, "Receipt 0188, Ann Brown: cherries 1 kg; receipt 0189, Tom Lee: bananas 2 kg")
    assert records == [sale("Ann Brown", ("cherry", 1)), sale("Tom Lee", ("banana", 2))]


def test_where_the_returned_goods_went_records_nothing_more(drafter):
    for after in ("Put them back in stock.", "I put them straight back on display."):
        (back,) = read(drafter, f"Ida Novak returned what she bought yesterday. {after}")
        assert back["kind"] == "return" and back["sale_date"] == YESTERDAY


def test_last_night_is_the_evening_before(drafter):
    assert read(drafter, "last night Tom Lee took 1 kg pears") == [sale("Tom Lee", ("pear", 1), date=YESTERDAY)]
    assert read(drafter, "Tom Lee took 1 kg pears last night") == [sale("Tom Lee", ("pear", 1), date=YESTERDAY)]


def test_last_night_when_the_boss_asked_on_the_phone_dates_the_call_not_the_change(drafter):
    assert read(drafter, "pears to 1.60 from today, like you said on the phone last night") == [
        {"kind": "price_change", "date": TODAY.isoformat(), "product": "pear", "selling_price": 1.6}]
