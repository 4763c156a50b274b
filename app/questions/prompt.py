"""What the model is told to answer a question: the tables as CREATE TABLE statements, three
sample rows of each, what they mean, today's date and the ledger's date range, the closest
question -> SQL examples, and the two functions it may call. Its size does not depend on how
many records the shop has (bench/question_bench.py measures it)."""

from __future__ import annotations

import datetime as dt
from functools import lru_cache
from typing import Any

from sqlalchemy.dialects import postgresql, sqlite

from app.projection import schema
from app.resources import resource

TOP_K = 50
RUN_SQL, ANSWER = "run_sql", "answer"

TOOLS = [
    {"type": "function", "function": {
        "name": RUN_SQL, "description": "Run one read-only SELECT on the shop's database and see its result.",
        "parameters": {"type": "object", "required": ["purpose", "sql"], "properties": {
            "purpose": {"type": "string", "description": "what this step finds out, in a few words"},
            "sql": {"type": "string", "description": "one SELECT statement"},
            "as_of_date": {"type": "string", "description": "YYYY-MM-DD: run on the shop as it stood "
                           "at the end of that business day (optional)"}}}}},
    {"type": "function", "function": {
        "name": ANSWER, "description": "Give the final answer sentence, numbers as placeholders.",
        "parameters": {"type": "object", "required": ["sentence"], "properties": {
            "sentence": {"type": "string",
                         "description": "e.g. 'Revenue in February was {s1}.' or 'Bob Smith spent {s2.spent}.'"}}}}},
]


# sqlglot's dialect name -> (what the model is told, how dates behave there)
DIALECTS = {
    "sqlite": ("SQLite", "Dates are text 'YYYY-MM-DD'."),
    "postgres": ("PostgreSQL", "Dates are DATE values; compare them with 'YYYY-MM-DD' literals. "
                               "ROUND(x, 2) works on any number."),
}


@lru_cache(maxsize=2)
def _system_text(dialect: str) -> str:
    name, dates = DIALECTS[dialect]
    text = resource("prompts", "question_system.txt").read_text(encoding="utf-8").strip()
    return text.replace("{top_k}", str(TOP_K)).replace("{dialect}", name).replace("{dates}", dates)


@lru_cache(maxsize=2)
def create_statements(dialect: str = "sqlite") -> str:
    return schema.create_statements((postgresql if dialect == "postgres" else sqlite).dialect())


def messages(question: str, *, today: dt.date, date_range: tuple[str | None, str | None],
             samples: dict[str, tuple[list[str], list[tuple[Any, ...]]]],
             examples: list[tuple[str, str]], as_of: dt.date | None = None,
             dialect: str = "sqlite") -> list[dict[str, Any]]:
    sample_text = "\n\n".join(
        f"/* 3 rows of {table}:\n{' | '.join(columns)}\n"
        + "\n".join(" | ".join(_short(v) for v in row) for row in rows) + "\n*/"
        for table, (columns, rows) in samples.items() if rows)
    first, last = date_range
    facts = (f"Today is {today.isoformat()} ({today.strftime('%A')}). "
             f"The ledger's business dates run from {first or 'none'} to {last or 'none'}.")
    shown = "\n\n".join(f"Question: {q}\nSQL: {sql}" for q, sql in examples)
    system = "\n\n".join([_system_text(dialect), create_statements(dialect), sample_text, facts,
                          "Examples of questions and the SQL that answers them:\n\n" + shown])
    asked = question if as_of is None else (
        f"{question}\n(Answer for the shop as of the end of {as_of.isoformat()}: every step runs on that state.)")
    return [{"role": "system", "content": system}, {"role": "user", "content": asked}]


def _short(value: Any) -> str:
    text = "NULL" if value is None else str(value)
    return text if len(text) <= 40 else text[:37] + "..."
