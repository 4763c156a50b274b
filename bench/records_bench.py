"""The offline reader on staff inputs it was not written from, through the same path as
`chatledger parse --offline` on the demo shop (the draft: reading, name resolution, units).

    python -m bench.records_bench [--set test|dev|holdout|all] [--show]
    python -m bench.records_bench --scale 100000   # the time to draft one input on a big shop

- bench/fresh/records_test.jsonl and records_dev.jsonl: written from the user's side before the
  reader (issue 16); `test` is scored only, `dev` is the one looked at while developing.
- bench/fruitshop/phrasings_holdout.jsonl: an older held-out set, now partly seen.

Precision: records returned that are exactly the expected ones (a note is compared by kind, date
and text). Recall: inputs with records read completely right. An input that must be refused
counts as refused when no record comes back (a refusal, or a question back about a name) or when
the draft card says before Confirm that the shop's rules refuse it (the dry run: "Only 4 kg of
cherry in stock").
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from app.bootstrap import bootstrap, services
from bench.records_standing import STANDING
from domain.errors import LedgerError
from domain.records import parse_record, record_to_json

HERE = Path(__file__).resolve().parent
SETS = {
    "test": HERE / "fresh" / "records_test.jsonl",
    "dev": HERE / "fresh" / "records_dev.jsonl",
    "set3": HERE / "unseen" / "records.jsonl",
    "set4": HERE / "unseen4" / "records.jsonl",
    "set7": HERE / "unseen7" / "records.jsonl",
    "set8": HERE / "unseen8" / "records.jsonl",
    "set9": HERE / "unseen9" / "records.jsonl",
    "set10": HERE / "unseen10" / "records.jsonl",
    "set11": HERE / "unseen11" / "records.jsonl",
    "set13": HERE / "unseen13" / "records.jsonl",
    "set15": HERE / "unseen15" / "records.jsonl",
    "set17": HERE / "unseen17" / "records.jsonl",
    "set19": HERE / "unseen19" / "records.jsonl",
    "set21": HERE / "unseen21" / "records.jsonl",
    "set23": HERE / "unseen23" / "records.jsonl",
    "set25": HERE / "unseen25" / "records.jsonl",
    "set27": HERE / "unseen27" / "records.jsonl",
    "set29": HERE / "unseen29" / "records.jsonl",
    "set31": HERE / "unseen31" / "records.jsonl",
    "set33": HERE / "unseen33" / "records.jsonl",
    "set35": HERE / "unseen35" / "records.jsonl",
    "set37": HERE / "unseen37" / "records.jsonl",
    "set39": HERE / "unseen39" / "records.jsonl",
    "set41": HERE / "unseen41" / "records.jsonl",
    "set43": HERE / "unseen43" / "records.jsonl",
    "set45": HERE / "unseen45" / "records.jsonl",
    "set47": HERE / "unseen47" / "records.jsonl",
    "set49": HERE / "unseen49" / "records.jsonl",
    "set51": HERE / "unseen51" / "records.jsonl",
    "set53": HERE / "unseen53" / "records.jsonl",
    "set55": HERE / "unseen55" / "records.jsonl",
    "set57": HERE / "unseen57" / "records.jsonl",
    "set59": HERE / "unseen59" / "records.jsonl",
    "set61": HERE / "unseen61" / "records.jsonl",
    "set63": HERE / "unseen63" / "records.jsonl",
    "set65": HERE / "unseen65" / "records.jsonl",
    "set67": HERE / "unseen67" / "records.jsonl",
    "set69": HERE / "unseen69" / "records.jsonl",
    "set71": HERE / "unseen71" / "records.jsonl",
    "set73": HERE / "unseen73" / "records.jsonl",
    "set75": HERE / "unseen75" / "records.jsonl",
    "set77": HERE / "unseen77" / "records.jsonl",
    "set79": HERE / "unseen79" / "records.jsonl",
    "set81": HERE / "unseen81" / "records.jsonl",
    "set83": HERE / "unseen83" / "records.jsonl",
    "set85": HERE / "unseen85" / "records.jsonl",
    "set87": HERE / "unseen87" / "records.jsonl",
    "set89": HERE / "unseen89" / "records.jsonl",
    "set91": HERE / "unseen91" / "records.jsonl",
    "set93": HERE / "unseen93" / "records.jsonl",
    "set95": HERE / "unseen95" / "records.jsonl",
    "set97": HERE / "unseen97" / "records.jsonl",
    "set99": HERE / "unseen99" / "records.jsonl",
    "holdout": HERE / "fruitshop" / "phrasings_holdout.jsonl",
}


def canonical(record: dict[str, Any], today: str) -> dict[str, Any]:
    out = record_to_json(parse_record(record))
    if out["kind"] == "return" and out["date"] is None:
        out["date"] = today  # the older set's way of saying "the return is today"
    if out["kind"] == "note":
        out = {"kind": "note", "date": out["date"], "text": out["text"]}
    if out["kind"] == "stock_adjustment" and out["unit"] is None:
        out["unit"] = "kg"  # the product's own unit, which the draft writes in (every demo product is kg)
    return out


def score(path: Path, show: bool = False) -> dict[str, Any]:
    cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    returned = right = understood = with_records = refused_ok = must_refuse = 0
    slowest = 0.0
    misses: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        ledger = bootstrap(Path(tmp) / "shop", staff="bench")
        ledger.load_demo()
        drafter = services(ledger, offline=True).drafter()
        for case in cases:
            expected = [canonical(r, case["today"]) for r in case["records"] or []]
            why = ""
            start = time.perf_counter()
            try:
                draft = drafter.draft(case["text"], dt.date.fromisoformat(case["today"]))
                got = [] if draft.open_choices() else [canonical(r.record, case["today"]) for r in draft.records]
                if draft.open_choices():
                    why = "asks: " + "; ".join(c.question for c in draft.open_choices())
                else:  # the card says before Confirm what the rules would refuse ("Only 4 kg of cherry in stock")
                    problems = [e.problem for e in ledger.effects([r.record for r in draft.records], detail=False)
                                if e.problem]
                    if problems:
                        got, why = [], "the card says: " + problems[0]
            except LedgerError as e:
                got, why = [], e.message
            slowest = max(slowest, time.perf_counter() - start)
            if expected:
                with_records += 1
                understood += got == expected
            else:
                must_refuse += 1
                refused_ok += not got
            returned += len(got)
            right += sum(1 for r in got if r in expected)
            if got != expected:
                misses.append(f"- {case['text']}\n    got  {got or why}\n    want {expected or 'a refusal'}")
        ledger.close()
    if show:
        print("\n".join(misses))
    return {
        "inputs (with records / to refuse)": f"{len(cases)} ({with_records} / {must_refuse})",
        "precision (records returned exactly right)": f"{right} / {returned} = {right / max(returned, 1):.1%}",
        "recall (inputs with records read right)": f"{understood} / {with_records} = "
                                                   f"{understood / max(with_records, 1):.1%}",
        "inputs to refuse that were refused": f"{refused_ok} / {must_refuse}",
        "slowest input (ms)": f"{slowest * 1000:.0f}",
    }


def table() -> str:
    """The sets as a Markdown table, one row per set."""
    lines = ["| set | inputs (with records / to refuse) | precision | recall | refused | slowest |",
             "| --- | --- | --- | --- | --- | --- |"]
    for name, path in SETS.items():
        if not path.exists():
            continue
        found = score(path)
        lines.append(f"| {name} ({STANDING[name]}) | {found['inputs (with records / to refuse)']} | "
                     f"{found['precision (records returned exactly right)']} | "
                     f"{found['recall (inputs with records read right)']} | "
                     f"{found['inputs to refuse that were refused']} | {found['slowest input (ms)']} ms |")
    return "\n".join(lines)


# Inputs of every kind, for timing on a generated shop (whose customers are the demo's and more).
TIMED = ["Sold 2 kg apples to Bob Smith yesterday", "bob smith 2kg pears n 1kg grapes",
         "ABC delivered 30kg apples @1.10, sell at 1.70", "threw away 2kg mouldy strawberries",
         "bananas now 0.95", "a new customer called Lena Park took 2kg apples", "Ken Smith 1.5 kg strawbs",
         "Hillside 20 kg pears, $24 all up", "stock count: mango 2 kg over", "NB: the fridge is noisy"]


def scale(records: int = 100_000, rounds: int = 3) -> list[tuple[str, str]]:
    """`parse` on a shop of `records` generated records: the draft (reading, names, units, the
    shop's latest day) for each of TIMED, `rounds` times, after one first draft."""
    from bench.ledger_bench import fruitshop_shop

    with tempfile.TemporaryDirectory() as tmp:
        ledger, _ = fruitshop_shop(Path(tmp), records)
        events = ledger.record_count()
        drafter = services(ledger, offline=True).drafter()
        today = dt.date.fromisoformat(ledger.sql("SELECT MAX(business_date) FROM ledger_records").rows[0][0])
        # "bananas now 0.95" on a shop of other prices is asked about (a fifth of the price); "price" says it is one
        texts = ["banana price 0.95" if t.startswith("bananas now") else t for t in TIMED]
        start = time.perf_counter()
        drafter.draft(texts[0], today)
        first = time.perf_counter() - start
        times, refused = [], 0
        for _ in range(rounds):
            for text in texts:
                start = time.perf_counter()
                try:
                    drafter.draft(text, today)
                except LedgerError:
                    refused += 1  # timed all the same: the reading was done
                times.append(time.perf_counter() - start)
        ledger.close()
    times.sort()
    return [(f"draft one staff input at {events:,} events: median / slowest of {len(times)}",
             f"{times[len(times) // 2] * 1000:.0f} ms / {times[-1] * 1000:.0f} ms"),
            ("the first draft after opening the shop", f"{first * 1000:.0f} ms"),
            ("drafts refused (each input is read the same way every round)", str(refused))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=[*SETS, "all"], default="all")
    parser.add_argument("--show", action="store_true", help="print every input not read exactly")
    parser.add_argument("--scale", type=int, metavar="RECORDS", help="time drafts on a generated shop instead")
    args = parser.parse_args()
    if args.scale:
        for name, value in scale(args.scale):
            print(f"  {name:60} {value}")
        return
    for name in (SETS if args.set == "all" else [args.set]):
        if not SETS[name].exists():
            continue
        print(f"\n{name}: {SETS[name].relative_to(HERE.parent)} ({STANDING[name]})")
        for key, value in score(SETS[name], show=args.show and STANDING[name].startswith("seen")).items():
            print(f"  {key:44} {value}")


if __name__ == "__main__":
    main()
