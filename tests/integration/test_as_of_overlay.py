"""A business date the ledger never showed, kept as an overlay on the live shop's row versions
(the live file on SQLite, the live schema on PostgreSQL): only what the late records changed is
written, and it reads as the copied state does."""

import datetime as dt
import sqlite3

import pytest

from app.adapters.postgres.read_model import PgReadModel
from app.adapters.sqlite.read_model import overlay_base
from app.projection.versions import VERSIONED
from app.service_layer.ledger_values import PointInTime
from domain.errors import LedgerError
from tests.support.records import PRICE_CHANGE, PURCHASE, sale
from tests.support.tables import dump

DAY = PointInTime(business_date=dt.date(2024, 2, 4))


@pytest.fixture
def shop(make_ledger):
    """Records in date order to the 6th, then three entered late and dated the 3rd and 4th: a
    return of a sale the base shows, a new customer's sale, a price change."""
    ledger = make_ledger()
    for record in [PURCHASE, {**PRICE_CHANGE, "date": "2024-02-01"}, sale("2024-02-02"),
                   sale("2024-02-03", name="Ann Brown", phone="555-3000", items=(("cherry", 1),)),
                   sale("2024-02-04", name="Raj Patel", phone="555-4000", items=(("pear", 2),)),
                   sale("2024-02-05", items=(("pear", 1),)), {**PRICE_CHANGE, "date": "2024-02-06", "selling_price": 2.0},
                   {"kind": "return", "date": "2024-02-04", "customer": {"name": "Ann Brown"},
                    "sale_date": "2024-02-03"},
                   sale("2024-02-03", name="Luis Garcia", phone="555-5000", items=(("apple", 3),)),
                   {**PRICE_CHANGE, "date": "2024-02-04", "selling_price": 1.2}]:
        ledger.record(record)
    return ledger


def _view_file(shop):
    [key] = shop.read_model.view_keys()
    return shop.read_model.views_dir / f"{key}.sqlite"


def _copied(shop, monkeypatch):
    """The same day built the other way: the base's rows copied, the late records applied."""
    shop.read_model.forget_old_views(0)
    monkeypatch.setattr(type(shop.read_model), "overlays", property(lambda self: False))
    try:
        return dump(shop, DAY)
    finally:
        monkeypatch.undo()
        shop.read_model.forget_old_views(0)


def test_the_day_keeps_only_what_the_late_records_changed(shop, monkeypatch):
    seen = dump(shop, DAY)
    path = _view_file(shop)
    assert overlay_base(path) == 5  # the rows shown after the 4th's sale, the late records over them
    with sqlite3.connect(path) as conn:
        whole = sum(conn.execute(f"SELECT COUNT(*) FROM {t.name}").fetchone()[0] for t in VERSIONED)
        made = {n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        laid = {n for (n,) in conn.execute("SELECT name FROM overlay_tables")}
        over = {n: conn.execute(f"SELECT COUNT(*) FROM over_{n}").fetchone()[0] for n in laid}
        hidden = {n: conn.execute(f"SELECT COUNT(*) FROM gone_{n}").fetchone()[0] for n in laid}
    assert whole == 0  # nothing copied
    # an overlay only for the tables the late records changed (no purchase was entered late)
    assert {"sales", "returns", "customers", "ledger_records"} <= laid and "purchases" not in laid
    assert {n for n in made if n.startswith(("over_", "gone_"))} == {f"{k}_{n}" for n in laid for k in ("over", "gone")}
    assert over["sales"] == 1 and over["returns"] == 1 and over["customers"] == 1  # Luis's sale, Ann's return
    assert hidden["sales"] == 1 and hidden["sale_items"] == 1  # Ann's sale, gone by her return
    assert seen == _copied(shop, monkeypatch)
    assert [r[0] for r in seen["ledger_records"]] == [1, 2, 3, 4, 5, 8, 9, 10]
    assert {r[1] for r in seen["sales"]} == {1, 3, 4}  # Sue, Raj, Luis (customer keys); Ann's returned
    apple = [r for r in seen["products"] if r[1] == "apple"]
    assert apple[0][4] == 47 - 2 - 3  # Sue's 2 and Luis's 3
    pear = [r for r in seen["products"] if r[1] == "pear"]
    assert pear[0][3] == 1.2 and pear[0][4] == 10 - 2  # the late price; Raj's 2 kg


@pytest.mark.both_backends
def test_the_overlay_stays_true_while_the_live_shop_grows_and_is_rebuilt(shop):
    seen = dump(shop, DAY)
    shop.rebuild()  # the row versions written again: the past states laid over them are let go
    assert shop.read_model.view_keys() == []
    assert dump(shop, DAY) == seen
    shop.record(sale("2024-02-07", items=(("apple", 1),)))  # a new day: the view of the 4th is the same
    assert dump(shop, DAY) == seen


@pytest.mark.both_backends
def test_a_question_reads_the_overlay_only_through_the_shop_tables(shop):
    shop.sql("SELECT COUNT(*) FROM sales", when=DAY)
    for query in ("SELECT * FROM over_sales", "SELECT * FROM gone_sales", "SELECT * FROM sales_versions",
                  "SELECT * FROM live.sales", "SELECT * FROM overlay_base"):
        with pytest.raises(LedgerError):
            shop.sql(query, when=DAY)
    assert shop.sql("SELECT COUNT(*) FROM sales", when=DAY).rows == [(3,)]


@pytest.mark.parametrize("database", ["postgres"], indirect=True)
def test_on_postgresql_too_the_day_keeps_only_what_the_late_records_changed(shop, monkeypatch):
    seen = dump(shop, DAY)
    model = shop.read_model
    assert isinstance(model, PgReadModel)
    [key] = model.view_keys()
    name = model._view_schema(key)
    with model.engine.connect() as conn:
        def count(table: str) -> int:
            return conn.exec_driver_sql(f'SELECT COUNT(*) FROM "{name}".{table}').scalar_one()
        assert conn.exec_driver_sql(f'SELECT position FROM "{name}".overlay_base').scalar_one() == 5
        made = {n for (n,) in conn.exec_driver_sql(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = %(s)s", {"s": name})}
        assert not made & {t.name for t in VERSIONED}  # no table of its own: nothing copied
        assert count("over_sales") == 1 and count("over_returns") == 1 and count("over_customers") == 1
        assert count("gone_sales") == 1 and count("gone_sale_items") == 1
        assert "over_purchases" not in made and "over_sales" in made  # only what the late records changed
    assert seen == _copied(shop, monkeypatch)
    assert [r[0] for r in seen["ledger_records"]] == [1, 2, 3, 4, 5, 8, 9, 10]
