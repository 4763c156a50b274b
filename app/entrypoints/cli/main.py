"""`chatledger`: the command line. Every command goes through the Ledger facade."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app import failures
from app.entrypoints.cli import ask as cli_ask
from app.entrypoints.cli import bench as cli_bench
from app.entrypoints.cli import config as cli_config
from app.entrypoints.cli import diff as cli_diff
from app.entrypoints.cli import records as cli_text
from app.entrypoints.cli import shop_views
from app.entrypoints.cli.args import EXIT_OK, EXIT_REFUSED, day, fail, moment
from app.entrypoints.cli.printing import cell, table
from domain.errors import LedgerError

if TYPE_CHECKING:  # the ledger and its tables are imported only once a command needs the shop
    from app.service_layer.ledger import Ledger
    from app.service_layer.ledger_values import PointInTime


def build_parser() -> argparse.ArgumentParser:
    # --data-dir/--staff are accepted before or after the command name.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", default=argparse.SUPPRESS,
                        help="the shop's folder (default: $CHATLEDGER_DATA_DIR or the user data dir)")
    common.add_argument("--database", default=argparse.SUPPRESS, metavar="URL",
                        help="a PostgreSQL shop shared by several tills, postgresql://user@host:5432/dbname"
                             "[?schema=NAME] (default: $CHATLEDGER_DATABASE, the database.url setting, "
                             "else SQLite files in the data folder)")
    common.add_argument("--staff", default=argparse.SUPPRESS,
                        help="who is entering records (default: $CHATLEDGER_STAFF or the OS user)")
    parser = argparse.ArgumentParser(prog="chatledger", parents=[common],
                                     description="Shop records kept as an append-only ledger.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = commands.add_parser("record", parents=[common],
                            help="append records said in plain language (shown first), or one given as JSON")
    p.add_argument("text", nargs="?", help='what happened, e.g. "Sold 2 kg apples to Bob Smith today"')
    p.add_argument("--json", dest="record_json", help="the record (interchange format) instead of text")
    p.add_argument("--text", dest="said", help="with --json: the sentence the record came from")
    p.add_argument("--yes", action="store_true", help="append the records read without asking")
    cli_text.add_arguments(p)

    p = commands.add_parser("parse", parents=[common], help="show the records a text would make (appends nothing)")
    p.add_argument("text", nargs="?")
    p.add_argument("--json", action="store_true", help="print the draft as JSON")
    p.add_argument("--jsonl", type=Path, metavar="FILE",
                   help="one input per line; prints one JSON line per input")
    cli_text.add_arguments(p)
    cli_config.add_parser(commands, common)
    cli_ask.add_parser(commands, common)
    cli_bench.add_parser(commands, common)

    p = commands.add_parser("import", parents=[common],
                            help="append records from a JSONL file, or a spreadsheet (.csv, .xlsx: all rows or none)")
    p.add_argument("file", type=Path)
    p.add_argument("--atomic", action="store_true", help="JSONL: append all lines or none")
    shop_views.add_sheet_arguments(p)

    p = commands.add_parser("history", parents=[common], help="list records, newest first")
    p.add_argument("--limit", type=int)
    p.add_argument("--json", action="store_true")
    p.add_argument("--follow", action="store_true",
                   help="then keep printing records as they are entered (at any till), until Ctrl+C")

    # The past: any one of these on `sql` and `tables`.
    when = argparse.ArgumentParser(add_help=False)
    group = when.add_mutually_exclusive_group()
    group.add_argument("--at-position", type=int, metavar="N",
                       help="exactly what the ledger showed after log position N")
    group.add_argument("--as-recorded", type=moment, metavar="TIME",
                       help="what the ledger showed at that moment (YYYY-MM-DDTHH:MM, local time)")
    group.add_argument("--as-of-date", type=day, metavar="DATE",
                       help="the shop at the end of that business day, by everything known now")

    p = commands.add_parser("sql", parents=[common, when], help="run a read-only SELECT on the tables")
    p.add_argument("query")
    p.add_argument("--json", action="store_true")

    commands.add_parser("tables", parents=[common, when],
                        help="print the tables as CREATE TABLE (and their row counts at a past point)")

    p = commands.add_parser("retract", parents=[common], help="take a record out of the history")
    p.add_argument("position", type=int)
    p.add_argument("--reason", required=True)
    p.add_argument("--cascade", action="store_true", help="also retract the records that depend on it")

    p = commands.add_parser("correct", parents=[common], help="replace a record's content")
    p.add_argument("position", type=int)
    p.add_argument("--json", required=True, dest="record_json", help="the corrected record")
    p.add_argument("--reason", default="")
    p.add_argument("--text", help="the sentence the correction came from")
    p.add_argument("--cascade", action="store_true", help="retract records the correction breaks")

    p = commands.add_parser("rollback", parents=[common], help="retract every record after a point")
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--to-position", type=int, metavar="N")
    target.add_argument("--to-time", type=moment, metavar="TIME")

    p = commands.add_parser("why", parents=[common, when], help="the records behind a value")
    p.add_argument("table")
    p.add_argument("row_id", type=int)
    p.add_argument("column", nargs="?")
    p.add_argument("--json", action="store_true")

    shop_views.add_parsers(commands, common, when)
    cli_diff.add_parser(commands, common)
    commands.add_parser("undo", parents=[common], help="undo the last action")
    commands.add_parser("redo", parents=[common], help="redo the last undone action")
    commands.add_parser("rebuild", parents=[common], help="rebuild the tables from the log")
    commands.add_parser("demo", parents=[common], help="load the bundled demo shop month")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Every failure is one line on stderr and exit 1; the details go to the log file."""
    for stream in (sys.stdout, sys.stderr):  # a name with odd characters must not crash the print
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")
    try:
        return _main(argv)
    except KeyboardInterrupt:
        print("Stopped.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the output's reader had enough (`chatledger history | head`): no error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # Python's own flush at exit, too
        return EXIT_OK
    except Exception as e:
        return fail(failures.plain(e))


def _main(argv: list[str] | None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "config":  # settings can be mended even when the shop cannot be opened
        try:
            return cli_config.config(None, args)
        except LedgerError as e:
            return fail(e.message)
    from app.bootstrap import bootstrap

    try:
        ledger = bootstrap(getattr(args, "data_dir", None), staff=getattr(args, "staff", None),
                           database=getattr(args, "database", None),
                           progress=_progress if args.command == "rebuild" else None)
    except LedgerError as e:
        return fail(e.message)
    try:
        return _COMMANDS[args.command](ledger, args)
    except LedgerError as e:
        return fail(e.message)
    finally:
        ledger.close()


def _record(ledger: Ledger, args: argparse.Namespace) -> int:
    if (args.text is None) == (args.record_json is None):
        return fail('Give either the text ("Sold 2 kg apples to Bob Smith today") or --json.')
    if args.text is not None:
        return cli_text.record_text(ledger, args)
    from domain.events import SOURCE_JSON

    appended = ledger.record(args.record_json, text=args.said, source=SOURCE_JSON)
    print(f"Recorded #{appended.position}: {appended.summary}")
    return EXIT_OK


def _import(ledger: Ledger, args: argparse.Namespace) -> int:
    if not args.file.is_file():
        return fail(f"No such file: {args.file}")
    if shop_views.is_sheet(args.file):
        return shop_views.import_sheet(ledger, args)
    if args.kind or args.mapping or args.dry_run:
        return fail("--kind, --map and --dry-run are for spreadsheets (.csv, .xlsx); a .jsonl file says each "
                    "record's kind itself.")
    report = ledger.import_jsonl(args.file, atomic=args.atomic)
    for line, reason in report.errors:
        print(f"{args.file}:{line}: {reason}", file=sys.stderr)
    if args.atomic and report.errors:
        print(f"Nothing imported: {len(report.errors)} bad line(s).", file=sys.stderr)
        return EXIT_REFUSED
    print(f"Imported {len(report.appended)} record(s), skipped {len(report.errors)} bad line(s).")
    return EXIT_REFUSED if report.errors else EXIT_OK


def _history(ledger: Ledger, args: argparse.Namespace) -> int:
    if args.follow:
        return _follow(ledger, args.limit)
    rows = ledger.history(args.limit)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return EXIT_OK
    if not rows:
        print("No records yet.")
        return EXIT_OK
    for row in rows:
        if row["changed_by"]:
            why = f": {row['reason']}" if row["reason"] else ""
            row["status"] += f" by #{row['changed_by']} ({row['changed_by_staff']}{why})"
        row["recorded_at"] = str(row["recorded_at"])[:19].replace("T", " ")
    shown = ["position", "recorded_at", "business_date", "entered_by", "source", "status", "summary"]
    print(table(shown, [[row[k] for k in shown] for row in rows]))
    return EXIT_OK


def _follow(ledger: Ledger, limit: int | None, every_s: float = 0.5) -> int:
    """Oldest first, one line per record, then new ones within about a second."""
    import time

    seen = 0
    for row in reversed(ledger.history(limit or 10)):
        print(_line(row), flush=True)
        seen = max(seen, row["position"])
    try:
        while True:
            time.sleep(every_s)
            if ledger.refresh() > seen:
                new = [r for r in ledger.history(50) if r["position"] > seen]
                for row in reversed(new):
                    print(_line(row), flush=True)
                    seen = max(seen, row["position"])
    except KeyboardInterrupt:
        return EXIT_OK


def _line(row: dict[str, Any]) -> str:
    row = {k: cell(v) for k, v in row.items()}
    return (f"#{row['position']}  {row['recorded_at'][:19].replace('T', ' ')}  {row['business_date']}  "
            f"{row['entered_by']}  {row['summary']}")


def _when(args: argparse.Namespace) -> PointInTime:
    from app.service_layer.ledger_values import PointInTime

    return PointInTime(args.at_position, args.as_recorded, args.as_of_date)


def _sql(ledger: Ledger, args: argparse.Namespace) -> int:
    result = ledger.sql(args.query, when=_when(args))
    if args.json:
        print(json.dumps(result.as_json(), ensure_ascii=False, default=str))
    else:
        print(table(result.columns, result.rows))
        if result.truncated:
            print(f"(only the first {len(result.rows)} rows are shown)")
    return EXIT_OK


def _tables(ledger: Ledger, args: argparse.Namespace) -> int:
    print(ledger.schema_sql())
    when = _when(args)
    if not when.is_now:
        counts = ledger.row_counts(when)
        print("\n-- rows at that point: " + ", ".join(f"{t} {n}" for t, n in counts.items()))
    return EXIT_OK


def _retract(ledger: Ledger, args: argparse.Namespace) -> int:
    return _changed(ledger.retract(args.position, args.reason, cascade=args.cascade))


def _correct(ledger: Ledger, args: argparse.Namespace) -> int:
    return _changed(ledger.correct(args.position, args.record_json, reason=args.reason,
                                   text=args.text, cascade=args.cascade))


def _rollback(ledger: Ledger, args: argparse.Namespace) -> int:
    return _changed(ledger.rollback(to_position=args.to_position, to_time=args.to_time))


def _why(ledger: Ledger, args: argparse.Namespace) -> int:
    found = ledger.why(args.table, args.row_id, args.column, when=_when(args))
    if args.json:
        print(json.dumps(found.as_json(), ensure_ascii=False, indent=1))
        return EXIT_OK
    if found.column:
        print(f"{found.table} #{found.row_id} {found.column} = {found.value}")
    else:
        print(f"{found.table} #{found.row_id}: every record that made or changed this row")
    for s in found.sources:
        amount = "" if s.contribution is None else f"{s.contribution:+g}"
        said = f' "{s.text}"' if s.text else ""
        print(f"  {amount:>9}  #{s.position:<5} {s.business_date or '':10}  {s.kind or '':16} "
              f"{s.detail}  (by {s.entered_by}, {s.source}, at {(s.recorded_at or '')[:19]}){said}")
    if found.additive:
        print(f"  {'= ' + format(found.total, 'g'):>9}  (the contributions add up to the value)")
    return EXIT_OK


def _undo(ledger: Ledger, _args: argparse.Namespace) -> int:
    return _changed(ledger.undo())


def _redo(ledger: Ledger, _args: argparse.Namespace) -> int:
    return _changed(ledger.redo())


def _changed(change) -> int:
    print(f"#{change.position}: {change.summary}.")
    if change.retracted:
        print("No longer standing: " + ", ".join(f"#{p}" for p in change.retracted))
    return EXIT_OK


def _rebuild(ledger: Ledger, _args: argparse.Namespace) -> int:
    count = ledger.rebuild(_progress)
    print(f"Rebuilt the tables from {count} event(s).")
    return EXIT_OK


def _demo(ledger: Ledger, _args: argparse.Namespace) -> int:
    report = ledger.load_demo()
    print(f"Loaded the demo fruit shop: {len(report.appended)} records "
          f"into {ledger.where()}.")
    return EXIT_OK


def _progress(done: int, total: int) -> None:
    if total >= 5000 and sys.stderr.isatty():
        print(f"\r  replayed {done:,} of {total:,} events", end="" if done < total else "\n",
              file=sys.stderr)


_COMMANDS = {
    "record": _record,
    "parse": cli_text.parse,
    "config": cli_config.config,
    "ask": cli_ask.ask,
    "example": cli_ask.example,
    "bench": cli_bench.bench,
    "import": _import,
    "history": _history,
    "sql": _sql,
    "tables": _tables,
    "rebuild": _rebuild,
    "demo": _demo,
    "retract": _retract,
    "correct": _correct,
    "rollback": _rollback,
    "why": _why,
    "diff": cli_diff.diff_command,
    "home": shop_views.home_command,
    "show": shop_views.show_command,
    "low-stock": shop_views.low_stock_command,
    "undo": _undo,
    "redo": _redo,
}


if __name__ == "__main__":
    raise SystemExit(main())
