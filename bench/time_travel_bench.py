"""Time travel: the median time to materialise a random past position, from checkpoints and by
full replay, and what the checkpoints cost on disk, for several checkpoint intervals K.

    python -m bench.time_travel_bench [--events 10000] [--every 250,1000] [--samples 25]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from app.bootstrap import bootstrap
from app.time_travel import TimeTravel
from bench.ledger_bench import fruitshop_records


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms"


def run(events: int = 10_000, intervals: tuple[int, ...] = (250, 500, 1000, 2000),
        samples: int = 25, full_samples: int = 3, seed: int = 5) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        jsonl = tmp / "records.jsonl"
        jsonl.write_text("\n".join(json.dumps(r) for r in fruitshop_records(events)) + "\n")
        ledger = bootstrap(tmp / "shop", staff="bench")
        ledger.import_jsonl(jsonl)
        last = ledger.record_count()
        live_mb = ledger.read_model.path.stat().st_size / 1e6

        full = []
        for position in rng.sample(range(1, last + 1), full_samples):
            start = time.perf_counter()
            ledger.time_travel.replayed_in_full(position, tmp / "full.sqlite")
            full.append(time.perf_counter() - start)
        start = time.perf_counter()
        ledger.time_travel.replayed_in_full(last, tmp / "full.sqlite")
        whole = time.perf_counter() - start
        rows.append((f"{last:,} events: full replay of the whole log", f"{_ms(whole)} (live tables {live_mb:.1f} MB)"))
        rows.append(("random past position, full replay (median)", _ms(statistics.median(full))))

        for every in intervals:
            views = tmp / f"views-{every}"
            travel = TimeTravel(ledger.replayer, views, checkpoint_every=every)
            start = time.perf_counter()
            count = travel.build_checkpoints()
            build = time.perf_counter() - start
            disk = sum(p.stat().st_size for p in views.iterdir()) / 1e6
            timings = []
            for position in rng.sample(range(1, last + 1), samples):
                start = time.perf_counter()
                travel.at_position(position)
                timings.append(time.perf_counter() - start)
            median = statistics.median(timings)
            p90 = sorted(timings)[int(len(timings) * 0.9) - 1]
            rows.append((
                f"K = {every}: random past position (median / p90)",
                f"{_ms(median)} / {_ms(p90)}; {statistics.median(full) / median:.0f}× faster than full "
                f"replay; {count} checkpoints, {disk:,.0f} MB, built in {build:.1f} s",
            ))
            if every != intervals[-1]:
                shutil.rmtree(views)

        # Retracting a recent record: replayed from the newest checkpoint before it, or in full.
        ledger.time_travel = travel
        start = time.perf_counter()
        ledger.retract(last - 5, "bench")
        with_checkpoints = time.perf_counter() - start
        ledger.undo()
        ledger.time_travel = TimeTravel(ledger.replayer, tmp / "no-views", checkpoint_every=10**9)
        start = time.perf_counter()
        ledger.retract(last - 6, "bench")
        without = time.perf_counter() - start
        rows.append((f"retract a recent record (K = {intervals[-1]} / no checkpoints)",
                     f"{_ms(with_checkpoints)} / {_ms(without)}"))
        ledger.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--every", default="250,500,1000,2000")
    parser.add_argument("--samples", type=int, default=25)
    args = parser.parse_args()
    intervals = tuple(int(k) for k in args.every.split(","))
    for name, value in run(args.events, intervals, args.samples):
        print(f"{name:50} {value}")


if __name__ == "__main__":
    main()
