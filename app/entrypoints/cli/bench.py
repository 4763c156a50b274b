"""`chatledger bench questions|records [--offline | --model M --base-url U]`: the evaluation kit."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

from app.config import model as model_settings
from app.entrypoints.cli.args import EXIT_OK


def add_parser(commands, common: argparse.ArgumentParser) -> None:
    p = commands.add_parser("bench", parents=[common],
                            help="score questions or record parsing on the demo month (a fresh ledger)")
    p.add_argument("what", choices=["questions", "records"])
    p.add_argument("--offline", action="store_true", help="the offline reader and question parser")
    p.add_argument("--model", help="the model's name (default: the configured one)")
    p.add_argument("--base-url", help="an OpenAI-compatible endpoint (default: the configured one)")
    p.add_argument("--limit", type=int, help="only the first N questions or sentences")
    p.add_argument("--report", type=Path, help="write the full JSON report here")


def bench(_ledger, args: argparse.Namespace) -> int:
    from app.evaluation import runner  # the generator and the scorer: only for this command

    settings = None if args.offline else _settings(args)
    work = runner.bench_questions if args.what == "questions" else runner.bench_records
    report = work(settings, args.limit, _progress)
    print(runner.table(report, args.what))
    if args.report:
        args.report.write_text(json.dumps(report.as_json(), ensure_ascii=False, indent=1, default=str))
        print(f"report: {args.report}")
    return EXIT_OK


def _settings(args: argparse.Namespace) -> model_settings.ModelSettings | None:
    configured = model_settings.model_settings()
    if args.base_url or args.model:
        if not (args.base_url or configured) or not (args.model or configured):
            raise SystemExit("error: give both --model and --base-url (or configure a model)")
        base = configured or model_settings.ModelSettings(args.base_url, args.model, model_settings.api_key())
        return replace(base, base_url=args.base_url or base.base_url, model=args.model or base.model)
    return configured  # None: offline


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        print(f"\r  {done} of {total}", end="" if done < total else "\n", file=sys.stderr)
