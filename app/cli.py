"""`chatledger`: the command line. Every command goes through the Ledger facade."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from app.bootstrap import bootstrap
from app.ledger import Ledger
from domain.errors import LedgerError
from domain.events import SOURCE_JSON

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    # --data-dir/--staff are accepted before or after the command name.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", default=argparse.SUPPRESS,
                        help="the shop's folder (default: $CHATLEDGER_DATA_DIR or the user data dir)")
    common.add_argument("--staff", default=argparse.SUPPRESS,
                        help="who is entering records (default: $CHATLEDGER_STAFF or the OS user)")
    parser = argparse.ArgumentParser(prog="chatledger", parents=[common],
                                     description="Shop records kept as an append-only ledger.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = commands.add_parser("record", parents=[common], help="append one record given as JSON")
    p.add_argument("--json", required=True, dest="record_json", help="the record (interchange format)")
    p.add_argument("--text", help="the sentence the record came from")

    p = commands.add_parser("import", parents=[common], help="append records from a JSONL file")
    p.add_argument("file", type=Path)
    p.add_argument("--atomic", action="store_true", help="append all lines or none")

    p = commands.add_parser("history", parents=[common], help="list records, newest first")
    p.add_argument("--limit", type=int)
    p.add_argument("--json", action="store_true")

    p = commands.add_parser("sql", parents=[common], help="run a read-only SELECT on the tables")
    p.add_argument("query")
    p.add_argument("--json", action="store_true")

    commands.add_parser("tables", parents=[common], help="print the tables as CREATE TABLE")
    commands.add_parser("rebuild", parents=[common], help="rebuild the tables from the log")
    commands.add_parser("demo", parents=[common], help="load the bundled demo shop month")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        ledger = bootstrap(getattr(args, "data_dir", None), staff=getattr(args, "staff", None),
                           progress=_progress if args.command == "rebuild" else None)
    except LedgerError as e:
        return _fail(e.message)
    try:
        return _COMMANDS[args.command](ledger, args)
    except LedgerError as e:
        return _fail(e.message)
    finally:
        ledger.close()


def _record(ledger: Ledger, args: argparse.Namespace) -> int:
    appended = ledger.record(args.record_json, text=args.text, source=SOURCE_JSON)
    print(f"Recorded #{appended.position}: {appended.summary}")
    return EXIT_OK


def _import(ledger: Ledger, args: argparse.Namespace) -> int:
    if not args.file.is_file():
        return _fail(f"No such file: {args.file}")
    report = ledger.import_jsonl(args.file, atomic=args.atomic)
    for line, reason in report.errors:
        print(f"{args.file}:{line}: {reason}", file=sys.stderr)
    if args.atomic and report.errors:
        print(f"Nothing imported: {len(report.errors)} bad line(s).", file=sys.stderr)
        return EXIT_REFUSED
    print(f"Imported {len(report.appended)} record(s), skipped {len(report.errors)} bad line(s).")
    return EXIT_REFUSED if report.errors else EXIT_OK


def _history(ledger: Ledger, args: argparse.Namespace) -> int:
    rows = ledger.history(args.limit)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return EXIT_OK
    if not rows:
        print("No records yet.")
        return EXIT_OK
    import pandas as pd  # only for printing; it costs half a second to import

    table = pd.DataFrame(rows)[["position", "recorded_at", "business_date", "entered_by", "source", "summary"]]
    table["recorded_at"] = table["recorded_at"].str.slice(0, 19).str.replace("T", " ")
    print(table.to_string(index=False))
    return EXIT_OK


def _sql(ledger: Ledger, args: argparse.Namespace) -> int:
    result = ledger.sql(args.query)
    if args.json:
        print(json.dumps(result.as_json(), ensure_ascii=False, default=str))
    else:
        print(_table(result.columns, result.rows))
        if result.truncated:
            print(f"(only the first {len(result.rows)} rows are shown)")
    return EXIT_OK


def _tables(ledger: Ledger, _args: argparse.Namespace) -> int:
    print(ledger.schema_sql())
    return EXIT_OK


def _rebuild(ledger: Ledger, _args: argparse.Namespace) -> int:
    count = ledger.rebuild(_progress)
    print(f"Rebuilt the tables from {count} event(s).")
    return EXIT_OK


def _demo(ledger: Ledger, _args: argparse.Namespace) -> int:
    report = ledger.load_demo()
    print(f"Loaded the demo fruit shop: {len(report.appended)} records "
          f"into {ledger.read_model.path.parent}.")
    return EXIT_OK


def _table(columns: list[str], rows: list[Any]) -> str:
    if not rows:
        return "(no rows)" if columns else "(no result)"
    import pandas as pd

    return pd.DataFrame([list(r) for r in rows], columns=columns).to_string(index=False)


def _progress(done: int, total: int) -> None:
    if total >= 5000 and sys.stderr.isatty():
        print(f"\r  replayed {done:,} of {total:,} events", end="" if done < total else "\n",
              file=sys.stderr)


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return EXIT_REFUSED


_COMMANDS = {
    "record": _record,
    "import": _import,
    "history": _history,
    "sql": _sql,
    "tables": _tables,
    "rebuild": _rebuild,
    "demo": _demo,
}


if __name__ == "__main__":
    raise SystemExit(main())
