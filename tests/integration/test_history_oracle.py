"""History edits judged by an oracle (issue 19): random records (sales, purchases, returns of an
earlier sale, price changes, stock adjustments, notes) interleaved with retractions, corrections,
rollbacks, undos and redos. After every step:

- the ledger refuses, with a LedgerError, exactly what the oracle (tests/support/history_oracle.py,
  sharing no code with the app's fold) refuses, and a refusal appends and changes nothing;
- every record's status, the action that gave it, its kind and business date are the oracle's;
- the tables equal the simple model (tests/support/simple_shop.py) fed the oracle's standing
  records, ids included (a return names the sale it took back);
and at the end a rebuild from the log gives the same tables.
"""

import tempfile

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from app.bootstrap import bootstrap
from domain.errors import LedgerError
from tests.conftest import ticking_clock
from tests.integration.test_ledger_properties import (
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
from tests.support.history_oracle import HistoryOracle, Outcome
from tests.support.simple_shop import read_model_ids, read_model_snapshot
from tests.support.tables import dump

returned = st.fixed_dictionaries({"return_of": st.integers(0, 10), "date": st.one_of(st.none(), st.none(), dates)})
any_record = st.one_of(purchase, sale, sale, return_of_sale, returned, returned, price_change, adjustment, note)
# A target: mostly one of the records entered so far (any status), sometimes a raw position
# counted back from the end of the log (a change to the history, or past the end).
target = st.integers(0, 63)
# Some records first (sales among them, so that returns and edits have something to work on),
# then records interleaved with edits.
opening_records = st.builds(
    lambda first, more: [("record", first), *more], sale,
    st.lists(st.tuples(st.just("record"), st.one_of(sale, purchase, returned, returned, note)), min_size=2, max_size=8))
step = st.one_of(
    st.tuples(st.just("record"), any_record),
    st.tuples(st.just("record"), any_record),
    st.tuples(st.just("record"), any_record),
    st.tuples(st.just("retract"), target, st.booleans()),
    st.tuples(st.just("retract"), target, st.booleans()),
    st.tuples(st.just("correct"), target, any_record, st.booleans()),
    st.tuples(st.just("correct"), target, any_record, st.booleans()),
    st.tuples(st.just("rollback"), st.integers(0, 7)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
)
# Undos and redos often come in runs: back a few steps, then forward again.
back_and_forth = st.integers(1, 3).flatmap(
    lambda n: st.integers(0, n).map(lambda m: [("undo",)] * n + [("redo",)] * m))
mixed = st.lists(st.one_of(step.map(lambda op: [op]), step.map(lambda op: [op]), back_and_forth),
                 min_size=3, max_size=10).map(lambda runs: [op for run in runs for op in run])
operations = st.builds(lambda first, then: first + then, opening_records, mixed)


def _position(oracle: HistoryOracle, k: int) -> int:
    if k % 8 == 7:
        return oracle.last + 1 - k // 8
    records = sorted(oracle.entered)
    return records[k % len(records)]


def _resolve(oracle: HistoryOracle, record: dict) -> dict:
    """A return of the n-th sale not yet returned (else of any sale entered so far, as it reads
    now), so that many returns match one."""
    if "return_of" not in record:
        return record
    unreturned = set(oracle.shop().ids()["sales"])
    entered = [e.record for _, e in sorted(oracle.records().items()) if e.record["kind"] == "sale"]
    sales = [e.record for e in oracle.standing() if e.position in unreturned] or entered
    if not sales:
        return {"kind": "return", "date": record["date"], "customer": {"name": "Nobody Here"},
                "sale_date": "2024-02-01"}
    sold = sales[record["return_of"] % len(sales)]
    return {"kind": "return", "date": record["date"], "customer": sold["customer"], "sale_date": sold["date"]}


def _step(ledger, oracle: HistoryOracle, op: tuple) -> tuple[Outcome, object]:
    """The operation on the oracle and on the ledger: the oracle's outcome, and the ledger's
    Change (or record) or the LedgerError it raised."""
    kind = op[0]
    if kind == "record":
        record = _resolve(oracle, op[1])
        return oracle.enter(record), lambda: ledger.record(record)
    if kind == "retract":
        position, cascade = _position(oracle, op[1]), op[2]
        return (oracle.retract(position, cascade=cascade),
                lambda: ledger.retract(position, "test", cascade=cascade))
    if kind == "correct":
        position, record, cascade = _position(oracle, op[1]), _resolve(oracle, op[2]), op[3]
        return (oracle.correct(position, record, cascade=cascade),
                lambda: ledger.correct(position, record, cascade=cascade))
    if kind == "rollback":
        position = max(0, oracle.last - op[1])
        return oracle.rollback(position), lambda: ledger.rollback(to_position=position)
    return getattr(oracle, kind)(), getattr(ledger, kind)


def _statuses(ledger) -> dict:
    return {position: (status, changed_by, business_date, kind) for position, status, changed_by, business_date, kind
            in ledger.sql("SELECT position, status, changed_by, business_date, kind FROM ledger_records",
                          max_rows=10**6).rows}


def _expected_statuses(oracle: HistoryOracle) -> dict:
    return {p: (e.status, e.changed_by, e.business_date, e.record["kind"]) for p, e in oracle.records().items()}


def _edits_are_judged_by_the_oracle(backend, ops):
    with tempfile.TemporaryDirectory() as data_dir, postgres.shop(backend) as database:
        ledger = bootstrap(data_dir, staff="prop", clock=ticking_clock(), database=database)
        try:
            oracle = HistoryOracle()
            assert oracle.enter(OPENING).accepted
            ledger.record(OPENING)
            returns_stood = False
            for op in ops:
                # the oracle first: the ledger's run must not see the oracle's state change
                expected, run = _step(ledger, oracle, op)
                try:
                    done = run()
                except LedgerError as e:
                    assert not expected.accepted, f"{op}: the ledger refused ({e.message}) what the oracle accepts"
                    event(f"{op[0]} refused")
                    event(f"refused: {expected.why.split(' #')[0].split(' [')[0]}")
                else:
                    assert expected.accepted, f"{op}: the ledger accepted what the oracle refuses ({expected.why})"
                    event(f"{op[0]} accepted")
                    if op[0] in ("retract", "correct", "rollback"):
                        assert sorted(done.retracted) == sorted(expected.retracted), op
                        if op[0] != "rollback" and len(expected.retracted) > (op[0] == "retract"):
                            event(f"{op[0]} cascaded")
                # a refusal appends nothing and changes no table (they still equal the oracle's)
                assert ledger.record_count() == oracle.last, op
                assert _statuses(ledger) == _expected_statuses(oracle), op
                model = oracle.shop()
                assert read_model_snapshot(ledger) == model.snapshot(), op
                assert read_model_ids(ledger) == model.ids(), op
                if any(e.record["kind"] == "return" for e in oracle.standing()):
                    returns_stood = True
            event("a return stood" if returns_stood else "no return stood")
            live = dump(ledger)
            ledger.rebuild()
            assert dump(ledger) == live
        finally:
            ledger.close()


# Each example opens a real ledger and checks every table after every step; a PostgreSQL
# example also makes and drops its schemas. Modest counts keep each backend near a minute.
@pytest.mark.parametrize("backend", postgres.BACKENDS)
@settings(max_examples=30, deadline=None)
@given(ops=operations)
def test_history_edits_are_judged_by_the_oracle(backend, ops):
    _edits_are_judged_by_the_oracle(backend, ops)


SALE = {"kind": "sale", "date": "2024-02-02", "customer": {"name": "Sue Davis", "phone": "555-0001"},
        "items": [{"product": "apple", "quantity": 2}]}
RETURN = {"kind": "return", "date": None, "customer": {"name": "Sue Davis"}, "sale_date": "2024-02-02"}
NOTE = {"kind": "note", "date": "2024-02-03", "text": "Sue pays by card",
        "facts": [{"subject": "Sue Davis", "relation": "pays by", "object": "card"}]}


@pytest.mark.parametrize("backend", postgres.BACKENDS)
@settings(max_examples=1, deadline=None)
@given(ops=st.just([
    ("record", SALE), ("record", RETURN), ("retract", 1, False),  # the return needs its sale
    ("record", SALE), ("retract", 1, False),  # the same sale again: the return still took back #2
    ("record", NOTE), ("correct", 1, {**SALE, "date": "2024-02-03"}, True),  # the return breaks: cascade
    ("undo",), ("rollback", 3), ("undo",), ("redo",), ("redo",),
]))
def test_a_return_binds_to_the_sale_it_took_back(backend, ops):
    _edits_are_judged_by_the_oracle(backend, ops)
