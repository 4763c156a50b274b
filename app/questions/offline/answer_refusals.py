"""A refusal that helps: the reason, and a few similar questions the offline parser does answer (each
one parsed first, so none of them is itself refused)."""

from __future__ import annotations

import datetime as dt

from rapidfuzz import fuzz

from app.questions.answers import QuestionFailed
from app.questions.offline.parse import CannotAnswer, parse
from app.questions.offline.periods import PeriodRefused
from app.records_from_text.drafts import Known

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


def refusal(reason: str, question: str, known: Known, today: dt.date) -> QuestionFailed:
    found = suggestions(question, known, today)
    tries = (" Questions I can answer: " + " · ".join(f"“{s}”" for s in found)) if found else ""
    return QuestionFailed(f"I can't answer that offline. {reason}{tries} Or {WAYS_OUT}.", tuple(found),
                          reason=f"I can't answer that offline. {reason} Or {WAYS_OUT}.")


WAYS_OUT = "configure a model (chatledger config) or write SQL (chatledger sql)"
