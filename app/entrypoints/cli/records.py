"""`chatledger parse` and `chatledger record "text"`: records from plain language, shown as a
draft and appended only when the person says yes."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app.entrypoints.cli.args import EXIT_OK, day, fail
from domain.errors import LedgerError

if TYPE_CHECKING:  # imported when text is read, not by every command's start-up
    from app.records_from_text.drafting import Drafter
    from app.records_from_text.drafts import Draft
    from app.service_layer.ledger import Ledger


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options shared by `parse` and `record "text"`."""
    parser.add_argument("--offline", action="store_true",
                        help="use the built-in grammar even if a model is configured")
    parser.add_argument("--today", type=day, metavar="DATE",
                        help="the date 'today' and 'yesterday' count from (default: the real today; in the "
                             "demo shop its last day)")


def drafter(ledger: Ledger, args: argparse.Namespace) -> Drafter:
    from app.bootstrap import services
    from app.services import shop_clock

    return services(ledger, today=shop_clock(ledger, args.today), offline=args.offline).drafter()


def parse(ledger: Ledger, args: argparse.Namespace) -> int:
    drafts = drafter(ledger, args)
    if args.jsonl:
        return _parse_lines(drafts, args.jsonl, args.today)
    if not args.text:
        return fail("Give the text to parse, or --jsonl FILE.")
    draft = drafts.draft(args.text, args.today)
    if args.json:
        print(json.dumps(draft.as_json(), ensure_ascii=False))
    else:
        print(_cards(draft))
    return EXIT_OK


def record_text(ledger: Ledger, args: argparse.Namespace) -> int:
    drafts = drafter(ledger, args)
    draft = drafts.draft(args.text, args.today)
    print(_cards(draft))
    while draft.open_choices():  # a name that could be several: ask which, by number
        if not sys.stdin.isatty():
            questions = " ".join(c.question for c in draft.open_choices())
            return fail(f"Nothing appended: {questions} Write the full name.")
        number, record = next((i, r) for i, r in enumerate(draft.records) if r.choices)
        choice = record.choices[0]
        print(choice.question)
        for option_number, option in enumerate(choice.options, start=1):
            print(f"  {option_number}) {option}")
        picked = input(f"Which one? [1-{len(choice.options)}] ").strip()
        if not picked.isdigit() or not 1 <= int(picked) <= len(choice.options):
            print("Nothing appended.")
            return EXIT_OK
        draft = drafts.choose(draft, number, choice.options[int(picked) - 1])
        print(_cards(draft))
    if not args.yes:
        if not sys.stdin.isatty():
            return fail("Nothing appended: add --yes to append without being asked.")
        answer = input(f"Append {_count(draft)}? [y/N] ").strip().lower()
        if answer not in ("y", "yes"):
            print("Nothing appended.")
            return EXIT_OK
    outcome = drafts.confirm(draft)
    for appended in outcome.appended:
        print(f"Recorded #{appended.position}: {appended.summary}")
    return EXIT_OK


def _parse_lines(drafts: Drafter, path: Path, today: dt.date | None) -> int:
    """One JSON line out per line in: {"records": [...]} or {"error": "..."}."""
    if not path.is_file():
        return fail(f"No such file: {path}")
    from app.service_layer.ledger_values import LineError, text_lines

    for line in text_lines(path):
        if isinstance(line, LineError):
            print(json.dumps({"error": line.reason}), flush=True)
            continue
        if not line.strip():
            continue
        try:
            draft = drafts.draft(line, today)
            out = {"records": [r.record for r in draft.records],
                   "warnings": [list(r.warnings) for r in draft.records]}
            if draft.open_choices():
                out["questions"] = [c.question for c in draft.open_choices()]
        except LedgerError as e:
            out = {"error": e.message}
        print(json.dumps(out, ensure_ascii=False), flush=True)
    return EXIT_OK


def _cards(draft: Draft) -> str:
    lines = [f"Read by {draft.translator}: {_count(draft)}"]
    for number, record in enumerate(draft.records, start=1):
        lines.append(f"  {number}. {record.summary}")
        lines.extend(f"     ! {warning}" for warning in record.warnings)
        lines.extend(f"     ? {choice.question}" for choice in record.choices)
    return "\n".join(lines)


def _count(draft: Draft) -> str:
    n = len(draft.records)
    return f"{n} record" + ("" if n == 1 else "s")



