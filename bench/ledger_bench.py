"""Ledger throughput: import through the full write path, single-record submit latency, and
rebuild speed next to a raw SQLite `executemany` of the same rows (ratios from one run).

    python -m bench.ledger_bench [--records 10000]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from sqlalchemy import create_engine

from app.bootstrap import bootstrap
from app.evaluation.fruitshop import generate, with_returns
from app.projection import versions
from app.projection.schema import SHOP_TABLES, lineage, metadata


def fruitshop_records(count: int, seed: int = 11) -> list[dict]:
    months = max(1, count // 800 + 1)
    records = list(with_returns(generate(months=months, seed=seed, sales_per_day=25), seed))
    return records[:count]


def fruitshop_shop(folder: Path, count: int, name: str = "shop"):
    """A shop in `folder` holding `count` generated records, imported through the full write path;
    returns the open ledger and the JSONL file it was read from."""
    jsonl = folder / f"{name}.jsonl"
    jsonl.write_text("\n".join(json.dumps(r) for r in fruitshop_records(count)) + "\n")
    ledger = bootstrap(folder / name, staff="bench")
    ledger.import_jsonl(jsonl)
    return ledger, jsonl


def _raw_executemany(rows_by_table: dict[str, list[tuple]], path: Path, indexes_after: bool = False) -> float:
    """The same rows the rebuild wrote, inserted with plain sqlite3 executemany in one transaction;
    with `indexes_after`, into the tables without their secondary indexes, built at the end (as
    a rebuild does: the stricter floor)."""
    engine = create_engine(f"sqlite:///{path}")
    metadata.create_all(engine)
    versions.metadata.create_all(engine)
    engine.dispose()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    indexes = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").fetchall()
    if indexes_after:
        for name, _ in indexes:
            conn.execute(f"DROP INDEX {name}")
    start = time.perf_counter()
    with conn:
        for name, rows in rows_by_table.items():
            if rows:
                marks = ",".join("?" * len(rows[0]))
                conn.executemany(f"INSERT INTO {name} VALUES ({marks})", rows)
        if indexes_after:
            for _, sql in indexes:
                conn.execute(sql)
    elapsed = time.perf_counter() - start
    conn.close()
    return elapsed


def run(record_count: int = 10_000, submit_samples: int = 300) -> list[tuple[str, str]]:
    records = fruitshop_records(record_count)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        jsonl = tmp / "records.jsonl"
        jsonl.write_text("\n".join(json.dumps(r) for r in records) + "\n")

        ledger = bootstrap(tmp / "shop", staff="bench")
        start = time.perf_counter()
        report = ledger.import_jsonl(jsonl)
        import_s = time.perf_counter() - start
        assert not report.errors, report.errors[:3]

        # One record per call, as a till does: each is its own lock, check, append and commit.
        latencies = []
        for i in range(submit_samples):
            record = {"kind": "price_change", "date": "2030-01-01", "product": "apple",
                      "selling_price": 1.0 + (i % 7) / 10}
            t0 = time.perf_counter()
            ledger.record(record)
            latencies.append(time.perf_counter() - t0)
        events = ledger.record_count()

        start = time.perf_counter()
        replayed = ledger.rebuild()
        rebuild_s = time.perf_counter() - start
        rows = {t.name: ledger.sql(f"SELECT * FROM {t.name}", max_rows=10**8, strict=False, timeout_s=600).rows
                for t in (*SHOP_TABLES, lineage)}
        twins = {t.name: ledger.sql(f"SELECT * FROM {t.name}", max_rows=10**8, strict=False, timeout_s=600).rows
                 for t in versions.TWINS.values()}
        row_count = sum(len(r) for r in rows.values())
        version_count = sum(len(r) for r in twins.values())
        ledger.close()
        raw_s = _raw_executemany(rows, tmp / "raw.sqlite")
        raw_all_s = _raw_executemany({**rows, **twins}, tmp / "raw_all.sqlite")
        raw_after_s = _raw_executemany({**rows, **twins}, tmp / "raw_after.sqlite", indexes_after=True)

    latencies.sort()
    p50 = statistics.median(latencies) * 1000
    p95 = latencies[int(len(latencies) * 0.95) - 1] * 1000
    return [
        ("records imported (one batch, full path)", f"{len(records):,}"),
        ("import speed", f"{len(records) / import_s:,.0f} records/s"),
        ("submit one record, p50 / p95", f"{p50:.1f} ms / {p95:.1f} ms (at {events:,} events)"),
        ("rebuild from the log", f"{replayed:,} events in {rebuild_s:.2f} s = {replayed / rebuild_s:,.0f} events/s"),
        ("raw sqlite3 executemany of the tables' rows", f"{row_count:,} rows in {raw_s:.3f} s"),
        ("raw sqlite3 executemany of the rows and their row versions (what a rebuild writes)",
         f"{row_count + version_count:,} rows in {raw_all_s:.3f} s"),
        ("the same, the secondary indexes built after the rows", f"{raw_after_s:.3f} s"),
        ("rebuild time ÷ raw time, tables only / with row versions / with row versions, indexes after",
         f"{rebuild_s / raw_s:.1f}× / {rebuild_s / raw_all_s:.1f}× / {rebuild_s / raw_after_s:.1f}×"),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=10_000)
    args = parser.parse_args()
    for name, value in run(args.records):
        print(f"{name:45} {value}")


if __name__ == "__main__":
    main()
