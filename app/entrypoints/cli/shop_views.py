"""`chatledger import FILE.csv|.xlsx`, `chatledger home`, `chatledger show TABLE` and
`chatledger low-stock`: the window's spreadsheet import, home page and tables for people, on
the command line (the same use cases of the service layer)."""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app.config import shop as shop_settings
from app.config.store import stored_value
from app.entrypoints.cli.args import EXIT_OK, EXIT_REFUSED, fail
from app.entrypoints.cli.printing import table
from app.service_layer import people_tables
from domain.errors import LedgerError
from domain.kinds import RECORD_KINDS

if TYPE_CHECKING:  # the use cases are imported when their command runs, not at start-up
    from app.service_layer.ledger import Ledger

SHEET_SUFFIXES = (".csv", ".tsv", ".txt", ".xlsx", ".xlsm", ".xls")


def add_sheet_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--kind", choices=RECORD_KINDS, help="a spreadsheet's rows are records of this kind "
                        "(default: guessed from its header)")
    parser.add_argument("--map", dest="mapping", metavar="COLUMN=FIELD,…",
                        help='which column holds which field, e.g. "Date=date,Item=product,Qty=quantity" '
                             "(default: guessed from the header, and printed)")
    parser.add_argument("--dry-run", action="store_true",
                        help="a spreadsheet: check every row against the shop and append nothing")


def is_sheet(path: Path) -> bool:
    return path.suffix.lower() in SHEET_SUFFIXES


def import_sheet(ledger: Ledger, args: argparse.Namespace) -> int:
    """All rows or none: every bad row is printed as FILE:ROW: reason and nothing is appended."""
    from app.service_layer.sheets import importing
    from app.service_layer.sheets.files import read_sheet
    from app.service_layer.sheets.mapping import guess_kind, guess_mapping, mapping_text, parse_mapping

    sheet = read_sheet(args.file)
    kind = args.kind or guess_kind(sheet.columns)
    if args.mapping:
        mapping = parse_mapping(args.mapping, sheet.columns, kind)
    else:
        mapping = guess_mapping(sheet.columns, kind)
        print(f'Reading {sheet.name} as {kind.replace("_", " ")} rows with --map "{mapping_text(mapping)}"',
              file=sys.stderr)
    reading = importing.read_for(ledger, sheet, kind, mapping)
    for note in reading.notes:
        print(note, file=sys.stderr)
    preview = importing.preview(ledger, reading)
    for row, reason in preview.bad:
        print(f"{args.file}:{row}: {reason}", file=sys.stderr)
    if preview.bad:
        print(f"Nothing imported: {len(preview.bad)} bad row(s).", file=sys.stderr)
        return EXIT_REFUSED
    if args.dry_run:
        print(f"{len(reading.records)} record(s) from {len(sheet.rows)} row(s), all good; nothing appended "
              "(--dry-run).")
        return EXIT_OK
    outcome = importing.import_all(ledger, reading)
    span = f" (#{outcome.appended[0].position}–#{outcome.appended[-1].position})" if outcome.appended else ""
    print(f"Imported {len(outcome.appended)} record(s) from {len(sheet.rows)} row(s){span}.")
    return EXIT_OK


def add_parsers(commands, common: argparse.ArgumentParser, when: argparse.ArgumentParser) -> None:
    p = commands.add_parser("home", parents=[common],
                            help="today's and this week's takings, stock value, low stock, the last records")
    p.add_argument("--day", type=_day, metavar="DATE",
                   help="the day to count as today (default: today; in the demo shop its last day)")
    p.add_argument("--as-of-date", type=_day, metavar="DATE",
                   help="the shop as of the end of that business day (and that day as today)")
    p = commands.add_parser("show", parents=[common, when],
                            help="a table as a person reads it: names instead of ids, money and dates formatted")
    p.add_argument("table", choices=people_tables.tables())
    p.add_argument("--limit", type=int, default=50, help="rows shown (default 50)")
    p = commands.add_parser("low-stock", parents=[common],
                            help="when a product counts as running low (default: a week of its recent sales)")
    p.add_argument("product")
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("quantity", nargs="?", type=float, help="warn at or below this stock")
    group.add_argument("--default", action="store_true", help="back to a week of its recent sales")


