"""Several processes append to one shop at once — SQLite files or a PostgreSQL server: writers
queue on the read model's write lock, so the rules hold across them and nothing is lost or
duplicated."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.tables import dump

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

ROOT = Path(__file__).resolve().parents[2]
CHERRIES = {"kind": "purchase", "date": "2024-02-01", "supplier": {"name": "ABC"},
            "items": [{"product": "cherry", "quantity": 50, "unit_cost": 2, "selling_price": 3}]}


def _tills(data_dir, database, mode, count, n):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("CHATLEDGER_DATABASE", None)
    if database:
        env["CHATLEDGER_DATABASE"] = database
    procs = [subprocess.Popen([sys.executable, "-m", "tests.integration.till_writer", str(data_dir),
                               f"T{i}", mode, str(count)], cwd=ROOT, stdout=subprocess.PIPE, text=True, env=env)
             for i in range(n)]
    results = [json.loads(p.communicate(timeout=300)[0]) for p in procs]
    assert all(p.returncode == 0 for p in procs)
    return results


def _rebuilt_equals_live(ledger):
    live = dump(ledger)
    ledger.rebuild()
    assert dump(ledger) == live


def test_three_tills_selling_the_last_cherries(make_ledger, tmp_path, database):
    data_dir = tmp_path / "shop"
    ledger = make_ledger(data_dir)
    ledger.record(CHERRIES)
    results = _tills(data_dir, database, "drip", 30, 3)
    assert sum(r["sold"] for r in results) == 50  # exactly the stock, never more
    assert sum(r["refused"] for r in results) == 40

    ledger.close()
    reopened = make_ledger(data_dir)
    events = reopened.log.read(after=0, limit=1000)
    assert [e.position for e in events] == list(range(1, 52))
    assert len({(e.record["customer"]["phone"]) for e in events[1:]}) == 50  # no duplicates
    assert reopened.sql("SELECT stock_quantity FROM products").rows == [(0.0,)]
    assert reopened.sql("SELECT COUNT(*), SUM(total_price) FROM sales").rows == [(50, 150.0)]
    _rebuilt_equals_live(reopened)


def test_n_tills_times_m_records_totals_exact(make_ledger, tmp_path, database):
    tills, each = 4, 20
    data_dir = tmp_path / "shop"
    ledger = make_ledger(data_dir)
    results = _tills(data_dir, database, "mixed", each, tills)
    assert ledger.refresh() == ledger.record_count() == tills * each  # nothing lost or doubled
    events = ledger.log.read(after=0, limit=1000)
    assert [e.position for e in events] == list(range(1, tills * each + 1))
    assert sorted({e.entered_by for e in events}) == [f"T{i}" for i in range(tills)]
    stock = dict(ledger.sql("SELECT name, stock_quantity FROM products").rows)
    for i, r in enumerate(results):  # each till's product: what it bought less what it sold
        assert stock[f"fruit t{i}"] == r["bought"] - r["sold"] == 3 * (each // 2) - 2 * (each // 2)
    assert ledger.sql("SELECT COUNT(*), SUM(total_price) FROM sales").rows == \
        [(tills * each // 2, 4.0 * tills * each // 2)]
    assert ledger.sql("SELECT COUNT(*) FROM purchases").rows == [(tills * each // 2,)]
    _rebuilt_equals_live(ledger)


def test_the_race_for_the_last_5_kg_has_exactly_one_winner(make_ledger, tmp_path, database):
    data_dir = tmp_path / "shop"
    ledger = make_ledger(data_dir)
    ledger.record({**CHERRIES, "items": [{**CHERRIES["items"][0], "quantity": 5}]})
    start = time.time() + 4  # every till has started and opened the shop by then
    results = _tills(data_dir, database, "last", start, 4)
    assert sorted(r["sold"] for r in results) == [0, 0, 0, 5]
    assert sum(r["refused"] for r in results) == 3  # each with the stock message
    assert ledger.refresh() == 2
    assert ledger.sql("SELECT stock_quantity FROM products").rows == [(0.0,)]


def test_tills_starting_at_the_same_moment_all_open_the_shop(make_ledger, tmp_path, database):
    data_dir = tmp_path / "shop"
    make_ledger(data_dir).record(CHERRIES)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("CHATLEDGER_DATABASE", None)
    if database:
        env["CHATLEDGER_DATABASE"] = database
    start = time.time() + 3
    opening = ("import sys, time; from app.bootstrap import bootstrap; "
               "time.sleep(max(0, float(sys.argv[2]) - time.time())); "
               "ledger = bootstrap(sys.argv[1], staff='T'); print(ledger.record_count()); ledger.close()")
    for _ in range(2):
        procs = [subprocess.Popen([sys.executable, "-c", opening, str(data_dir), str(start)], cwd=ROOT, env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(6)]
        outcomes = [p.communicate(timeout=120) for p in procs]
        assert [p.returncode for p in procs] == [0] * 6, [err[-300:] for _, err in outcomes]
        assert [out.strip() for out, _ in outcomes] == ["1"] * 6
        start = time.time() + 3
