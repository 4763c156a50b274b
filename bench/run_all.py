"""`make bench`: run the benchmarks and rewrite docs/BENCHMARKS.md with the machine and the date."""

from __future__ import annotations

import datetime as dt
import os
import platform
import sys
from importlib.metadata import version
from pathlib import Path

from app.evaluation.runner import bench_questions, bench_records
from app.evaluation.runner import table as report_table
from bench import (
    asking_bench,
    backends_bench,
    history_bench,
    ledger_bench,
    question_bench,
    records_bench,
    startup_bench,
    time_travel_bench,
    window_bench,
)

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


def _table(rows: list[tuple[str, str]]) -> str:
    for name, value in rows:
        print(f"{name:50} {value}")
    return "\n".join(f"| {name} | {value} |" for name, value in rows)


def main() -> None:
    quick = "--quick" in sys.argv  # skips the 100k-event runs (~10 minutes)
    records = 10_000
    table = _table(ledger_bench.run(records))
    scored = report_table(bench_questions(None), "questions")
    read = report_table(bench_records(None), "records")
    print(scored, read, sep="\n")
    grammar = records_bench.table()
    parsing = _table(records_bench.scale(100_000 if not quick else 5_000))
    understood = asking_bench.table()
    asking = _table(question_bench.run(large=125_000 if not quick else 5_000))
    travel = _table(time_travel_bench.run(10_000, samples=21))
    if not quick:
        travel += "\n" + _table(time_travel_bench.run(100_000, samples=15, full_samples=2))
    edits = _table(history_bench.run(100_000 if not quick else 5_000))
    backends = _table(backends_bench.run(10_000))
    startup = _table(startup_bench.run(125_000 if not quick else 5_000))
    window = _table(window_bench.run())
    DOC.parent.mkdir(exist_ok=True)
    DOC.write_text(f"""# Benchmarks

Written by `make bench` (`python -m bench.run_all [--quick]`; `--quick` skips the 100k-event
run); numbers from one run on one machine, so compare the ratios rather than the absolute times.

- Date: {dt.date.today().isoformat()}
- Machine: {machine()}
- Data: the seeded fruit-shop generator (`app/evaluation/fruitshop.py`), {records:,} records
  (100,000 for the last time-travel rows), SQLite files in a temp folder.

## Ledger (`bench/ledger_bench.py`)

| measure | result |
| --- | --- |
{table}

"Full path" means parse, rule checks against the read model, projection, event append and
commit. A rebuild replays every event through the same projection code that checks new records;
the raw `executemany` line inserts the rows that rebuild produced, with no logic at all, as the
floor for comparison.

## Evaluation on the demo month (`chatledger bench questions|records --offline`)

A coverage check, not accuracy: the question set (`app/evaluation/questions.py`: 16 easy, 35
hard) is generated from templates the offline parser was tested on. Answered offline on a fresh
ledger, each answer compared with the one computed by plain Python from the records
(`app/evaluation/truth.py`); the paper's rows are its reported Table 2 (a different, unpublished
question set, so a rough comparison only). Then the demo month's sentences read by the offline
reader, each against the shop as it stood before it, compared with the generator's records.

```
{scored}

{read}
```

## Records from text: the offline reader (`bench/records_bench.py`)

Staff inputs read on the demo shop through the same path as `chatledger parse --offline` (the
draft: reading, then names and units resolved). A record counts as right only if every field
equals the expected one; an input to refuse counts as refused when no record comes back (a
refusal or a question back). Sets written by people who never saw the reader, each before the
code it measures; "seen" means its failures were looked at while the reader was being written,
so it has become a coverage check; "unseen" sets were only ever scored.

{grammar}

Reading on a big shop: one staff input drafted (read, names matched against every customer,
units, the shop's latest day) on a generated shop (issue 16's target: `parse` at most 50 ms at
100k events).

| measure | result |
| --- | --- |
{parsing}

## Questions offline: the question parser (`bench/asking_bench.py`)

Manager questions answered on the demo month by the offline parser (no model), scored on what
the person sees: a number must be the last number of the answer sentence (to the cent, or 3
decimals for kg), a name must head the result and be in the sentence, names and tables must be
the result's rows exactly. Refused means "I can't answer that offline" (with the words it could
not place). Sets written by people who never saw the parser; "seen" sets had their failures
looked at while it was written, so they are coverage checks; "unseen" sets were only ever scored.

{understood}

## Questions (`bench/question_bench.py`)

The model prompt for one question (system text, the tables' CREATE TABLE statements, 3 sample
rows of each table, the 4 closest examples) in cl100k_base tokens, against putting every
record's JSON in the prompt instead; and the offline answer time (parse, SQL on the live read
model, sentence) for fifteen common questions.

| measure | result |
| --- | --- |
{asking}

## History edits (`bench/history_bench.py`)

Undo and retract on a {'5,000' if quick else '100,000'}-event shop, each edit timed as it runs now (the
rows changed since the edit's base reverted from their row versions, the later records replayed,
the timeline extended instead of folding the log again) and as it ran before issue 19 (the whole
log read and folded, the tables refilled from the base's rows and the versions settled), in the
same run.

| measure | result |
| --- | --- |
{edits}

## Time travel (`bench/time_travel_bench.py`)

The shop at a random past log position, read from the row versions the live read model keeps
(`app/versions.py`: TEMP VIEWs over the `_versions` twins on a read-only connection), against
replaying the log up to that position into a new file. "Stock + revenue per day" is the time
from asking to having both results, views included; the same two queries on the live tables
are shown beside it. The read model's size is compared with a replayed file without versions.

| measure | result |
| --- | --- |
{travel}

Against issue 3's targets (at least 20× faster than full replay, at most 150 ms median, on
100k events): see the 100,000-event rows. Materialising is O(1) (creating 13 views); the
queries pay for scanning versions instead of rows, which the live-tables column shows.

## Start-up (`bench/startup_bench.py`)

Fresh processes, median of five after one warm-up: `chatledger --help` against importing
SQLAlchemy alone (every command pays at least that), and a plain `chatledger sql` query on a
100k-record shop from typing the command to its output.

| measure | result |
| --- | --- |
{startup}

## The window while it works (`bench/window_bench.py`)

A 20 ms timer on the GUI thread (offscreen Qt) while a 10,000-row sheet is checked and imported
on the worker thread; the largest gap between beats is what a person could feel as a stall
(target under 100 ms). Tests only assert that the window never freezes (median beat at most
40 ms, no gap of a second), since a loaded CI machine adds the odd 100-200 ms gap by itself.

| measure | result |
| --- | --- |
{window}

## SQLite files against a PostgreSQL server (`bench/backends_bench.py`)

The same 10,000 records, the same operations, one after the other in one run: SQLite files in a
temp folder, and a fresh schema on the PostgreSQL server at 127.0.0.1:5432 (same machine, so no
network; a real shop's server would add its round trips). The tills are separate processes
(`tests/integration/till_writer.py`, half purchases, half sales), writing at the same time.

| measure | SQLite / PostgreSQL |
| --- | --- |
{backends}
""")
    print(f"wrote {DOC}")


if __name__ == "__main__":
    main()
