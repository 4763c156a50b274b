"""Random ledgers with random retractions, corrections, rollbacks, undos and redos.

- For every log position, the time-travelled tables equal what the live tables were right after
  that event, and equal the independent model fed the records effective at that point.
- Records include returns (of a sale entered earlier, so most match one) and notes with facts.
- For every business date, the as-of-date tables equal the independent model fed the records
  effective now and dated on or before it (or the view is refused exactly when that model
  refuses one of them).
"""

import datetime as dt
import tempfile

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from app.bootstrap import bootstrap
from app.service_layer.ledger_values import PointInTime
from domain.errors import LedgerError
from tests.conftest import ticking_clock
from tests.integration.test_ledger_properties import (
    DATES,
    OPENING,
    adjustment,
    dates,
    note,
    price_change,
    purchase,
    return_of_sale,
    sale,
)
from tests.support import postgres
from tests.support.simple_shop import Refused, SimpleShop, read_model_ids, read_model_snapshot
from tests.support.tables import dump

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

returned = st.fixed_dictionaries({"return_of": st.integers(0, 10), "date": st.one_of(st.none(), dates)})
any_record = st.one_of(purchase, sale, sale, price_change, adjustment, return_of_sale, returned, note)
corrected = st.one_of(purchase, price_change, sale, returned, note)
# A sale and a few records first, so that returns have a sale to take back and edits a record.
opening_records = st.builds(
    lambda first, more: [("record", first), *more], sale,
    st.lists(st.tuples(st.just("record"), st.one_of(sale, purchase, returned, returned, note)), min_size=2, max_size=4))
