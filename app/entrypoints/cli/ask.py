"""`chatledger ask "question"`: the answer, and each step's SQL and result."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from typing import TYPE_CHECKING

from app.entrypoints.cli.args import EXIT_OK, EXIT_USAGE, day
from app.entrypoints.cli.printing import cell, table
from domain.names import clean_text

if TYPE_CHECKING:  # imported when a question is asked, not by every command's start-up
    from app.questions.service import Questions
    from app.service_layer.ledger import Ledger


def add_parser(commands, common: argparse.ArgumentParser) -> None:
    p = commands.add_parser("ask", parents=[common], help="ask a question about the shop in plain language")
    p.add_argument("question")
    p.add_argument("--offline", action="store_true", help="use the built-in question parser even with a model set")
    p.add_argument("--as-of-date", type=day, metavar="DATE", help="answer for the shop at the end of that day")
    p.add_argument("--today", type=day, metavar="DATE",
                   help="the date 'yesterday' counts from (default: the real today; in the demo shop its last day)")
    p.add_argument("--json", action="store_true")

    p = commands.add_parser("example", parents=[common],
                            help="keep a question and the SQL that answers it, for the model to learn from")
    p.add_argument("question", nargs="?")
    p.add_argument("--sql", help="the SQL that answers the question correctly")
    p.add_argument("--list", action="store_true", help="list the saved examples")


def questions(ledger: Ledger, offline: bool = False, today: dt.date | None = None) -> Questions:
    from app.bootstrap import services
    from app.services import shop_clock

    # the window's clock: in the bundled demo shop "this week" is the demo month's last week
    return services(ledger, today=shop_clock(ledger, today), offline=offline).questions()


def ask(ledger: Ledger, args: argparse.Namespace) -> int:
    answer = questions(ledger, args.offline, args.today).ask(args.question, offline=args.offline,
                                                            as_of=args.as_of_date)
    if args.json:
        print(json.dumps(answer.as_json(), ensure_ascii=False, default=str))
        return EXIT_OK
    print(cell(answer.answer))
    for number, step in enumerate(answer.steps, start=1):
        when = f" (as of {step.as_of})" if step.as_of else ""
        print(f"\nStep {number}: {cell(step.purpose)}{when}\n  {clean_text(step.sql)}\n")
        print(table(step.columns, step.rows))
    print(f"\n(answered by {answer.answered_by})")
    if args.as_of_date is None:
        from app.services import shop_clock

        _say_if_quiet(ledger, shop_clock(ledger, args.today)())
    return EXIT_OK


def _say_if_quiet(ledger: Ledger, today: dt.date) -> None:
    """A shop with nothing recorded in the last 30 days (the demo month, an archive) finds nothing
    "this month" or "today": say where its records end, as the window's Ask does."""
    from app.service_layer.home import DAYS, quiet

    latest = ledger.business_days()[1]
    if quiet(latest, today):
        print(f"(Nothing is recorded after {latest}, over {DAYS} days before {today}: add "
              f"--as-of-date {latest} to ask about the shop as it stood then.)")


def example(ledger: Ledger, args: argparse.Namespace) -> int:
    if args.list:
        for question, sql in ledger.saved_examples():
            print(f"{question}\n  {sql}")
        return EXIT_OK
    if not args.question or not args.sql:
        print('error: give the question and --sql "SELECT …" (or --list)', file=sys.stderr)
        return EXIT_USAGE
    position = ledger.save_example(args.question, args.sql)
    print(f"Saved as #{position}; similar questions will be shown this SQL.")
    return EXIT_OK


def _day(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2024-02-15") from None
