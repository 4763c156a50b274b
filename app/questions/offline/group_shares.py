"""Each group's share of the total, in percent (set 52): "this month's takings by fruit as a percentage of
the total", "each fruit's share of kilos sold last week", "percentage of takings by customer". The groups'
amounts are run as asked, the total without the grouping, and each amount over the total is shown beside
them. A profit is left out: "profit by product as a percentage" may be each one's margin (shares.py)."""

from __future__ import annotations

from app.questions.answers import Answer, QuestionFailed, Step
from app.questions.offline.query import Query


def asked(query: Query, adding: set[str]) -> bool:
    """Whether the share asked is each group's: a grouping of an amount that adds up, with nothing named,
    bounded or ranked."""
    return bool(query.group and query.measure in adding - {"profit"} and not (
        query.having or query.top or query.rank or query.excluded or query.count_groups or query.products
        or query.customer or query.supplier or query.weekdays))


def answer(question: str, query: Query, steps: tuple[Step, Step], said: tuple[str, str, str], by: str) -> Answer:
    """`said`: the groups' sentence, the total's value and what the total is; `by`: who answers."""
    groups, total = steps
    whole = float(total.rows[0][0] or 0) if total.rows else 0.0
    if not whole:
        raise QuestionFailed("The total is nothing, so there is no share of it.")
    rows = [(row[0], round(float(row[-1] or 0) * 100 / whole, query.share_decimals)) for row in groups.rows]
    shares = Step(f"each one's share of {said[2]}, in percent (the amounts above over the total)", groups.sql,
                  [groups.columns[0] if groups.columns else "group", "percent"], rows, as_of=groups.as_of)
    listed = "; ".join(f"{key}: {value:.{query.share_decimals}f}%" for key, value in rows)
    return Answer(question, f"{said[0].rstrip('.')}, of {said[1]} ({said[2]}) — in percent: {listed}.",
                  [groups, total, shares], by)