mixed = st.lists(st.one_of(
    st.tuples(st.just("record"), any_record),
    st.tuples(st.just("record"), any_record),
    st.tuples(st.just("retract"), st.integers(1, 8), st.booleans()),
    st.tuples(st.just("correct"), st.integers(1, 8), corrected, st.booleans()),
    st.tuples(st.just("correct"), st.integers(1, 8), corrected, st.booleans()),
    st.tuples(st.just("rollback"), st.integers(0, 6)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
), min_size=1, max_size=8)  # with the opening records, at most 13
operations = st.builds(lambda first, then: first + then, opening_records, mixed)


def _resolve(record, sales):
    """A return of the n-th sale entered so far (as `sales` lists them), else of nobody's."""
    if "return_of" not in record:
        return record
    if not sales:
        return {"kind": "return", "date": record["date"], "customer": {"name": "Nobody Here"}, "sale_date": "2024-02-01"}
    sold = sales[record["return_of"] % len(sales)]
    return {"kind": "return", "date": record["date"], "customer": sold["customer"], "sale_date": sold["date"]}


def _run(ledger, op, sales):
    kind = op[0]
    if kind == "record":
        record = _resolve(op[1], sales)
        ledger.record(record)
        if record["kind"] == "sale":
            sales.append(record)
    elif kind == "retract":
        ledger.retract(op[1], "test", cascade=op[2])
    elif kind == "correct":
        record = _resolve(op[2], sales)
        ledger.correct(op[1], record, cascade=op[3])
        if record["kind"] == "sale":
            sales.append(record)
    elif kind == "rollback":
        ledger.rollback(to_position=op[1])
    else:
        getattr(ledger, kind)()


def _model(entries):
    model = SimpleShop()
    for entry in entries:
        model.apply(entry.record, entry.decision, entry.position)
    return model


def _every_past_position_and_date_replays_exactly(backend, ops):
    with tempfile.TemporaryDirectory() as data_dir, postgres.shop(backend) as database:
        ledger = bootstrap(data_dir, staff="prop", clock=ticking_clock(), database=database)
        try:
            ledger.record(OPENING)
            seen = {1: dump(ledger)}
            sales: list[dict] = []
            for op in ops:
                try:
                    _run(ledger, op, sales)
                except LedgerError:
                    assert ledger.record_count() in seen  # a refusal appends nothing
                    continue
                seen[ledger.record_count()] = dump(ledger)
                event(f"{op[0]} accepted")
                if op[0] == "record":
                    event(f"{ledger.timeline().entries[ledger.record_count()].record['kind']} entered")
            assert sorted(seen) == list(range(1, ledger.record_count() + 1))

            if len(ops) % 2:  # the row versions rebuilt from the log (in memory) are the same rows
                kept = _twins(ledger)
                ledger.rebuild()
                assert _twins(ledger) == kept
            for position in sorted(seen):
                live = seen[position]
                when = PointInTime(position=position)
                assert dump(ledger, when) == live, position
                full = ledger.time_travel.replayed_in_full(position, "full")
                assert _dump_file(full) == live, position
                model = _model(ledger.timeline(upto=position).effective())
                assert read_model_snapshot(ledger, when) == model.snapshot(), position
                assert read_model_ids(ledger, when) == model.ids(), position

            _assert_why_sums(ledger)
            effective = ledger.timeline().effective()
            for day in DATES:
                dated = [e for e in effective if e.business_date <= day]
                when = PointInTime(business_date=dt.date.fromisoformat(day))
                try:
                    model = _model(dated)
                except Refused:
                    try:
                        ledger.sql("SELECT 1", when=when)
                    except LedgerError as e:
                        assert "relies on records dated later" in e.message
                    else:
                        raise AssertionError(f"as-of {day} should be refused")
                    continue
                assert read_model_snapshot(ledger, when) == model.snapshot(), day
                assert read_model_ids(ledger, when) == model.ids(), day
        finally:
            ledger.close()


def _twins(ledger):
    """Every row version ever shown, in a stable order. (A history edit may leave a version
    opened and closed at its own position, shown at no position: it is not compared.)"""
    from app.projection.versions import TWINS

    return {name: sorted(ledger.sql(f"SELECT * FROM {twin.name} WHERE shown_from < shown_to", max_rows=10**7,
                                    strict=False).rows, key=repr)
            for name, twin in TWINS.items()}


def _dump_file(path):
    from app.projection.schema import SHOP_TABLES, lineage

    return {t.name: path.run(f"SELECT * FROM {t.name} ORDER BY 1", max_rows=10**6).rows
            for t in (*SHOP_TABLES, lineage)}


def _assert_why_sums(ledger):
    """Every additive value equals the sum of the contributions `why` lists for it."""
    for table, key, column in (("products", "product_id", "stock_quantity"), ("sales", "sale_id", "total_price"),
                               ("purchases", "purchase_id", "total_cost"), ("returns", "return_id", "refund_total")):
        for row_id, value in ledger.sql(f"SELECT {key}, {column} FROM {table}").rows:
            found = ledger.why(table, row_id, column)
            assert found.value == value
            assert found.total == pytest.approx(value, abs=1e-6), (table, row_id)
            assert found.sources and all(s.position for s in found.sources)


@given(operations)
def test_every_past_position_and_date_replays_exactly(ops):
    _every_past_position_and_date_replays_exactly("sqlite", ops)


# Each PostgreSQL example makes and drops schemas (~2 s here): a third of the examples.
@settings(max_examples=max(10, settings().max_examples // 3))
@given(operations)
def test_every_past_position_and_date_replays_exactly_on_postgresql(ops):
    _every_past_position_and_date_replays_exactly("postgres", ops)


RAISE_PRICE = {"kind": "price_change", "date": "2024-02-02", "product": "apple", "selling_price": 2.5}
EARLY_SALE = {"kind": "sale", "date": "2024-02-01", "customer": {"name": "Sue Davis", "phone": "555-0001"},
              "items": [{"product": "apple", "quantity": 2}]}


@settings(max_examples=1)
@given(st.just([("record", RAISE_PRICE), ("record", EARLY_SALE), ("retract", 2, False), ("undo",)]))
def test_a_sale_keeps_the_price_it_was_charged_when_an_earlier_price_change_is_retracted(ops):
    """The decision kept in the log (issue 19): retracting the price change does not reprice the
    sale after it, at any position or business date; the model is fed the same decision."""
    _every_past_position_and_date_replays_exactly("sqlite", ops)
