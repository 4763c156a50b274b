"""`chatledger diff FROM [TO]`: what changed between two points of the shop (History → Compare
in the window): records entered, retracted, corrected or back, and the table values that moved."""

from __future__ import annotations

import argparse
import dataclasses
import json
from typing import TYPE_CHECKING

from app.entrypoints.cli.args import EXIT_OK, point

if TYPE_CHECKING:
    from app.service_layer.ledger import Ledger
    from app.service_layer.ledger_values import PointInTime


def add_parser(commands, common: argparse.ArgumentParser) -> None:
    p = commands.add_parser(
        "diff", parents=[common], help="what changed between two points (records and table values)",
        description="A point is: now; a log position (#12 or 12: right after that record); a business "
                    "day (2024-02-15: the shop at the end of it, by everything known now); or a time of "
                    "entry (2024-02-15T14:00, local unless it gives an offset: what the ledger showed then).")
    p.add_argument("first", type=point, metavar="FROM")
    p.add_argument("second", type=point, metavar="TO", nargs="?", default=("now", None),
                   help="(default: now)")
    p.add_argument("--all", action="store_true", help="every changed row (default: 12 per table)")
    p.add_argument("--json", action="store_true")


def diff_command(ledger: Ledger, args: argparse.Namespace) -> int:
    from app.service_layer.compare import compare, lines

    first, second = (_when(p) for p in (args.first, args.second))
    found = compare(ledger, first, second)
    if args.json:
        print(json.dumps(dataclasses.asdict(found), ensure_ascii=False, indent=1, default=str))
        return EXIT_OK
    print("\n".join(lines(found, shown=10**9 if args.all else 12)))
    return EXIT_OK


def _when(spec: tuple[str, object]) -> PointInTime:
    from app.service_layer.ledger_values import PointInTime

    kind, value = spec
    return PointInTime() if kind == "now" else PointInTime(**{kind: value})  # type: ignore[arg-type]
