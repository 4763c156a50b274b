"""The Fruit Shop question set, in the style of the ChatDB paper's: easy lookups and hard
multi-hop / aggregate / as-of questions about a month of records, each with its answer
computed by plain Python (app/evaluation/truth.py), never by the app's SQL."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.evaluation.truth import Truth

EASY, HARD = "easy", "hard"


@dataclass(frozen=True)
class Question:
    id: str
    level: str
    text: str
    expected: Any  # a number (compared to the cent) or a name (compared ignoring case)

    def as_json(self) -> dict[str, Any]:
        return {"id": self.id, "level": self.level, "question": self.text, "expected": self.expected}


def question_set(records: list[dict]) -> list[Question]:
    t = Truth.of(records)
    days = sorted({s.date for s in t.sales})
    products = sorted(t.price)
    spent = t.spent_by_customer()
    customers = sorted(spent, key=lambda c: (-spent[c], c))
    suppliers = sorted({p["supplier"] for p in t.purchases})
    mid, late = days[len(days) // 2], days[-3]
    found: list[Question] = []

    def add(level: str, text: str, expected: Any) -> None:
        number = len([q for q in found if q.level == level]) + 1
        found.append(Question(f"{level[0]}{number:02d}", level, text, expected))

    for p in products[:4]:
        add(EASY, f"What is the selling price of {p}?", t.price[p])
    for p in products[4:8]:
        add(EASY, f"How much {p} do we have in stock?", t.on_hand(p))
    add(EASY, "How many customers do we have?", len({s.customer for s in t.sales}))
    add(EASY, "How many sales were there?", len(t.standing()))
    add(EASY, "How many returns were there?", len(t.returns))
    add(EASY, "How much did we spend on purchases?", round(sum(p["total"] for p in t.purchases), 2))
    for s in suppliers[:2]:
        add(EASY, f"How much did we pay {s}?", t.spent_with(s))
    for d in (days[1], mid):
        add(EASY, f"What was the total revenue on {d}?", t.revenue(d, d))

    month = days[0][:7]
    add(HARD, f"What was the total revenue in {_month_name(month)}?", t.revenue(month + "-01", month + "-31"))
    by_day = t.revenue_by_day()
    add(HARD, "Which day had the highest revenue?", max(sorted(by_day), key=lambda d: by_day[d]))
    kg = sum(q for s in t.standing() for p, q, _ in s.lines if t.unit.get(p, "kg") == "kg")
    add(HARD, "What is the average weight per sale?", round(kg / len(t.standing()), 2))
    add(HARD, "Who is our top customer?", customers[0])
    for c in customers[:6]:
        add(HARD, f"How much did {c} spend?", spent[c])
    for p in products[:4]:
        add(HARD, f"How much {p} did we sell?", t.sold(p))
    for p in products[2:6]:
        add(HARD, f"How much {p} did we have on {mid}?", t.stock(p, mid))
    for p in products[3:7]:
        add(HARD, f"What was the price of {p} on {late}?", t.price_on(p, late))
    sold = {p: t.sold(p) for p in products}
    add(HARD, "Which product sold the most?", max(sorted(sold), key=lambda p: sold[p]))
    paid = {s: t.spent_with(s) for s in suppliers}
    add(HARD, "Which supplier did we buy the most from?", max(sorted(paid), key=lambda s: paid[s]))
    add(HARD, "How much was refunded?", round(sum(r[3] for r in t.returns), 2))
    for a, b in ((days[0], days[6]), (days[7], days[13]), (days[14], days[-1])):
        add(HARD, f"What was the total revenue between {a} and {b}?", t.revenue(a, b))
    for a, b in ((days[0], days[6]), (days[7], days[13]), (days[14], days[-1])):
        add(HARD, f"How many sales were there between {a} and {b}?", len(t.standing(a, b)))
    add(HARD, "What was the average value of a sale?", round(t.revenue() / len(t.standing()), 2))
    buyers = {s.customer for s in t.standing() for p, _, _ in s.lines if p == products[1]}
    add(HARD, f"How many different customers bought {products[1]}?", len(buyers))
    add(HARD, "What is our stock worth at today's selling prices?",
        round(sum(t.on_hand(p) * t.price[p] for p in products), 2))
    add(HARD, "How many kilograms of fruit did we sell in total?", round(kg, 3))
    return found


def _month_name(month: str) -> str:
    import calendar

    year, number = month.split("-")
    return f"{calendar.month_name[int(number)]} {year}"


def is_right(expected: Any, columns: list[str], rows: list[tuple[Any, ...]]) -> bool:
    """The answer's final result holds the expected value in its first row."""
    if not rows:
        return expected in (0, 0.0, None)
    first = rows[0]
    if isinstance(expected, (int, float)):
        return any(isinstance(v, (int, float)) and abs(v - expected) < 0.005 + 1e-9 for v in first)
    return any(str(v).strip().lower() == str(expected).strip().lower() for v in first)
