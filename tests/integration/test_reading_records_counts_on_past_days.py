"""A stock count dated an earlier day ("Tuesday's count of mangoes: 23 kg", "stock count yesterday:
apples 20kg") is set against the stock at the close of that day, as the shop's records (and the
text's own moves on or before that day) give it. It used to be refused whenever the day was not
the one the text was read as of. The expected stock here is read from the ledger as of that day,
not from the reader."""

import datetime as dt

import pytest

from app.service_layer.ledger_values import PointInTime
from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read


def _stock(shop, product, day):
    return shop.sql(f"SELECT stock_quantity FROM products WHERE name = '{product}'",
                    when=PointInTime(business_date=day)).rows[0][0]


def _count(product, quantity, day):
    return {"kind": "stock_adjustment", "date": day.isoformat(), "product": product, "quantity": quantity,
            "reason": "stock count", "unit": "kg"}


@pytest.mark.parametrize("text, product, counted, day", [
    ("stock count yesterday: apples 20kg", "apple", 20.0, dt.date(2024, 2, 28)),
    ("Tuesday's count of mangoes: 23 kg", "mango", 23.0, dt.date(2024, 2, 27)),
    ("we counted the pears on the 20th, 25 kg", "pear", 25.0, dt.date(2024, 2, 20)),
])
def test_a_count_of_an_earlier_day_is_set_against_that_days_closing_stock(drafter, shop, text, product, counted,
                                                                           day):
    assert read(drafter, text) == [_count(product, round(counted - _stock(shop, product, day), 3), day)]


def test_the_day_counted_is_not_today(drafter, shop):
    day = dt.date(2024, 2, 27)
    assert _stock(shop, "mango", day) != _stock(shop, "mango", TODAY)  # else the test above could not tell
    assert read(drafter, "Tuesday's count of mangoes: 23 kg") != [
        _count("mango", round(23.0 - _stock(shop, "mango", TODAY), 3), day)]


def test_the_texts_own_sale_that_day_comes_before_the_count(drafter, shop):
    day = dt.date(2024, 2, 27)
    records = read(drafter, "sold bob smith 2kg mango on the 27th, then counted the mangoes on the 27th: 20kg")
    assert records[1] == _count("mango", round(20.0 - (_stock(shop, "mango", day) - 2.0), 3), day)


def test_read_as_of_an_early_day_a_count_of_the_day_before_is_that_days(drafter, shop):
    today, day = dt.date(2024, 2, 10), dt.date(2024, 2, 9)
    assert read(drafter, "yesterday's count of cherries: 20 kg", today) == [
        _count("cherry", round(20.0 - _stock(shop, "cherry", day), 3), day)]


def test_a_count_of_a_day_to_come_is_still_refused(drafter):  # guard: passes before and after
    with pytest.raises(LedgerError):
        read(drafter, "stock count tomorrow: apples 20kg")
