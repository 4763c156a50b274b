"""Answering with a language model: ChatDB's chain of memory with LangChain's practice.

The model calls run_sql one step at a time (as tool calls, or as JSON on servers without them:
app/adapters/model_protocol.py) and sees each result before the next; every query
goes through the guard and the read-only connection; a refused or failing query goes back to
the model with the message, up to three times in a row; the final sentence's numbers are
placeholders filled from the results.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from typing import Any

from app.adapters.model_client import ModelClient, deadline_for
from app.adapters.model_protocol import PortableChat
from app.questions import prompt
from app.questions.answers import Answer, QuestionFailed, Step, fill, numbers_outside_placeholders
from domain.errors import LedgerError

TRIES = 3  # failing queries in a row before giving up
MAX_TURNS = 12
MAX_STEPS = 8  # queries one question may run
MAX_AS_OF = 3  # past business days one question may look at (each may be a state to build)
SHOWN_ROWS = 20  # of each step's result, sent back to the model
SHOWN_CELL = 200  # characters of one value sent back
SHOWN_TOTAL = 8_000  # characters of one step's result sent back

RunStep = Callable[[str, str, "dt.date | None"], Step]  # (purpose, sql, as_of) -> Step


class ModelAnswerer:
    def __init__(self, client: ModelClient):
        self.client = client
        self.name = client.settings.model

    def answer(self, question: str, messages: list[dict[str, Any]], run: RunStep,
               forced_as_of: dt.date | None = None) -> Answer:
        steps: list[Step] = []
        failures, last = 0, ""
        days: set[dt.date] = set()
        deadline = deadline_for(self.client.settings)
        chat = PortableChat(self.client)  # no function is forced: each step is run_sql or answer
        for _ in range(MAX_TURNS):
            reply = chat.ask(messages, prompt.TOOLS, deadline)
            if not reply.tool_calls:
                failures += 1
                if failures >= TRIES:
                    said = (reply.content or reply.refusal or "")[:200]
                    raise QuestionFailed(f"The model did not answer with queries: {said}")
                messages += [{"role": "assistant", "content": reply.content or ""},
                             {"role": "user", "content": "Use the functions run_sql and answer."}]
                continue
            messages.append(reply.as_message())
            for call in reply.tool_calls:
                arguments, problem = _arguments(call.arguments)
                if problem is None and call.name == prompt.ANSWER:
                    sentence, problem = _sentence(arguments, steps, question)
                    if problem is None:
                        return Answer(question, sentence, steps, self.name)
                elif problem is None and call.name == prompt.RUN_SQL and len(steps) >= MAX_STEPS:
                    problem = f"at most {MAX_STEPS} queries per question; answer with what you have"
                elif problem is None and call.name == prompt.RUN_SQL:
                    sql = str(arguments.get("sql", ""))
                    last = sql
                    try:
                        as_of = forced_as_of or _day(arguments.get("as_of_date"))
                        if as_of is not None and as_of not in days and len(days) >= MAX_AS_OF:
                            raise LedgerError(f"at most {MAX_AS_OF} different as_of_date values per question")
                        if as_of is not None:
                            days.add(as_of)
                        step = run(str(arguments.get("purpose", ""))[:200], sql, as_of)
                    except LedgerError as e:
                        problem = f"{e.message}\nThe SQL was: {sql}"
                    else:
                        steps.append(step)
                        failures = 0
                        messages.append({"role": "tool", "tool_call_id": call.id, "content": _result(len(steps), step)})
                        continue
                elif problem is None:
                    problem = f"there is no function {call.name}; use run_sql or answer"
                failures += 1
                messages.append({"role": "tool", "tool_call_id": call.id, "content": f"Error: {problem}"})
                if failures >= TRIES:
                    raise QuestionFailed(
                        f"I could not answer after {TRIES} failed tries. The last error: {problem.splitlines()[0]}"
                        + (f" The last SQL: {last}" if last else ""))
        raise QuestionFailed(f"The model needed more than {MAX_TURNS} turns; try a simpler question.")


def _arguments(text: str) -> tuple[dict[str, Any], str | None]:
    try:
        value = json.loads(text or "{}")
    except json.JSONDecodeError as e:
        return {}, f"the arguments are not valid JSON ({e.msg})"
    return (value, None) if isinstance(value, dict) else ({}, "the arguments must be an object")


def _sentence(arguments: dict[str, Any], steps: list[Step], question: str) -> tuple[str, str | None]:
    template = str(arguments.get("sentence", "")).strip()
    if not steps:
        return "", "run at least one query before answering"
    invented = [n for n in numbers_outside_placeholders(template) if n not in question.lower()]
    if invented:
        return "", (f"write the numbers {', '.join(invented)} as placeholders like {{s1}} "
                    "so they come from the results")
    try:
        return fill(template, steps), None
    except QuestionFailed as e:
        return "", e.message


def _day(text: Any) -> dt.date | None:
    if not text:
        return None
    try:
        return dt.date.fromisoformat(str(text))
    except ValueError:
        raise LedgerError(f"as_of_date {text!r} is not a date like 2024-02-15") from None


def _result(number: int, step: Step) -> str:
    rows = [[_cell(v) for v in row] for row in step.rows[:SHOWN_ROWS]]
    more = len(step.rows) - len(rows)
    shown: dict[str, Any] = {"step": number, "columns": step.columns, "rows": rows, "more_rows": more}
    if step.truncated:
        shown["note"] = "the result was cut at the row limit"
    text = json.dumps(shown, ensure_ascii=False, default=str)
    while len(text) > SHOWN_TOTAL and rows:  # a few huge cells: fewer rows
        rows.pop()
        shown["more_rows"] = more = more + 1
        text = json.dumps(shown, ensure_ascii=False, default=str)
    return text


def _cell(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, str) and len(value) > SHOWN_CELL:
        return value[:SHOWN_CELL] + "…"
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    return value
