"""Offline answers: a question parsed into a Query, compiled to SQL, run through the same guarded
read-only path as every query, and said back in a sentence that repeats every qualifier the
question had ("Revenue from pear on weekdays in February 2024 was 44.88"), so a reader can see
what was answered. A question it cannot read exactly is refused, naming the words, with a few
similar questions it can answer."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable
from typing import Any

from rapidfuzz import fuzz

from app.questions.answers import Answer, QuestionFailed, Step, number_text
from app.questions.offline import (
    counted_bounds,
    differences,
    emoji_words,
    event_remarks,
    group_shares,
    halves_agreed,
    outside_records,
    shares,
)
from app.questions.offline.compile import counts_none, sql
from app.questions.offline.parse import CannotAnswer, parse
from app.questions.offline.periods import PeriodRefused
from app.questions.offline.query import Query
from app.records_from_text.drafts import Known

NAME = "offline questions"
RunStep = Callable[[str, str, "dt.date | None"], Step]

_LABELS = {
    "revenue": "Revenue", "spend": "Spending", "quantity_sold": "Kilos sold", "sales_count": "Number of sales",
    "customers_count": "Customers who bought", "products_count": "Different products sold",
    "average_sale": "The average sale value", "average_per_customer": "Average spend per customer",
    "average_per_day": "Average revenue per day", "quantity_per_day": "Average kilos sold per day",
    "average_per_trading_day": "Average revenue per trading day (the days with sales)",
    "quantity_per_sale": "Average kilos per sale", "revenue_per_kilo": "Revenue per kilo sold (on average)",
    "days_since_last_sale": "Days since the last sale",
    "returning_customers_count": "Customers who returned something",
    "margin_percent": "Gross margin (gross profit as a percentage of revenue)",
    "price_before_change": "The price before its change", "price_after_change": "The price after its change",
    "visit_span_days": "Days from the first sale to the last",
    "profit": "Gross profit (revenue less the average purchase cost of what was sold)",
    "last_sale": "The last sale", "first_sale": "The first sale", "quantity_bought": "Kilos bought",
    "purchase_cost": "Purchase cost", "purchases_count": "Number of purchases",
    "suppliers_count": "Suppliers who delivered",
    "last_purchase": "The last delivery", "first_purchase": "The first delivery", "refunds": "Refunds",
    "returns_count": "Number of returns", "stock": "Stock", "price": "Selling price",
    "unit_margin": "Selling price less the average purchase cost per kilo",
    "price_changes_count": "Price changes (the first price a product gets not counted)",
    "adjusted_quantity": "Kilos taken out of stock",
    "adjusted_cost": "Cost of the stock taken out (at the average purchase cost)",
    "write_offs_count": "Number of write-offs", "adjustments_count": "Number of stock adjustments",
    "stock_cost": "Stock at cost (the average purchase cost)",
    "price_change_amount": "The price change",
    "unit_cost": "Paid per kilo", "sales_per_customer": "Sales per customer on average",
    "quantity_per_customer": "Average kilos bought per customer",
    "quantity_returned": "Kilos returned", "days_count": "Days with sales",
    "average_unit_cost": "Average paid per kilo", "largest_sale": "The largest sale",
    "largest_sale_kilos": "The largest sale in kilos", "smallest_sale_kilos": "The smallest sale in kilos",
    "smallest_sale": "The smallest sale", "stock_value": "Stock at selling prices",
    "price_rises": "Price rises", "price_cuts": "Price cuts",
    "cost_of_sales": "Cost of what was sold (at the average purchase cost)", "stock_total": "Stock of all products",
    "largest_refund": "The largest refund", "smallest_refund": "The smallest refund",
    "average_refund": "The average refund",
    "products_stocked": "Products the shop has", "products_in_stock": "Products in stock",
    "last_adjustment": "The last write-off",
    "first_adjustment": "The first write-off",
    "last_price_change": "The last price change", "first_price_change": "The first price change",
}
_DATES = ("last_sale", "first_sale", "last_purchase", "first_purchase", "last_price_change", "first_price_change",
          "last_adjustment", "first_adjustment")


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
            query = parse(read, known, today)
            event_remarks.attach(query, remark)
            counted_bounds.check(question, query)
            outside_records.check(query, today, self.first_day())
            text, columns = sql(query, self.dialect)
        except (CannotAnswer, PeriodRefused) as e:
            both, message = halves_agreed.readings(question, today), e.message
            if both:  # a half of the month that ends on the 14th or the 15th: answered if both agree
                return self._agreed(question, both, run, as_of, lambda: _refusal(message, question, known, today))
            raise _refusal(e.message, question, known, today) from None
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
        step = run(_purpose(query), text, day)
        if query.share_of:  # a percentage: the part, then the whole it is a share of
            whole = shares.whole(query)
            total = run(_purpose(whole), sql(whole, self.dialect)[0], day)
            if query.share_of == "each":  # each group's share of the total
                return group_shares.answer(question, query, (step, total), (_sentence(query, step, columns), _value(
                    whole, total.rows[0][0] if total.rows else None), _purpose(whole)), NAME)
            try:
                share = shares.percent(step.rows[0][0] if step.rows else 0, total.rows[0][0] if total.rows else 0,
                                       query.share_decimals)
            except CannotAnswer as e:
                raise QuestionFailed(e.message) from None
            of = _value(whole, total.rows[0][0] if total.rows else None)
            said = f"{_sentence(query, step, columns).rstrip('.')} of {of} ({_purpose(whole)})"
            return Answer(question, f"{said}: {share}.", [step, total], NAME)
        return Answer(question, _sentence(query, step, columns), [step], NAME)

    def _remark_checked(self, question: str, query: Query, run: RunStep, as_of: dt.date | None, today: dt.date,
                        known: Known) -> Answer:
        """A delivery or a write-off said beside the stock, checked in a step of its own first: on the shop as
        it stands (a delivery after the stock's day is in it), then the stock (event_remarks.py)."""
        try:
            check = parse(event_remarks.question_for(query), known, today)
        except CannotAnswer:  # "before the Smith delivery": no such supplier
            raise QuestionFailed(f"“{query.remark.said}”: I could not tell whose delivery that is; ask without it.") \
                from None
        found = run(_purpose(check), sql(check, self.dialect)[0], as_of)
        days = [r[0] if isinstance(r[0], dt.date) else dt.date.fromisoformat(str(r[0])) for r in found.rows]
        of = f"{query.products[0]}{' from ' + check.supplier if check.supplier else ''}"
        said, then = event_remarks.verify(query.remark, days, query.as_of or as_of or today, of)
        text, columns = sql(query, self.dialect)
        step = run(_purpose(query), text, query.as_of or as_of)
        steps = [found, step]
        if then is not None:  # right after that day's delivery, or at the close asked: the same stock, or asked
            steps.insert(1, run(_purpose(query), text, then))
            if steps[1].rows != step.rows:
                raise event_remarks.disagree(query.remark, then, _value(query, steps[1].rows[0][-1]),
                                             query.as_of or as_of, _value(query, step.rows[0][-1]))
            said += " The stock has not moved since."
        return Answer(question, f"{said} {_sentence(query, step, columns)}", steps, NAME)

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
            steps.append(run(_purpose(side), text, day))
            said.append(_sentence(side, steps[-1], columns).rstrip("."))
        return Answer(question, _both_ways_said(query, steps, said), steps, NAME)

    def _difference(self, question: str, query: Query, run: RunStep, day: dt.date | None) -> Answer:
        """Each side through its own query and SQL; the answer says both and what lies between."""
        both = differences.sides(query)
        assert both is not None
        steps, said, values = [], [], []
        for side in both:
            text, columns = sql(side, self.dialect)
            steps.append(run(_purpose(side), text, day))
            said.append(_sentence(side, steps[-1], columns).rstrip("."))
            values.append(float(steps[-1].rows[0][-1] or 0) if steps[-1].rows else 0.0)
        gap = values[0] - values[1] if query.difference in ("more", "extremes", "minus") else values[1] - values[0]
        if query.difference == "percent":  # the change over the first (percent_change.py)
            if not values[0]:
                raise QuestionFailed(f"{said[0]}: nothing, so a change from it has no percentage.")
            return Answer(question, f"{said[0]}; {said[1]}: the change from the first is "
                          f"{gap * 100 / values[0]:+.2f}%.", steps, NAME)
        if query.difference == "apart":  # the larger less the smaller, whichever it is (gap_apart.py)
            larger = "the first" if values[0] >= values[1] else "the second"
            return Answer(question, f"{said[0]}; {said[1]}: {larger} is more by {_value(query, abs(gap))}.", steps,
                          NAME)
        if query.difference in ("minus", "change"):  # a sum asked: its sign kept
            what = "the first less the second" if query.difference == "minus" else "the second less the first"
            return Answer(question, f"{said[0]}; {said[1]}: {what} is {_value(query, gap)}.", steps, NAME)
        way = {"extremes": "more"}.get(query.difference or "", query.difference)
        if gap >= 0:
            return Answer(question, f"{said[0]}; {said[1]}: the first is {way} by {_value(query, gap)}.", steps, NAME)
        # "how much more did A take than B", B the bigger: the amount asked for is below nought (set 50)
        turned = "less" if way == "more" else "more"
        return Answer(question, f"{said[0]}; {said[1]}: the first is {turned} by {_value(query, -gap)}, so {way} "
                      f"by {_value(query, gap)}.", steps, NAME)


def _both_ways_said(query: Query, steps: list[Step], said: list[str]) -> str:
    tops = [step.rows[0][0] if step.rows else None for step in steps]
    same = tops[0] is not None and tops[0] == tops[1] and query.top == 1
    return "; ".join([said[0]] + [s[:1].lower() + s[1:] for s in said[1:]]) + (
        f": {tops[0]} either way." if same else ".")


def _purpose(query: Query) -> str:
    what = _LABELS[query.measure].split(" (")[0].lower()
    return f"{what}{' by ' + query.group if query.group else ''}{_filters(query)}"


def _filters(query: Query) -> str:
    parts = []
    customer = " and ".join(query.customers) if len(query.customers) > 1 else query.customer
    supplier = " and ".join(query.suppliers) if len(query.suppliers) > 1 else query.supplier
    if query.customer and query.measure == "spend":
        parts.append(f"by {customer}")
    if query.products:
        word = {"spend": "on ", "revenue": "from ", "profit": "on "}.get(query.measure, "of ")
        parts.append(word + " and ".join(query.products))
    if query.customer and query.measure != "spend":
        parts.append(("by " if query.measure not in ("refunds", "returns_count") else "to ") + str(customer))
    if query.supplier:
        parts.append(f"from {supplier}")
    if query.excluded:
        parts.append("excluding " + " and ".join(query.excluded))
    if query.price is not None:
        parts.append(f"at {query.price:.2f}")
    if query.reason:
        parts.append(f"({query.reason})")
    if query.having:
        op, bound = query.having
        said = {">": "more than", "<": "less than", ">=": "at least", "<=": "at most"}[op]
        parts.append(f"with {said} {_value(query, bound)}" if query.having != ("<=", 0.0) else "with none")
    if query.weekdays_said:
        parts.append(query.weekdays_said)
    if query.seen_said:
        parts.append(query.seen_said)
    if query.every_product:
        parts.append("(those who bought each of them)")
    if query.period:
        parts.append(query.period.said)
    if query.as_of_said:
        parts.append(query.as_of_said)
    return (" " + " ".join(parts)) if parts else ""


def _now(query: Query) -> str:
    return f"at the end of {query.asked_as_of.isoformat()}" if query.asked_as_of else "now"


def _sentence(query: Query, step: Step, columns: list[str]) -> str:
    rows = step.rows
    label = _LABELS[query.measure] if (query.measure, query.group) != ("revenue", "customer") else "Spending"
    if query.direction:  # "when did we cut the price": the last cut
        label = label.replace("price change", "price rise" if query.direction == "up" else "price cut")
    filters = _filters(query)
    if query.measure == "unit_cost":
        if not rows:
            return f"Nothing was bought{filters}."
        if len({r[0] for r in rows}) > 1 or len(rows) > 1:
            listed = ", ".join(f"{r[0]} at {r[1]:.2f}" for r in rows)
            raise QuestionFailed(f"We paid more than one price{filters} ({listed}); ask for one delivery.")
        return f"We paid {rows[0][1]:.2f} per kilo{filters}."
    if query.measure in ("price_before_change", "price_after_change"):  # "banana price before it changed"
        if len(rows) != 1:
            raise QuestionFailed(f"There are {len(rows)} price changes{filters}; ask about one (give its day).")
        product, day, old, new = rows[0]
        before = query.measure == "price_before_change"
        return f"The price of {product} {'before' if before else 'after'} its change on {day} was " \
               f"{(old if before else new):.2f}."
    if query.measure == "price_change_amount":
        if len(rows) != 1:
            raise QuestionFailed(f"There are {len(rows)} price changes{filters}; ask about one (give its day).")
        product, day, old, new = rows[0]
        way = "down" if new < old else "up"
        return f"The price of {product} went from {old:.2f} to {new:.2f} on {day}: {way} by {abs(old - new):.2f}."
    if query.measure in ("stock_value", "stock_cost", "stock_total", "products_stocked", "products_in_stock"):
        when = "" if query.as_of_said else f" {_now(query)}"  # the filters say the day
        return f"{label}{filters}{when}: {_value(query, rows[0][0] if rows else None)}."
    if query.measure in ("stock", "price", "unit_margin") and not query.group:
        if not rows:
            raise QuestionFailed("The shop has no such product yet.")
        shown = "; ".join(f"{r[0]}: {_value(query, r[1])}" for r in rows)
        when = query.as_of_said or _now(query)
        return f"{label} {when}: {shown}." if len(rows) > 1 or not query.products else \
            f"{label} of {rows[0][0]} {when}: {_value(query, rows[0][1])}."
    if query.count_groups:  # "how many customers spent more than $50"
        return f"Number of {query.group}s{filters} was {rows[0][0] if rows else 0}."
    if not query.group:
        value = rows[0][0] if rows else None
        if query.measure in _DATES:
            if value is None:
                return f"There is no such record{filters}."
            return f"{label}{filters} was on {value}."
        return f"{label}{filters} was {_value(query, value)}."
    return _grouped(query, rows, label, filters)


def _grouped(query: Query, rows: list[tuple[Any, ...]], label: str, filters: str) -> str:
    # a group with nothing is left out, unless it is what was asked for (the least, under a bound)
    shown = rows if counts_none(query) else [r for r in rows if r[1] not in (None, 0, 0.0)]
    if query.top:
        if len(shown) > query.top and shown[query.top - 1][1] == shown[query.top][1]:
            tied = ", ".join(str(r[0]) for r in shown if r[1] == shown[query.top - 1][1])
            raise QuestionFailed(f"There is a tie ({tied} have the same value), so there is no single answer.")
        shown = shown[:query.top]
        del rows[query.top:]
    if not shown:
        if query.having == ("<=", 0.0):  # "what is out of stock", "which fruits have not sold": none of them
            return f"Every {query.group} has some{filters.replace(' with none', '')}."
        return f"Nothing{filters}."
    if query.shape == "name" or (query.top == 1):
        word = {"most": "most ", "least": "least "}.get(query.rank or "", "")
        what = label.lower().removeprefix("the ")
        if what.startswith(("largest", "smallest")):  # "the customer with the largest sale", not "the most largest"
            word = "" if (query.rank == "most") == what.startswith("largest") else word
        return f"The {query.group} with the {word}{what}{filters} was {shown[0][0]}: " \
               f"{_value(query, shown[0][1])}."
    listed = "; ".join(f"{r[0]}: {_value(query, r[1])}" for r in shown)
    return f"{label} by {query.group}{filters}: {listed}."


def _value(query: Query, value: Any) -> str:
    if value is None:
        if query.measure in ("stock_value", "stock_cost"):
            return "not known (a product in stock has no price)"
        return "nothing" if query.measure not in ("stock", "price", "unit_margin") else "not set"
    if query.measure in ("quantity_sold", "quantity_bought", "quantity_per_sale", "quantity_per_customer", "stock",
                         "largest_sale_kilos", "smallest_sale_kilos",
                         "adjusted_quantity",
                         "stock_total", "quantity_per_day",
                         "quantity_returned"):
        return f"{float(value):,.3f}".rstrip("0").rstrip(".") + " kg"
    if query.measure == "margin_percent":
        return f"{float(value):.2f}%"
    return number_text(value)


# --- a refusal that helps ---------------------------------------------------------------------

_EXAMPLES = (
    "What was the revenue {period}?", "How much {product} did we sell {period}?", "How much did {customer} spend?",
    "What is the stock of {product}?", "What is the price of {product}?", "Revenue by product {period}",
    "Who bought the most {product}?", "How many sales were there {period}?", "Which day had the most revenue?",
    "How much did we spend with {supplier}?", "What were the refunds {period}?", "Revenue per day {period}",
    "How much {product} did we have on {day}?", "Top 3 customers by spend",
)


def suggestions(question: str, known: Known, today: dt.date, limit: int = 3) -> list[str]:
    """A few questions like this one that the offline parser does answer (each is checked)."""
    fills = {"product": next(iter(known.products), "apple"),
             "customer": known.customers[0]["name"] if known.customers else "Bob Smith",
             "supplier": known.suppliers[0]["name"] if known.suppliers else "ABC",
             "period": "last week", "day": (today - dt.timedelta(days=1)).isoformat()}
    low = question.lower()
    for name in known.products:
        if name in low:
            fills["product"] = name
    for people, key in ((known.customers, "customer"), (known.suppliers, "supplier")):
        for person in people:
            if person["name"].split()[0].lower() in low:
                fills[key] = person["name"]
    candidates = []
    for example in _EXAMPLES:
        text = example.format(**fills).replace("  ", " ").replace(" ?", "?")
        try:
            parse(text, known, today)
        except (CannotAnswer, PeriodRefused):
            continue
        candidates.append((fuzz.token_set_ratio(low, text.lower()), text))
    candidates.sort(key=lambda pair: -pair[0])
    return [text for _, text in candidates[:limit]]


def _refusal(reason: str, question: str, known: Known, today: dt.date) -> QuestionFailed:
    found = suggestions(question, known, today)
    tries = (" Questions I can answer: " + " · ".join(f"“{s}”" for s in found)) if found else ""
    return QuestionFailed(f"I can't answer that offline. {reason}{tries} Or {WAYS_OUT}.", tuple(found),
                          reason=f"I can't answer that offline. {reason} Or {WAYS_OUT}.")


WAYS_OUT = "configure a model (chatledger config) or write SQL (chatledger sql)"
