"""Start-up: how long `chatledger --help` takes against importing SQLAlchemy alone (the floor
every command pays), and a plain `chatledger sql` query end to end on a shop of 100k+ records
(a fresh process each time: what a person at the command line waits for).

    python -m bench.startup_bench [--records 125000] [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.ledger_bench import fruitshop_shop


def _seconds(command: list[str], runs: int, env: dict[str, str], before=None) -> float:
    """The median wall time of `runs` fresh processes (one warm-up run first, for the file cache)."""
    subprocess.run(command, capture_output=True, env=env, check=True)
    times = []
    for _ in range(runs):
        if before is not None:
            before()
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, env=env, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run(records: int = 125_000, runs: int = 5) -> list[tuple[str, str]]:
    python = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "CHATLEDGER_LOG_DIR": tmp, "CHATLEDGER_CONFIG_DIR": tmp}
        floor = _seconds([python, "-c", "import sqlalchemy"], runs, env)
        helped = _seconds([python, "-m", "app", "--help"], runs, env)
        ledger, _ = fruitshop_shop(Path(tmp), records)
        shop = Path(tmp) / "shop"
        sales = ledger.sql("SELECT COUNT(*) FROM sales").rows[0][0]
        ledger.close()
        command = [python, "-m", "app", "--data-dir", str(shop), "sql",
                   "SELECT COUNT(*), ROUND(SUM(total_price), 2) FROM sales"]
        query = _seconds(command, runs, env)

        def files_changed() -> None:  # as after any write: the stamps of the last quick checks no longer match
            for stamp in shop.glob("*.checked"):
                stamp.unlink()

        checked = _seconds(command, runs, env, before=files_changed)
    return [
        ("`python -c 'import sqlalchemy'` (median of fresh processes)", f"{floor * 1000:,.0f} ms"),
        ("`chatledger --help`", f"{helped * 1000:,.0f} ms ({helped / floor:.2f}× the SQLAlchemy import)"),
        (f"`chatledger sql` (count and sum of sales) on {records:,} records ({sales:,} sales), end to end",
         f"{query * 1000:,.0f} ms ({query / floor:.2f}× the SQLAlchemy import)"),
        ("the same, the first time after the shop's files changed (SQLite's quick check of the log and the tables)",
         f"{checked * 1000:,.0f} ms"),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=125_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for name, value in run(args.records, args.runs):
        print(f"{name:90} {value}")


if __name__ == "__main__":
    main()
