"""What changed between two points: records entered, retracted, corrected and back, and the
table values that moved, checked against numbers worked out by hand from the records."""

import datetime as dt

import pytest

from app.service_layer.compare import compare, lines
from app.service_layer.ledger_values import PointInTime
from tests.support.records import PRICE_CHANGE, PURCHASE, SALE, sale

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

NOW = PointInTime()


def at(position):
    return PointInTime(position=position)


@pytest.fixture
def shop(ledger):
    ledger.record(PURCHASE)  # 1: apple 47 @1.50, cherry 34 @2.70, pear 10 (no price)
    ledger.record(SALE)  # 2: Bob, apple 9 + cherry 4 = 24.30
    return ledger


def test_a_new_sale_and_a_retraction_show_as_records_and_as_the_values_they_moved(shop):
    shop.record(sale(items=[("apple", 2)]))  # 3: Sue, 3.00
    shop.retract(2, "entered twice")  # 4
    found = compare(shop, at(2), NOW)
    assert [(r.position, r.was, r.now, r.changed_by, r.reason) for r in found.records] == [
        (2, "standing", "retracted", 4, "entered twice"), (3, None, "standing", None, None)]
    products = {c.key: c.moved for c in found.tables["products"]}
    assert products == {("apple",): {"stock_quantity": (38, 45)}, ("cherry",): {"stock_quantity": (30, 34)}}
    sales = {(c.key, c.before is None, c.after is None) for c in found.tables["sales"]}
    assert sales == {((2,), False, True), ((3,), True, False)}
    new = next(c.after for c in found.tables["sales"] if c.key == (3,))
    assert (new["customer"], new["total_price"]) == ("Sue Davis", 3.0)
    assert set(found.tables) == {"products", "customers", "sales", "sale_items"}  # Sue is new
    text = "\n".join(lines(found))
    assert "- #2 retracted by #4 (entered twice): sale to Bob Smith" in text
    assert "~ apple: stock_quantity 38 → 45" in text


def test_a_correction_and_an_undone_retraction(shop):
    shop.retract(2, "mistake")  # 3
    shop.undo()  # 4: the retraction undone, the sale counts again
    shop.correct(2, {**SALE, "items": [{"product": "apple", "quantity": 5}]}, reason="5 kg, not 9")  # 5
    found = compare(shop, at(3), NOW)
    assert [(r.position, r.was, r.now) for r in found.records] == [(2, "retracted", "corrected")]
    assert "+ #2 counts again (was retracted)" in "\n".join(lines(found))
    [line] = found.tables["sale_items"]  # retracted then: the corrected sale's one line is new
    assert (line.key, line.before, line.after["quantity_sold"]) == ((2, "apple"), None, 5)
    assert compare(shop, at(4), NOW).records[0].now == "corrected"
    assert "~ #2 corrected by #5 (5 kg, not 9)" in "\n".join(lines(compare(shop, at(4), NOW)))


def test_a_record_entered_and_retracted_in_between_is_listed_though_no_value_moved(shop):
    shop.record(PRICE_CHANGE)  # 3
    shop.retract(3, "wrong shop")  # 4
    found = compare(shop, at(2), NOW)
    assert [(r.position, r.was, r.now) for r in found.records] == [(3, None, "retracted")]
    assert found.tables == {}
    assert "+ #3 entered, then retracted by #4 (wrong shop)" in "\n".join(lines(found))


def test_between_two_business_days_counts_the_records_dated_in_between_known_now(shop):
    shop.record(sale(date="2024-02-05", items=[("cherry", 1)]))  # 3
    shop.record(sale(date="2024-02-03", items=[("apple", 1)]))  # 4: back-dated, entered later
    found = compare(shop, PointInTime(business_date=dt.date(2024, 2, 2)),
                    PointInTime(business_date=dt.date(2024, 2, 4)))
    assert [r.position for r in found.records] == [4]
    assert {c.key: c.moved for c in found.tables["products"]} == {("apple",): {"stock_quantity": (38, 37)}}


def test_the_same_point_twice_is_no_change(shop):
    found = compare(shop, at(2), NOW)
    assert found.unchanged and lines(found) == ["From right after #2 to now:", "  nothing changed."]
