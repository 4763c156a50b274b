"""Offline questions on question sets written apart from the parser, scored on what the person
sees: the answer sentence and its result table (not "some value somewhere in the first row").

    python -m bench.asking_bench [--set test|dev|set3|set5|set6|all] [--show]

An answer is right when
- a number: the sentence's last number is the expected one (to the cent, or 3 decimals for kg);
- a name: the sentence names it and it heads the result;
- names: the result's names are exactly the expected ones (in order when that matters), as listed;
- a table: the result's rows are the expected ones (rows of 0 aside);
- a refusal: it refused.
Anything else answered is wrong. Refused means "I can't answer that offline".
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from app.bootstrap import bootstrap, services
from app.questions.answers import Answer
from bench.questions_standing import STANDING
from domain.errors import LedgerError

HERE = Path(__file__).resolve().parent
SETS = {
    "test": HERE / "fresh" / "questions_test.jsonl",
    "dev": HERE / "fresh" / "questions_dev.jsonl",
    "set3": HERE / "unseen" / "questions.jsonl",
    "set5": HERE / "unseen5" / "questions.jsonl",
    "set6": HERE / "unseen6" / "questions.jsonl",
    "set7": HERE / "unseen7" / "questions.jsonl",
    "set8": HERE / "unseen8" / "questions.jsonl",
    "set9": HERE / "unseen9" / "questions.jsonl",
    "set12": HERE / "unseen12" / "questions.jsonl",
    "set14": HERE / "unseen14" / "questions.jsonl",
    "set16": HERE / "unseen16" / "questions.jsonl",
    "set18": HERE / "unseen18" / "questions.jsonl",
    "set20": HERE / "unseen20" / "questions.jsonl",
    "set22": HERE / "unseen22" / "questions.jsonl",
    "set24": HERE / "unseen24" / "questions.jsonl",
    "set26": HERE / "unseen26" / "questions.jsonl",
    "set28": HERE / "unseen28" / "questions.jsonl",
    "set30": HERE / "unseen30" / "questions.jsonl",
    "set32": HERE / "unseen32" / "questions.jsonl",
    "set34": HERE / "unseen34" / "questions.jsonl",
    "set36": HERE / "unseen36" / "questions.jsonl",
    "set38": HERE / "unseen38" / "questions.jsonl",
    "set40": HERE / "unseen40" / "questions.jsonl",
    "set42": HERE / "unseen42" / "questions.jsonl",
    "set44": HERE / "unseen44" / "questions.jsonl",
    "set46": HERE / "unseen46" / "questions.jsonl",
    "set48": HERE / "unseen48" / "questions.jsonl",
    "set50": HERE / "unseen50" / "questions.jsonl",
    "set52": HERE / "unseen52" / "questions.jsonl",
    "set54": HERE / "unseen54" / "questions.jsonl",
    "set56": HERE / "unseen56" / "questions.jsonl",
    "set58": HERE / "unseen58" / "questions.jsonl",
    "set60": HERE / "unseen60" / "questions.jsonl",
    "set62": HERE / "unseen62" / "questions.jsonl",
    "set64": HERE / "unseen64" / "questions.jsonl",
    "set66": HERE / "unseen66" / "questions.jsonl",
    "set68": HERE / "unseen68" / "questions.jsonl",
    "set70": HERE / "unseen70" / "questions.jsonl",
    "set72": HERE / "unseen72" / "questions.jsonl",
    "set74": HERE / "unseen74" / "questions.jsonl",
    "set76": HERE / "unseen76" / "questions.jsonl",
    "set78": HERE / "unseen78" / "questions.jsonl",
    "set80": HERE / "unseen80" / "questions.jsonl",
    "set82": HERE / "unseen82" / "questions.jsonl",
    "set84": HERE / "unseen84" / "questions.jsonl",
    "set86": HERE / "unseen86" / "questions.jsonl",
    "set88": HERE / "unseen88" / "questions.jsonl",
    "set90": HERE / "unseen90" / "questions.jsonl",
    "set92": HERE / "unseen92" / "questions.jsonl",
    "set94": HERE / "unseen94" / "questions.jsonl",
    "set96": HERE / "unseen96" / "questions.jsonl",
    "set98": HERE / "unseen98" / "questions.jsonl",
    "set100": HERE / "unseen100" / "questions.jsonl",
}
_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


def judge(expect: dict[str, Any], answer: Answer) -> bool:
    kind = expect["type"]
    rows = answer.steps[-1].rows if answer.steps else []
    if kind == "refuse":
        return False
    if kind == "number":
        numbers = _NUMBER.findall(answer.answer)
        if not numbers:
            return False
        got, want = float(numbers[-1].replace(",", "")), float(expect["value"])
        if abs(got - want) < 0.0051:
            return True
        # A share the set gives to one decimal ("34.3") and the answer to two ("34.26%"): the
        # same figure, if it rounds to it.
        return (f"{numbers[-1]}%" in answer.answer and round(want, 1) == want
                and round(got + 1e-9, 1) == want)
    if kind == "name":
        value = str(expect["value"])
        return value.lower() in answer.answer.lower() and bool(rows) and str(rows[0][0]).lower() == value.lower()
    if kind == "names":
        got = [str(r[0]) for r in rows]  # as the answer lists them (a group with 0 is listed when asked for)
        want = [str(v) for v in expect["values"]]
        return got == want if expect.get("ordered") else sorted(got) == sorted(want)
    if kind == "table":
        if any(len(r) < 2 for r in rows):
            return False  # not a table of values by key
        got = {str(r[0]): r[1] for r in rows if r[1] not in (0, 0.0, None)}
        want = expect["rows"]
        return set(got) == set(want) and all(abs(float(got[k]) - float(want[k])) < 0.0051 for k in want)
    raise ValueError(kind)


def _shop_on(folder: Path, today: dt.date):
    """The demo shop as it stood on `today`: only the records dated up to it (a question asked
    on the 20th knows nothing of the 21st, as in a real shop)."""
    from app.resources import resource
    from app.service_layer.ledger_values import Submission

    ledger = bootstrap(folder / f"shop-{today.isoformat()}", staff="bench")
    records = resource("demo", "fruitshop_month.jsonl").read_text(encoding="utf-8").splitlines()
    ledger.record_many([Submission(json.loads(r)) for r in records if json.loads(r)["date"] <= today.isoformat()],
                       atomic=True)
    return ledger


def score(path: Path, show: bool = False) -> dict[str, Any]:
    cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    outcome: Counter[str] = Counter()
    lines = []
    slowest = 0.0
    shops: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            today = dt.date.fromisoformat(case["today"])
            ledger = shops.get(case["today"]) or _shop_on(Path(tmp), today)
            shops[case["today"]] = ledger
            questions = services(ledger, offline=True, today=lambda day=today: day).questions()
            expect = case["expect"]
            start = time.perf_counter()
            try:
                answer = questions.ask(case["question"])
            except LedgerError as e:
                verdict = "right" if expect["type"] == "refuse" else "refused"
                said = e.message
            else:
                verdict = "right" if judge(expect, answer) else "wrong"
                said = answer.answer
            slowest = max(slowest, time.perf_counter() - start)
            outcome[verdict] += 1
            if verdict != "right":
                lines.append(f"- [{verdict}] {case['question']}  (today {case['today']})\n    said {said[:300]}\n"
                             f"    want {json.dumps(expect)[:300]}")
        for ledger in shops.values():
            ledger.close()
    if show:
        print("\n".join(lines))
    answerable = sum(1 for c in cases if c["expect"]["type"] != "refuse")
    refusals = len(cases) - answerable
    right_refusals = sum(1 for c in cases if c["expect"]["type"] == "refuse") - sum(
        1 for line in lines if "[wrong]" in line and '"type": "refuse"' in line)
    answered = outcome["right"] - right_refusals + outcome["wrong"]
    return {
        "questions (to answer / to refuse)": f"{len(cases)} ({answerable} / {refusals})",
        "answered": f"{answered} / {answerable} = {answered / max(answerable, 1):.0%}",
        "answered right": f"{outcome['right'] - right_refusals}",
        "answered wrong": f"{outcome['wrong']}",
        "refusals kept": f"{right_refusals} / {refusals}",
        "slowest (ms)": f"{slowest * 1000:.0f}",
    }


def table() -> str:
    lines = ["| set | questions (to answer / to refuse) | answered | right | wrong | refusals kept |",
             "| --- | --- | --- | --- | --- | --- |"]
    for name, path in SETS.items():
        if path.exists():
            found = score(path)
            lines.append(f"| {name} ({STANDING[name]}) | {found['questions (to answer / to refuse)']} | "
                         f"{found['answered']} | {found['answered right']} | {found['answered wrong']} | "
                         f"{found['refusals kept']} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=[*SETS, "all"], default="all")
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args()
    for name in (SETS if args.set == "all" else [args.set]):
        print(f"\n{name}: {SETS[name].relative_to(HERE.parent)} ({STANDING[name]})")
        for key, value in score(SETS[name], show=args.show and STANDING[name].startswith("seen")).items():
            print(f"  {key:40} {value}")


if __name__ == "__main__":
    main()
