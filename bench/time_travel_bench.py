"""Time travel: the shop at a random past log position, served from the row versions the live
read model keeps (app/versions.py), against replaying the log up to that position; what the
versions cost on disk and on writes; and how long a change to a recent record takes.

    python -m bench.time_travel_bench [--events 10000] [--samples 25]
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import tempfile
import time
from pathlib import Path

from app.bootstrap import bootstrap
from app.projection.schema import SHOP_TABLES
from app.service_layer.ledger_values import PointInTime
from bench.ledger_bench import fruitshop_shop

# A manager's typical look at a past state: stock, and revenue per day.
LOOK = ("SELECT name, stock_quantity, selling_price FROM products ORDER BY name",
        "SELECT sale_date, SUM(total_price) FROM sales GROUP BY sale_date ORDER BY sale_date")


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms"


def _median_p90(timings: list[float]) -> str:
    ordered = sorted(timings)
    return f"{_ms(statistics.median(ordered))} / {_ms(ordered[max(0, int(len(ordered) * 0.9) - 1)])}"


def _timed(action) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def _submit(ledger, count: int = 200) -> str:
    """Single-record appends through the full path (a restock, then small sales)."""
    day = ledger.sql("SELECT MAX(business_date) FROM ledger_records").rows[0][0]
    customer = ledger.sql("SELECT first_name || ' ' || last_name FROM customers LIMIT 1").rows[0][0]
    ledger.record({"kind": "purchase", "date": day, "supplier": {"name": "Bench Supplies"},
                   "items": [{"product": "apple", "quantity": count, "unit_cost": 1.0}]})
    timings = [_timed(lambda: ledger.record({"kind": "sale", "date": day, "customer": {"name": customer},
                                             "items": [{"product": "apple", "quantity": 0.5}]}))
               for _ in range(count)]
    ordered = sorted(timings)
    return f"{statistics.median(ordered) * 1000:.1f} ms / {ordered[int(len(ordered) * 0.95)] * 1000:.1f} ms"


def run(events: int = 10_000, samples: int = 25, full_samples: int = 3, seed: int = 5) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        ledger, _ = fruitshop_shop(tmp, events)
        rows.append((f"submit one record at {ledger.record_count():,} events, p50 / p95", _submit(ledger)))
        last = ledger.record_count()
        positions = rng.sample(range(1, last + 1), samples)

        full = [_timed(lambda p=p: ledger.time_travel.replayed_in_full(p, f"full-{p}"))
                for p in positions[:full_samples]]
        whole = _timed(lambda: ledger.time_travel.replayed_in_full(last, "whole"))
        plain_mb = ledger.read_model.view_tables("whole").path.stat().st_size / 1e6
        live_mb = ledger.read_model.path.stat().st_size / 1e6
        rows.append((f"{last:,} events: full replay of the whole log", _ms(whole)))
        rows.append(("random past position, full replay (median)", _ms(statistics.median(full))))

        def look(when: PointInTime | None) -> None:
            for query in LOOK:
                ledger.sql(query, when=when)

        def count_all(when: PointInTime) -> None:
            for table in SHOP_TABLES:
                ledger.sql(f"SELECT COUNT(*) FROM {table.name}", when=when)

        past = [_timed(lambda p=p: look(PointInTime(position=p))) for p in positions]
        now = [_timed(lambda: look(None)) for _ in positions]
        counted = [_timed(lambda p=p: count_all(PointInTime(position=p))) for p in positions]
        median = statistics.median(past)
        rows.append(("random past position from row versions: stock + revenue per day (median / p90)",
                     f"{_median_p90(past)}; {statistics.median(full) / median:,.0f}× faster than full replay; "
                     f"the same on the live tables {_ms(statistics.median(now))}"))
        rows.append(("random past position: COUNT(*) of all 12 tables (median / p90)", _median_p90(counted)))
        days = [r[0] for r in ledger.sql("SELECT DISTINCT business_date FROM ledger_records ORDER BY 1",
                                          max_rows=10**6).rows]
        picked = [dt.date.fromisoformat(d) for d in rng.sample(days, min(samples + 1, len(days)))]
        first_day = _timed(lambda: look(PointInTime(business_date=picked[0])))
        dated = [_timed(lambda d=d: look(PointInTime(business_date=d))) for d in picked[1:]]
        rows.append(("a business date not viewed before: stock + revenue per day (median / p90)",
                     f"{_median_p90(dated)}; the first after opening (folds the log once) {_ms(first_day)}"))
        late_day = dt.date.fromisoformat(days[len(days) // 2])
        ledger.record({"kind": "note", "date": late_day.isoformat(), "text": "entered late, dated back",
                       "facts": []})
        replayed = _timed(lambda: look(PointInTime(business_date=late_day + dt.timedelta(days=1))))
        again = _timed(lambda: look(PointInTime(business_date=late_day + dt.timedelta(days=1))))
        rows.append(("a business date after a record entered late and dated back (the late record laid over "
                     "the rows shown before it) / the same day again", f"{_ms(replayed)} / {_ms(again)}"))
        rows.append(("read model with row versions / without",
                     f"{live_mb:.1f} MB / {plain_mb:.1f} MB ({live_mb / plain_mb:.1f}×)"))

        retract = _timed(lambda: ledger.retract(last - 5, "bench"))
        undo = _timed(ledger.undo)
        rebuild = _timed(ledger.rebuild)
        rows.append(("retract a recent record / undo it", f"{_ms(retract)} / {_ms(undo)}"))
        rows.append(("rebuild read model and row versions from the log",
                     f"{_ms(rebuild)} ({(last + 2) / rebuild:,.0f} events/s)"))
        ledger.close()  # opened again, as the window would be: nothing folded or kept but the views' files
        ledger = bootstrap(tmp / "shop", staff="bench")
        ledger.sql("SELECT COUNT(*) FROM products")  # the window's first page
        reopened = [_timed(lambda d=d: look(PointInTime(business_date=late_day + dt.timedelta(days=d))))
                    for d in (3, 4)]
        rows.append(("after opening the shop again: the first never-shown day after the late record / the next",
                     " / ".join(_ms(t) for t in reopened)))
        ledger.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--samples", type=int, default=25)
    args = parser.parse_args()
    for name, value in run(args.events, args.samples):
        print(f"{name:50} {value}")


if __name__ == "__main__":
    main()
