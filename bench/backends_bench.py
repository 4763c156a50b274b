"""SQLite files against a PostgreSQL server, on the same shop and in one run: importing the
log, rebuilding from it, a till's single-record submit, a question on the live tables and on a past position, and
several till processes appending at once.

    python -m bench.backends_bench [--events 10000] [--database postgresql://…/test]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

from app.bootstrap import bootstrap
from app.service_layer.ledger_values import PointInTime
from bench.ledger_bench import fruitshop_records
from bench.time_travel_bench import LOOK, _submit, _timed

ROOT = Path(__file__).resolve().parent.parent
SERVER = os.environ.get("CHATLEDGER_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test")
TILLS, EACH = 3, 100


def _median_ms(timings: list[float]) -> str:
    return f"{statistics.median(timings) * 1000:,.1f} ms"


def _tills(data_dir: Path, database: str | None) -> float:
    """Records per second with TILLS processes each entering EACH records at once."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("CHATLEDGER_DATABASE", None)
    if database:
        env["CHATLEDGER_DATABASE"] = database
    start = time.perf_counter()
    procs = [subprocess.Popen([sys.executable, "-m", "tests.integration.till_writer", str(data_dir),
                               f"B{i}", "mixed", str(EACH)], cwd=ROOT, env=env, stdout=subprocess.PIPE)
             for i in range(TILLS)]
    for p in procs:
        p.communicate(timeout=600)
    return TILLS * EACH / (time.perf_counter() - start)


def _one(name: str, database: str | None, jsonl: Path, tmp: Path, rng: random.Random) -> dict[str, str]:
    ledger = bootstrap(tmp / name, staff="bench", database=database)
    try:
        took = _timed(lambda: ledger.import_jsonl(jsonl))
        last = ledger.record_count()
        out = {"import": f"{last / took:,.0f} events/s"}
        took = _timed(ledger.rebuild)
        out["rebuild"] = f"{took:,.1f} s = {last / took:,.0f} events/s"
        out["submit"] = _submit(ledger, 100)
        out["live"] = _median_ms([_timed(lambda: [ledger.sql(q) for q in LOOK]) for _ in range(15)])
        positions = [rng.randint(1, last) for _ in range(15)]
        out["past"] = _median_ms([_timed(lambda p=p: [ledger.sql(q, when=PointInTime(position=p)) for q in LOOK])
                                  for p in positions])
        out["refresh"] = _median_ms([_timed(ledger.refresh) for _ in range(30)])
        out["dated"] = _median_ms(_days_after_a_late_record(ledger))
    finally:
        ledger.close()
    out["tills"] = f"{_tills(tmp / name, database):,.0f} records/s"
    return out


def _days_after_a_late_record(ledger) -> list[float]:
    """A note entered now and dated back to the middle of the log, then business dates after it
    never viewed before: each a state the ledger never showed (the rows shown before the note,
    the note laid over them)."""
    days = [r[0] for r in ledger.sql("SELECT DISTINCT business_date FROM ledger_records ORDER BY 1",
                                      max_rows=10**6).rows]
    late = dt.date.fromisoformat(str(days[len(days) // 2]))
    ledger.record({"kind": "note", "date": late.isoformat(), "text": "entered late, dated back", "facts": []})
    return [_timed(lambda d=d: [ledger.sql(q, when=PointInTime(business_date=late + dt.timedelta(days=d)))
                                for q in LOOK]) for d in range(1, 8)]


def run(events: int = 10_000, server: str = SERVER, seed: int = 3) -> list[tuple[str, str]]:
    schema = f"bench_{uuid.uuid4().hex[:8]}"
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        jsonl = tmp / "records.jsonl"
        jsonl.write_text("\n".join(json.dumps(r) for r in fruitshop_records(events)) + "\n")
        sqlite = _one("sqlite", None, jsonl, tmp, random.Random(seed))
        try:
            postgres = _one("postgres", f"{server}?schema={schema}", jsonl, tmp, random.Random(seed))
        finally:
            from tests.support.postgres import drop_shop

            drop_shop(schema)
    names = {"import": f"import {events:,} records (one batch)",
             "rebuild": "rebuild the read model and its row versions from the log",
             "submit": "submit one record, p50 / p95",
             "live": "stock + revenue per day, live tables (median)",
             "past": "the same at a random past position (median)",
             "refresh": "a till's once-a-second refresh, nothing new (median)",
             "dated": "a business date not viewed before, after a record dated back (median of 7)",
             "tills": f"{TILLS} till processes × {EACH} records at once"}
    return [(f"{names[k]}: SQLite / PostgreSQL", f"{sqlite[k]} / {postgres[k]}") for k in names]


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--database", default=SERVER)
    args = parser.parse_args()
    for row in run(args.events, args.database):
        print(f"{row[0]:70} {row[1]}")
