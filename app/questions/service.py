"""Questions about the shop: by a language model when one is configured, else by the offline
parser (app/questions/offline); or SQL typed by a manager. Every query takes the same guarded, read-only path
(Ledger.sql), on the live tables or on the shop as of a past business day."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace

from app.adapters.model_client import ModelClient
from app.projection import schema
from app.questions import prompt
from app.questions.answers import Answer, QuestionFailed, Step
from app.questions.column_kinds import kinds_of
from app.questions.contact_questions import answer_contact
from app.questions.examples import closest
from app.questions.fact_questions import answer_from_facts
from app.questions.model_answerer import ModelAnswerer
from app.questions.offline.answer import OfflineQuestions
from app.questions.running_low import answer_running_low
from app.records_from_text.known import known_names
from app.service_layer.ledger import Ledger
from app.service_layer.ledger_values import PointInTime
from domain.names import clean_text

ROW_CAP = 1000  # rows kept per step (the model sees fewer)
MAX_QUESTION = 500  # characters


class Questions:
    def __init__(self, ledger: Ledger, model: ModelClient | None = None,
                 today: Callable[[], dt.date] = dt.date.today):
        self.ledger = ledger
        self.model = model
        self.today = today

    @property
    def answered_by(self) -> str:
        return self.model.settings.model if self.model else OfflineQuestions.name

    def ask(self, question: str, *, offline: bool = False, as_of: dt.date | None = None,
            at: PointInTime | None = None) -> Answer:
        """`as_of`: the shop at the end of a business day; `at`: exactly as the ledger showed it
        after a log position (the window's time travel). Steps naming their own day use that."""
        try:
            question = clean_text(question)
        except ValueError:
            raise QuestionFailed("The question holds characters that are not valid text.") from None
        if len(question) > MAX_QUESTION:
            raise QuestionFailed(f"The question is too long ({len(question):,} characters; at most {MAX_QUESTION}).")
        run = self.run if at is None else (lambda p, s, day=None: self.run(p, s, day, at=at))
        if as_of is None and at is not None and at.business_date is not None:
            as_of = at.business_date  # the window's time: the same state, and the question's today
        if offline or self.model is None:
            return _with_kinds(self._offline(question, run, as_of, at))
        return ModelAnswerer(self.model).answer(question, self.prompt_for(question, as_of), run, as_of)

    def _offline(self, question: str, run: Callable[..., Step], as_of: dt.date | None,
                 at: PointInTime | None) -> Answer:
        about_notes = answer_from_facts(self.ledger, question, run, as_of)
        if about_notes is not None:
            return about_notes
        running_low = answer_running_low(self.ledger, question, run, self.today(), as_of, at)
        if running_low is not None:
            return running_low
        contact = answer_contact(lambda: known_names(self.ledger), question, run, as_of)  # "what's Raj's phone number"
        if contact is not None:
            return contact
        offline_questions = OfflineQuestions(lambda: known_names(self.ledger), self.ledger.dialect, self.today,
                                             self._first_day)
        return offline_questions.answer(question, run, as_of)

    def prompt_for(self, question: str, as_of: dt.date | None = None) -> list[dict]:
        """The messages a model is sent for this question (benchmarks count their tokens)."""
        return prompt.messages(  # asked of a past day, that day is the model's today too
            question, today=as_of or self.today(), date_range=self._date_range(), samples=self._samples(as_of),
            examples=closest(question, self.saved_examples()), as_of=as_of, dialect=self.ledger.dialect)

    def run_sql(self, sql: str, as_of: dt.date | None = None) -> Answer:
        """Direct SQL: the manager's own query, with the same guard and limits."""
        step = self.run("your query", sql, as_of)
        return Answer(sql, f"{len(step.rows)} row(s)" + (" (more not shown)" if step.truncated else ""),
                      [step], "SQL")

    def run(self, purpose: str, sql: str, as_of: dt.date | None = None, *, at: PointInTime | None = None) -> Step:
        when = PointInTime(business_date=as_of) if as_of else at
        result = self.ledger.sql(sql, when=when, max_rows=ROW_CAP)
        return Step(purpose, sql, result.columns, result.rows, result.truncated, as_of)

    def saved_examples(self) -> list[tuple[str, str]]:
        return self.ledger.saved_examples()

    def save_example(self, question: str, sql: str) -> int:
        """A question and the SQL the manager marked correct, kept as an event in the log."""
        return self.ledger.save_example(question, sql)

    def _date_range(self) -> tuple[str | None, str | None]:
        first, last = self.ledger.sql(
            "SELECT MIN(business_date), MAX(business_date) FROM ledger_records "
            "WHERE status IN ('standing', 'corrected')").rows[0]
        return first, last

    def _first_day(self) -> dt.date | None:
        first = self._date_range()[0]
        return dt.date.fromisoformat(str(first)[:10]) if first else None

    def _samples(self, as_of: dt.date | None) -> dict[str, tuple[list[str], list[tuple]]]:
        when = PointInTime(business_date=as_of) if as_of else None
        samples = {}
        for table in schema.SHOP_TABLES:
            result = self.ledger.sql(f"SELECT * FROM {table.name} LIMIT 3", when=when)
            samples[table.name] = (result.columns, result.rows)
        return samples


def _with_kinds(answer: Answer) -> Answer:
    """The offline answers name their columns themselves, so each column's kind is known."""
    return replace(answer, steps=[replace(s, kinds=kinds_of(s.columns)) for s in answer.steps])
