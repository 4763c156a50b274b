"""Offline answers: a question parsed into a Query, compiled to SQL, run through the same guarded
read-only path as every query, and said back in a sentence that repeats every qualifier the
question had ("Revenue from pear on weekdays in February 2024 was 44.88"), so a reader can see
what was answered. A question it cannot read exactly is refused, naming the words, with a few
similar questions it can answer."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable

from app.questions.answers import Answer, QuestionFailed, Step
from app.questions.offline import (
    counted_bounds,
    differences,
    emoji_words,
    event_remarks,
    group_shares,
    halves_agreed,
    outside_records,
    price_moments,
    shares,
)
from app.questions.offline.answer_refusals import refusal
from app.questions.offline.answer_sentences import both_ways_said, purpose, sentence, value_said
from app.questions.offline.compile import sql
from app.questions.offline.parse import CannotAnswer, parse
from app.questions.offline.periods import PeriodRefused
from app.questions.offline.query import Query
from app.records_from_text.drafts import Known

NAME = "offline questions"
RunStep = Callable[[str, str, "dt.date | None"], Step]


class OfflineQuestions:
    name = NAME

    def __init__(self, known: Callable[[], Known], dialect: str, today: Callable[[], dt.date],
                 first_day: Callable[[], dt.date | None] = lambda: None):
        self.known = known
        self.dialect = dialect
        self.today = today
        self.first_day = first_day  # the day of the shop's first record, if any

    def answer(self, question: str, run: RunStep, as_of: dt.date | None = None) -> Answer:
        known = self.known()
        # Asked of the shop as it stood at the end of a day, that day is the question's today:
        # "last week" is the week before it, "now" its close.
        today = as_of or self.today()
        try:
            read, remark = event_remarks.split(emoji_words.plain(question), today)
            query = price_moments.parse_or_read(parse, read, known, today)  # "since the price drop"
            event_remarks.attach(query, remark)
            counted_bounds.check(question, query)
            outside_records.check(query, today, self.first_day())
            text, columns = sql(query, self.dialect)
        except (CannotAnswer, PeriodRefused) as e:
            both, message = halves_agreed.readings(question, today), e.message
            if both:  # a half of the month that ends on the 14th or the 15th: answered if both agree
                return self._agreed(question, both, run, as_of, lambda: refusal(message, question, known, today))
            raise refusal(e.message, question, known, today) from None
        query.asked_as_of = as_of
        if as_of is not None and query.as_of is not None and query.as_of != as_of:
            raise QuestionFailed("The question names its own day and the window another; ask one of them.")
        day = query.as_of or as_of
        if query.difference:
            return self._difference(question, query, run, day)
        if query.also:
            return self._both_ways(question, query, run, day)
        if query.remark is not None:
            return self._remark_checked(question, query, run, as_of, today, known)
        step = run(purpose(query), text, day)
        if query.share_of:  # a percentage: the part, then the whole it is a share of
            whole = shares.whole(query)
            total = run(purpose(whole), sql(whole, self.dialect)[0], day)
            if query.share_of == "each":  # each group's share of the total
                return group_shares.answer(question, query, (step, total), (sentence(query, step, columns), value_said(
                    whole, total.rows[0][0] if total.rows else None), purpose(whole)), NAME)
            try:
                share = shares.percent(step.rows[0][0] if step.rows else 0, total.rows[0][0] if total.rows else 0,
                                       query.share_decimals)
            except CannotAnswer as e:
                raise QuestionFailed(e.message) from None
            of = value_said(whole, total.rows[0][0] if total.rows else None)
            said = f"{sentence(query, step, columns).rstrip('.')} of {of} ({purpose(whole)})"
            return Answer(question, f"{said}: {share}.", [step, total], NAME)
        return Answer(question, sentence(query, step, columns), [step], NAME)

    def _remark_checked(self, question: str, query: Query, run: RunStep, as_of: dt.date | None, today: dt.date,
                        known: Known) -> Answer:
        """A delivery or a write-off said beside the stock, checked in a step of its own first: on the shop as
        it stands (a delivery after the stock's day is in it), then the stock (event_remarks.py)."""
        try:
            check = parse(event_remarks.question_for(query), known, today)
        except CannotAnswer:  # "before the Smith delivery": no such supplier
            raise QuestionFailed(f"“{query.remark.said}”: I could not tell whose delivery that is; ask without it.") \
                from None
        found = run(purpose(check), sql(check, self.dialect)[0], as_of)
        days = [r[0] if isinstance(r[0], dt.date) else dt.date.fromisoformat(str(r[0])) for r in found.rows]
        of = f"{query.products[0]}{' from ' + check.supplier if check.supplier else ''}"
        said, then = event_remarks.verify(query.remark, days, query.as_of or as_of or today, of)
        text, columns = sql(query, self.dialect)
        step = run(purpose(query), text, query.as_of or as_of)
        steps = [found, step]
        if then is not None:  # right after that day's delivery, or at the close asked: the same stock, or asked
            steps.insert(1, run(purpose(query), text, then))
            if steps[1].rows != step.rows:
                raise event_remarks.disagree(query.remark, then, value_said(query, steps[1].rows[0][-1]),
                                             query.as_of or as_of, value_said(query, step.rows[0][-1]))
            said += " The stock has not moved since."
        return Answer(question, f"{said} {sentence(query, step, columns)}", steps, NAME)

    def _agreed(self, question: str, both: tuple[list[str], str], run: RunStep, as_of: dt.date | None,
                refused: Callable[[], QuestionFailed]) -> Answer:
        """The question asked each way it can be read; answered only when every way gives the same rows."""
        try:
            answers = [self.answer(asked, run, as_of) for asked in both[0]]
        except QuestionFailed:
            raise refused() from None
        if any([s.rows for s in a.steps] != [s.rows for s in answers[0].steps] for a in answers):
            raise refused()
        return Answer(question, f"{both[1]}. {answers[0].answer}", [s for a in answers for s in a.steps], NAME)

    def _both_ways(self, question: str, query: Query, run: RunStep, day: dt.date | None) -> Answer:
        """The ranking by one measure, then by the other; the answer says both and whether they agree."""
        steps, said = [], []
        other = dataclasses.replace(query, measure=str(query.also), also=None)
        for side in (dataclasses.replace(query, also=None), other):
            text, columns = sql(side, self.dialect)
            steps.append(run(purpose(side), text, day))
            said.append(sentence(side, steps[-1], columns).rstrip("."))
        return Answer(question, both_ways_said(query, steps, said), steps, NAME)

    def _difference(self, question: str, query: Query, run: RunStep, day: dt.date | None) -> Answer:
        """Each side through its own query and SQL; the answer says both and what lies between."""
        both = differences.sides(query)
        assert both is not None
        steps, said, values = [], [], []
        for side in both:
            text, columns = sql(side, self.dialect)
            steps.append(run(purpose(side), text, day))
            said.append(sentence(side, steps[-1], columns).rstrip("."))
            values.append(float(steps[-1].rows[0][-1] or 0) if steps[-1].rows else 0.0)
        gap = values[0] - values[1] if query.difference in ("more", "extremes", "minus") else values[1] - values[0]
        if query.difference == "percent":  # the change over the first (percent_change.py)
            if not values[0]:
                raise QuestionFailed(f"{said[0]}: nothing, so a change from it has no percentage.")
            return Answer(question, f"{said[0]}; {said[1]}: the change from the first is "
                          f"{gap * 100 / values[0]:+.2f}%.", steps, NAME)
        if query.difference == "apart":  # the larger less the smaller, whichever it is (gap_apart.py)
            larger = "the first" if values[0] >= values[1] else "the second"
            return Answer(question, f"{said[0]}; {said[1]}: {larger} is more by {value_said(query, abs(gap))}.", steps,
                          NAME)
        if query.difference in ("minus", "change"):  # a sum asked: its sign kept
            what = "the first less the second" if query.difference == "minus" else "the second less the first"
            return Answer(question, f"{said[0]}; {said[1]}: {what} is {value_said(query, gap)}.", steps, NAME)
        way = {"extremes": "more"}.get(query.difference or "", query.difference)
        if gap >= 0:
            return Answer(question, f"{said[0]}; {said[1]}: the first is {way} by {value_said(query, gap)}.", steps,
                          NAME)
        # "how much more did A take than B", B the bigger: the amount asked for is below nought (set 50)
        turned = "less" if way == "more" else "more"
        return Answer(question, f"{said[0]}; {said[1]}: the first is {turned} by {value_said(query, -gap)}, so {way} "
                      f"by {value_said(query, gap)}.", steps, NAME)
