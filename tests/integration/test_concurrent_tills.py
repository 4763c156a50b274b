"""Several processes append to one SQLite ledger at once: writers queue on the read model's
write lock, so the stock rule holds across them and nothing is lost or duplicated."""

import json
import subprocess
import sys
from pathlib import Path

from tests.support.tables import dump

ROOT = Path(__file__).resolve().parents[2]


def test_three_tills_selling_the_last_cherries(make_ledger, tmp_path):
    data_dir = tmp_path / "shop"
    ledger = make_ledger(data_dir)
    ledger.record({"kind": "purchase", "date": "2024-02-01", "supplier": {"name": "ABC"},
                   "items": [{"product": "cherry", "quantity": 50, "unit_cost": 2, "selling_price": 3}]})
    tills = [
        subprocess.Popen([sys.executable, "-m", "tests.integration.till_writer", str(data_dir), f"T{i}", "30"],
                         cwd=ROOT, stdout=subprocess.PIPE, text=True)
        for i in range(3)
    ]
    results = [json.loads(t.communicate(timeout=300)[0]) for t in tills]
    assert all(t.returncode == 0 for t in tills)
    assert sum(r["sold"] for r in results) == 50  # exactly the stock, never more
    assert sum(r["refused"] for r in results) == 40

    ledger.close()
    reopened = make_ledger(data_dir)
    events = reopened.log.read(after=0, limit=1000)
    assert [e.position for e in events] == list(range(1, 52))
    assert len({(e.record["customer"]["phone"]) for e in events[1:]}) == 50  # no duplicates
    assert reopened.sql("SELECT stock_quantity FROM products").rows == [(0.0,)]
    assert reopened.sql("SELECT COUNT(*), SUM(total_price) FROM sales").rows == [(50, 150.0)]
    live = dump(reopened)
    reopened.rebuild()
    assert dump(reopened) == live
