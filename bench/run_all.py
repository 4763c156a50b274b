"""`make bench`: run the benchmarks and rewrite docs/BENCHMARKS.md with the machine and the date."""

from __future__ import annotations

import datetime as dt
import os
import platform
import sys
from importlib.metadata import version
from pathlib import Path

from bench import ledger_bench

DOC = Path(__file__).resolve().parent.parent / "docs" / "BENCHMARKS.md"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
            f"Python {platform.python_version()}, eventsourcing {version('eventsourcing')}, "
            f"SQLAlchemy {version('sqlalchemy')}, SQLite {__import__('sqlite3').sqlite_version}")


def main() -> None:
    records = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    rows = ledger_bench.run(records)
    table = "\n".join(f"| {name} | {value} |" for name, value in rows)
    for name, value in rows:
        print(f"{name:45} {value}")
    DOC.parent.mkdir(exist_ok=True)
    DOC.write_text(f"""# Benchmarks

Written by `make bench` (`python -m bench.run_all [RECORDS]`); numbers from one run on one
machine, so compare the ratios rather than the absolute times.

- Date: {dt.date.today().isoformat()}
- Machine: {machine()}
- Data: the seeded fruit-shop generator (`bench/fruitshop/generate.py`), {records:,} records
  (sales, purchases, returns, price changes, stock adjustments), SQLite files in a temp folder.

## Ledger (`bench/ledger_bench.py`)

| measure | result |
| --- | --- |
{table}

"Full path" means parse, rule checks against the read model, projection, event append and
commit. A rebuild replays every event through the same projection code that checks new records;
the raw `executemany` line inserts the rows that rebuild produced, with no logic at all, as the
floor for comparison.
""")
    print(f"wrote {DOC}")


if __name__ == "__main__":
    main()
