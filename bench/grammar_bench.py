"""The offline grammar on phrasings it was never tuned to (bench/fruitshop/phrasings_holdout.jsonl,
written before the grammar): precision of the records it returns and how many inputs it
understands, through the same path as `chatledger parse --offline` on the demo shop.

    python -m bench.grammar_bench [--show]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import tempfile
from pathlib import Path

from app.bootstrap import bootstrap
from app.records_from_text.drafting import Drafter
from app.records_from_text.grammar.translator import GrammarTranslator
from domain.errors import LedgerError
from domain.records import parse_record, record_to_json

HOLDOUT = Path(__file__).resolve().parent / "fruitshop" / "phrasings_holdout.jsonl"


def run(show: bool = False) -> list[tuple[str, str]]:
    cases = [json.loads(line) for line in HOLDOUT.read_text().splitlines() if line.strip()]
    returned = right = understood = with_records = refused_ok = must_refuse = 0
    with tempfile.TemporaryDirectory() as tmp:
        ledger = bootstrap(Path(tmp) / "shop", staff="bench")
        ledger.load_demo()
        drafter = Drafter(ledger, GrammarTranslator())
        for case in cases:
            expected = [record_to_json(parse_record(r)) for r in case["records"] or []]
            try:
                draft = drafter.draft(case["text"], dt.date.fromisoformat(case["today"]))
                got = [r.record for r in draft.records]
            except LedgerError as e:
                got, why = [], e.message
            if expected:
                with_records += 1
                understood += bool(got)
            else:
                must_refuse += 1
                refused_ok += not got
            returned += len(got)
            right += sum(1 for r in got if r in expected)
            if show and got != expected:
                print(f"- {case['text']}\n    got  {got or why}\n    want {expected}")
        ledger.close()
    return [
        ("inputs (with records / to refuse)", f"{len(cases)} ({with_records} / {must_refuse})"),
        ("records returned, exactly right (precision)", f"{right} / {returned} = {right / max(returned, 1):.1%}"),
        ("inputs with records understood (recall)", f"{understood} / {with_records} = {understood / with_records:.1%}"),
        ("inputs to refuse that were refused", f"{refused_ok} / {must_refuse}"),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print every input not read exactly")
    for name, value in run(parser.parse_args().show):
        print(f"{name:46} {value}")


if __name__ == "__main__":
    main()
