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
}
STANDING = {
    "test": "seen: written before the parser; scored, its failures looked at after",
    "dev": "seen: the development set",
    "set3": "seen: written before the parser by someone who never saw it; first scored unseen (161/226 right, "
            "3 wrong), its failures looked at after",
    "set5": "seen: written after the parser by someone who never saw it; first scored unseen (104/150 right, "
            "2 wrong), its failures looked at after",
    "set6": "seen: written after the parser by someone who never saw it, in three writers' styles (terse, "
            "chatty, bookkeeping); first scored unseen (68/150 right, 5 wrong), its failures looked at after",
    "set7": "seen: written 2026-12-01 by someone who never saw the parser; first scored unseen (97/156 right, "
            "6 wrong, refusals 19/19), its failures looked at after",
    "set8": "seen (wrong answers): written 2026-12-01 by someone who never saw the parser; first scored unseen "
            "(107/173 right, 5 wrong), after the set-6 round 125/173 right, 5 wrong; then its wrong answers looked at",
    "set9": "seen: written 2026-12-01 by someone who never saw the parser; first scored unseen (98/195 right, 5 "
            "wrong, all five from asking on a shop that already held later records; 103/195 right, 0 wrong once each "
            "question is asked of the shop as it stood on its day), its failures looked at after",
    "set12": "seen (wrong answers): written 2026-12-01 by someone who never saw the parser; first scored unseen "
             "(116/181 right, 3 wrong, refusals 17/18); then its wrong answers looked at",
    "set14": "seen: written 2026-12-01 by someone who never saw the parser (accountant, new assistant manager, "
             "owner on the phone); first scored unseen (99/176 right, 4 wrong, refusals 21/21), its failures "
             "looked at after",
    "set16": "seen: written 2026-12-01 by someone who never saw the parser (shift supervisor, business partner, "
             "customer relations, a manager with English as a second language); first scored unseen (83/208 right, "
             "5 wrong, refusals 24/24), its failures looked at after",
    "set18": "seen: written 2026-12-01 by someone who never saw the parser (a bank's loan officer, someone buying "
             "the shop, the owner texting, the owner's curious child); first scored unseen after the set-16 round "
             "(100/180 right, 3 wrong, refusals 24/24), its failures looked at after",
    "set20": "seen: written 2026-12-01 by someone who never saw the parser (the owner on a Monday "
             "morning, a stock planner, a pricing manager, the owner answering the accountant); first scored unseen "
             "after the set-16 and set-18 rounds (103/153 right, 3 wrong, refusals 20/20), its failures looked "
             "at after",
    "set22": "unseen: written 2026-12-01 by someone who never saw the parser (the owner at the end of the day, a "
             "new partner, the till supervisor, the bookkeeper); first scored unseen after the rounds on sets 16, 18 "
             "and 20 (105/128 right = 82% answered, 0 wrong, refusals 16/16)",
    "set24": "seen: written 2026-12-01 by someone who never saw the parser (the accountant at month end, the "
             "owner texting from home, an investor, the stock manager); first scored unseen on the code after set 20's "
             "round (121/151 right, 1 wrong, refusals 19/19), its failures looked at after",
    "set26": "seen: written 2026-12-01 by someone who never saw the parser (a new assistant manager, the "
             "owner's spouse on Saturdays, an auditor, a friend thinking about marketing); first scored unseen after "
             "set 24's round (122/151 right = 81% answered, 0 wrong, refusals 20/20), its failures looked at after",
    "set28": "seen: written 2026-12-01 by someone who never saw the parser (a bank manager, the owner late at "
             "night, the buyer, customer care); first scored unseen after the set-26 round (121/148 right, "
             "2 wrong, refusals 20/20), its failures looked at after",
    "set30": "seen: written 2026-12-01 by someone who never saw the parser (a prospective buyer of the shop, "
             "a part-time student, the head of produce, someone planning a loyalty card); first scored unseen "
             "after the set-28 round (119/149 answered, 117 right, 2 wrong, refusals 20/20), its failures looked "
             "at after",
    "set32": "seen: written 2026-12-01 by someone who never saw the parser (a tax accountant, the owner's "
             "daughter taking over, a supplier's rep, the shift lead); first scored unseen after the set-30 round "
             "(150/173 answered, 147 right, 3 wrong, refusals 23/23), its failures looked at after",
    "set34": "seen: written 2026-12-01 by someone who never saw the parser (a data intern, an area manager "
             "comparing periods, the end-of-day cash-up, the owner asking by voice); first scored unseen "
             "after the set-30 round (114/154 answered = 74%, 114 right, 0 wrong, refusals 24/24), its failures "
             "looked at after",
    "set36": "seen: written 2026-12-01 by someone who never saw the parser (a bank's loan officer, the weekend "
             "manager, a curious regular who helps out, the inventory clerk); first scored unseen after the "
             "set-32/34 round (118/159 answered = 74%, 116 right, 2 wrong, refusals 24/24), its failures "
             "looked at after",
    "set38": "seen: written 2026-12-01 by someone who never saw the parser (a franchise auditor, the owner "
             "texting from holiday, a new cashier, someone planning next month's orders); first scored unseen "
             "after the set-32/34 round (96/168 answered = 57%, 96 right, 0 wrong, refusals 24/24), its failures "
             "looked at after",
    "set40": "seen: written 2026-12-01 by someone who never saw the parser (a tax adviser, a marketing "
             "intern, the produce buyer, the owner's business partner in shorthand); first scored unseen on "
             "0995f61 (answered 123/177 = 69%, 120 right, 3 wrong; refusals kept 21/23), its failures looked "
             "at after",
    "set42": "seen: written 2026-12-01 by someone who never saw the parser (the owner dictating while "
             "driving, a spreadsheet-minded assistant manager, a nervous new supervisor, a supplier's rep); "
             "first scored unseen on 0995f61 (answered 94/174 = 54%, 91 right, 3 wrong; refusals kept 23/24), "
             "its failures looked at after",
    "set44": "seen: written 2026-12-01 by someone who never saw the parser (an accountant closing the "
             "month, the social-media person, a stock controller, the owner asking in fragments), first "
             "scored unseen after the set-40/42 round (answered 123/173 = 71%, 119 right, 4 wrong; refusals "
             "kept 25/25), its failures looked at after",
    "set46": "seen: written 2026-12-01 by someone who never saw the parser (an investor, a cashier at the "
             "end of a shift, a bookkeeper in accounting words, customer relations asking about one customer), "
             "first scored unseen after the set-40/42 round (answered 116/169 = 69%, 115 right, 1 wrong; "
             "refusals kept 25/25), its failures looked at after",
    "set48": "seen: written 2026-12-01 by someone who never saw the parser (the owner before a bank "
             "meeting, a new part-timer at the till, an accountant checking refunds, a friend comparing fruit); "
             "first scored unseen on the code after every round of the day (answered 110/170 = 65%, 107 right, "
             "3 wrong; refusals kept 23/24), its failures looked at after",
    "set50": "seen: written 2026-12-01 by someone who never saw the parser (a regional manager, a stock "
             "clerk, customer loyalty asking about named customers, the owner typing fast in lower case); first "
             "scored unseen on the code after every round of the day (answered 147/180 = 82%, 145 right, 2 wrong; "
             "refusals kept 24/24), its failures looked at after",
    "set52": "seen: written 2026-12-01 by someone who never saw the parser (yes-or-no checks answered "
             "with the figure, an accountant's shares and rates, a till worker's short questions, a franchise "
             "owner's fortnights and halves of the month); first scored unseen on cfb1020 (answered 104/190 = 55%, "
             "101 right, 3 wrong; refusals kept 26/26), its failures looked at after",
    "set54": "seen: written 2026-12-01 by someone who never saw the parser (a polite manager's long "
             "questions, relative periods like the past fortnight, supplier relations, a data person's rankings "
             "and averages); first scored unseen on cfb1020 (answered 137/192 = 71%, 136 right, 1 wrong; refusals "
             "kept 26/26), its failures looked at after",
    "set56": "seen: written 2026-12-01 by someone who never saw the parser (an accountant in formal terms, "
             "a teenager helping out in slang, a manager asking by weekday, a buyer asking about cover and "
             "costs); first scored unseen on the code after the set-52/54 round (answered 135/189 = 71%, 135 right, "
             "0 wrong; refusals kept 26/26), its failures looked at after",
    "set58": "seen: written 2026-12-01 by someone who never saw the parser (comparisons between customers and "
             "periods, search-box keywords, an owner hedging with typos, a returns analyst); first scored unseen "
             "on the code after the set-52/54 round (answered 115/203 = 57%, 113 right, 2 wrong; refusals kept "
             "26/26), its failures looked at after",
    "set60": "seen (wrong answers): written 2026-12-01 by someone who never saw the parser (a new manager, a "
             "numbers person, customer care, a quick texter); first scored unseen on the code after every round of "
             "the sixth session "
             "(answered 168/183 = 92%, 166 right, 2 wrong; refusals kept 25/25), then its wrong answers looked at",
    "set62": "seen (wrong answers): written 2026-12-01 by someone who never saw the parser (an investor, floor "
             "staff, an auditor, a curious owner); first scored unseen on the code after every round of the sixth "
             "session "
             "(answered 156/181 = 86%, 154 right, 2 wrong; refusals kept 26/26), then its wrong answers looked at",
    "set64": "seen (round): written 2026-12-02 by someone who never saw the parser (a nervous owner, a nephew in "
             "spreadsheet words, a supplier's rep, quick-fire fragments); first scored unseen on 02f9ae3 (answered "
             "80/176 = 45%, 77 right, 3 wrong; refusals kept 24/24), its failures looked at after",
    "set66": "seen: written 2026-12-02 by someone who never saw the parser (a tax adviser, an order planner, "
             "a loyalty manager, a voice assistant's spoken questions); first scored unseen on 02f9ae3 (answered "
             "119/176 = 68%, 118 right, 1 wrong; refusals kept 24/24), its failures looked at after",
    "set68": "seen (wrong answers): written 2026-12-02 by someone who never saw the parser (a morning briefing, "
             "an accountant checking figures, the shop floor, a data-curious manager); first scored unseen on the "
             "code after every round of 2026-12-02 (answered 133/185 = 72%, 130 right, 3 wrong; refusals kept "
             "25/25), then its wrong answers looked at",
    "set70": "seen: written 2026-12-07 by someone who never saw the parser (a franchise auditor, the owner over "
             "coffee, an order planner, an intern in spreadsheet and database words); first scored unseen on "
             "e949a26 (answered 112/185 = 61%, 112 right, 0 wrong; refusals kept 24/24), its failures looked at "
             "after",
    "set72": "seen (wrong answers): written 2026-12-07 by someone who never saw the parser (a weekend manager, a "
             "bank's loan officer, the owner texting, a produce buyer); committed unscored, first scored unseen on the "
             "session's final code (answered 131/176 = 74%, 129 right, 2 wrong; refusals kept 24/24), then its wrong "
             "answers looked at",
    "set74": "seen (round): written 2026-12-07 by someone who never saw the parser (a part-time accountant, the "
             "owner's elderly father, a new shift lead on a phone, a co-op board member); committed unscored, first "
             "scored unseen on 47e6e7f (answered 96/176 = 55%, 94 right, 2 wrong; refusals kept 24/24), its failures "
             "looked at after",
    "set76": "seen: written 2026-12-07 by someone who never saw the parser (a supplier's rep, a "
             "regular thinking of investing, the owner's teenager's school project, a food-safety inspector); "
             "committed unscored, first scored unseen on the session's final code, b89c8a8 (answered 124/176 = 70%, "
             "120 right, 4 wrong; refusals kept 24/24), its wrong answers looked at, then its failures looked at "
             "after",
    "set78": "seen: written 2026-12-07 by someone who never saw the parser (a bank loan officer, a new weekend "
             "manager texting in abbreviations, the owner's spouse who does the ordering, a business-studies mentor); "
             "committed unscored, first scored unseen on f10e792 (answered 82/177 = 46%, 82 right, 0 wrong; "
             "refusals kept 24/24), its failures looked at after",
    "set80": "seen (round): written 2026-12-07 by someone who never saw the parser (a landlord checking the "
             "rent can be paid, a data-analyst nephew's jargon, a retired greengrocer neighbour, an insurance assessor"
             " after a fridge failure); committed unscored, first scored unseen on the session's final code, f858669 "
             "(answered 73/185 = 39%, 69 right, 4 wrong; refusals kept 25/25), then its wrong answers looked at",
    "set82": "seen (round): written 2026-12-07 by someone who never saw the parser (a tax accountant at month end, a "
             "franchise area manager, a local journalist, a café chef in kitchen slang); "
             "committed unscored, first scored unseen on 695e4d9 (answered 112/181 = 62%, 111 right, 1 wrong; "
             "refusals kept 24/24)",
    "set84": "seen (round): written 2026-12-07 by someone who never saw the parser (the owner's elderly mother, a "
             "rival wholesaler's rep fishing for numbers, an operations consultant's lean jargon, a gamer "
             "brother-in-law minding the shop); committed unscored, first scored unseen on 0e4237b (answered "
             "77/177 = 44%, 74 right, 3 wrong; refusals kept 24/24)",
    "set86": "seen (round): written 2026-12-07 by someone who never saw the parser (a Yorkshire market porter, a "
             "Nigerian-English aunt, a German au pair translating word for word, a solicitor); committed unscored, "
             "first scored unseen on 6d0d751 (answered 80/181 = 44%, 79 right, 1 wrong; refusals kept 24/24)",
    "set88": "seen (round): written 2026-12-07 by someone who never saw the parser (a crossword fan, a Welsh farmer's "
             "wife, a health inspector, a podcast host); committed unscored, first scored unseen on 6d0d751 "
             "(answered 85/175 = 49%, 85 right, 0 wrong; refusals kept 24/24)",
    "set90": "seen (wrong answers): written 2026-12-07 by someone who never saw the parser (a bank's fraud officer, "
             "a sommelier minding the shop, an exhausted new parent, an emoji-heavy texter); committed unscored, first "
             "scored unseen on 3586b33 (answered 125/178 = 70%, 111 right, 14 wrong; refusals kept 24/24), then its "
             "wrong answers looked at (13 were fruit emoji read as punctuation)",
    "set92": "seen (round): written 2026-12-07 by someone who never saw the parser (a Cockney owner in rhyming "
             "slang, a radio ham spelling products in the phonetic alphabet, a sports coach, a polite Japanese "
             "exchange student); committed unscored, first scored unseen on c7f973b (answered 50/184 = 27%, 49 "
             "right, 1 wrong; refusals kept 24/24)",
    "set94": "seen (round): written 2026-12-07 by someone who never saw the parser (a Texan rancher uncle, a "
             "pharmacist auditing stock like a controlled-drugs register, a Hong Kong accountant, a sea captain); "
             "committed unscored, first scored unseen on c7f973b (answered 73/176 = 41%, 72 right, 1 wrong; refusals "
             "kept 24/24)",
    "set96": "seen (wrong answers): written 2026-12-07 by someone who never saw the parser (an economist, an "
             "eight-year-old "
             "helping out, a Kenyan-English manager, a New Zealand backpacker); committed unscored, first scored "
             "unseen on a79d00a, after the thirteenth session's rounds (answered 96/173 = 55%, 89 right, 7 wrong; "
             "refusals kept 23/24), then its wrong answers looked at",
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