def _day(text: str) -> dt.date:
    from app.entrypoints.cli.args import day

    return day(text)


def _money(value: float | None) -> str:
    if value is None:
        return ""
    currency = stored_value("currency") or ""
    amount = f"{value:,.2f}"
    return f"{currency}{amount}" if len(currency) == 1 else f"{amount} {currency}".strip()


def home_command(ledger: Ledger, args: argparse.Namespace) -> int:
    from app.service_layer.home import home
    from app.service_layer.ledger_values import PointInTime

    when = PointInTime(business_date=args.as_of_date) if args.as_of_date else None
    from app.services import shop_clock

    day = args.as_of_date or args.day or shop_clock(ledger)()
    found = home(ledger, day, when=when, thresholds=shop_settings.thresholds(ledger.where()))
    if found.shifted_from:
        print(f"(no sale in the 30 days up to {found.shifted_from}: showing the 30 days up to the last sale)")
    print(f"{found.day:%A %d %B %Y}")
    print(f"  today      {_money(found.today):>12}   same day last week {_money(found.same_day_last_week)}")
    print(f"  this week  {_money(found.this_week):>12}   same days last week {_money(found.last_week_same_days)}")
    print(f"  stock      {_money(found.stock_value_at_cost):>12} at cost, {_money(found.stock_value_at_price)} "
          "at selling prices")
    low = found.low_stock
    print(f"Running low ({len(low)}):" if low else "Running low: nothing at or below its warning level.")
    for line in low:
        lasts = "no sales lately" if line.days_of_cover is None else f"lasts {line.days_of_cover:g} days"
        print(f"  {line.product}: {line.stock:g} {line.unit} (warn at {line.threshold:g}), {lasts}; "
              f"order {line.reorder:g} {line.unit}")
    print("Last records:")
    for record in found.recent:
        status = "" if record.status == "standing" else f" [{record.status}]"
        print(f"  #{record.position}  {record.business_date}  {record.summary}{status}")
    return EXIT_OK


def show_command(ledger: Ledger, args: argparse.Namespace) -> int:
    from app.service_layer.ledger_values import PointInTime

    when = PointInTime(args.at_position, args.as_recorded, args.as_of_date)
    found = people_tables.people_table(ledger, args.table, when, max_rows=max(args.limit, 1))
    rows = [[_shown(v, c.kind) for v, c in zip(r, found.columns)] for r in found.rows[:args.limit]]
    print(table([c.title for c in found.columns], rows))
    return EXIT_OK


def _shown(value, kind: str) -> str:
    if value is None:
        return ""
    if kind == people_tables.MONEY:
        return _money(value)
    if kind == people_tables.QUANTITY:
        return f"{value:,.3f}".rstrip("0").rstrip(".")
    if kind == people_tables.DATE:
        return value.isoformat()
    if kind == people_tables.MOMENT:
        return f"{value:%Y-%m-%d %H:%M}"
    if kind == people_tables.REF:
        return f"#{value}"
    return str(value)


def low_stock_command(ledger: Ledger, args: argparse.Namespace) -> int:
    known = [r[0] for r in ledger.sql("SELECT name FROM products", max_rows=100_000).rows]
    if args.product not in known:
        return fail(f"There is no product called '{args.product}'; the products are: {', '.join(sorted(known))}.")
    try:
        shop_settings.set_threshold(ledger.where(), args.product, None if args.default else args.quantity)
    except LedgerError as e:
        return fail(e.message)
    print(f"{args.product}: " + ("back to a week of its recent sales." if args.default
                                 else f"running low at or below {args.quantity:g}."))
    return EXIT_OK
