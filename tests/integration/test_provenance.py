"""`why`: the records behind a value, each with its contribution, from the lineage."""

import pytest

from app.service_layer.ledger_values import PointInTime
from domain.errors import LedgerError
from tests.support.records import PURCHASE, RETURN, SALE

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL


@pytest.fixture
def shop(ledger):
    ledger.record(PURCHASE, text="restocked from Green Valley")  # 1: cherry +34
    ledger.record(SALE, text="Bob took 9 kg apples and 4 kg cherries")  # 2: cherry -4
    ledger.record(RETURN)  # 3: cherry +4
    return ledger


def test_stock_is_explained_by_each_movement_and_they_add_up(shop):
    cherry = shop.sql("SELECT product_id FROM products WHERE name = 'cherry'").rows[0][0]
    found = shop.why("products", cherry, "stock_quantity")
    assert found.value == 34 and found.total == 34
    assert [(s.position, s.contribution, s.kind) for s in found.sources] == [
        (1, 34.0, "purchase"), (2, -4.0, "sale"), (3, 4.0, "return")]
    first = found.sources[0]
    assert first.text == "restocked from Green Valley" and first.entered_by == "tester"
    assert first.business_date == "2024-02-01" and first.recorded_at.startswith("2024-03-01T09:00")


def test_totals_are_explained_line_by_line(shop):
    found = shop.why("returns", 3, "refund_total")
    assert found.total == found.value == 24.3
    assert [s.detail for s in found.sources] == ["apple 9 kg × 1.50 (sale #2)", "cherry 4 kg × 2.70 (sale #2)"]


def test_set_values_and_whole_rows(shop):
    apple = shop.sql("SELECT product_id FROM products WHERE name = 'apple'").rows[0][0]
    price = shop.why("products", apple, "selling_price")
    assert price.value == 1.5 and price.total is None
    assert [(s.position, s.detail) for s in price.sources] == [(1, "set to 1.50")]
    row = shop.why("customers", 1)
    assert [(s.position, s.detail) for s in row.sources] == [(2, "created")]
    date = shop.why("purchases", 1, "purchase_date")
    assert [(s.position, s.detail) for s in date.sources] == [(1, "made this row")]


def test_why_works_in_the_past_and_refuses_unknown_names(shop):
    past = shop.why("sales", 2, "total_price", when=PointInTime(position=2))
    assert past.value == 24.3 and past.total == 24.3
    with pytest.raises(LedgerError, match="no row with sale_id 2"):
        shop.why("sales", 2, "total_price")  # returned since
    with pytest.raises(LedgerError, match="no table 'sale'"):
        shop.why("sale", 2)
    with pytest.raises(LedgerError, match="no column 'colour'"):
        shop.why("products", 1, "colour")
