"""What a clause lacks when every word was placed but no record came of it, said as the question a
person would ask back ("sold 2 kg apples": who bought them?), not "something it needs is missing"."""

from __future__ import annotations

from typing import Any

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.dates import DateMention
from app.records_from_text.reader.hints import HINTS
from app.records_from_text.reader.note_clauses import text_of


def asked_back(clause: Clause) -> str:
    customers = [p for p in clause.parties if p.role != "supplier"]
    suppliers = [p for p in clause.parties if p.role != "customer"]
    if clause.items and any(i.product is None for i in clause.items):
        return "Which product? Name it beside its quantity."
    if "sale" in clause.cues and clause.items and not customers:
        return "Who bought it? A sale is recorded against a customer: name them."
    if "purchase" in clause.cues and clause.items and not suppliers:
        return "Who delivered it? Name the supplier."
    if "return" in clause.cues and not customers:
        return "Who brought it back? Name the customer."
    if not clause.cues and clause.items:
        return "What happened to it: sold, bought in, brought back or thrown away?"
    if not clause.items and clause.cues & {"sale", "purchase", "stock_adjustment"}:
        return "How much of what? Give a quantity and a product."
    return "something it needs is missing."


def left_unsaid(pending: tuple[Clause, list[DateMention]] | None, records: list[dict[str, Any]],
                taken: int) -> None:
    """A customer or supplier said on its own ("…. Bob - same as Ken"), with no line after it that
    became their record: refused, never dropped while the rest is recorded."""
    if pending is None or len(records) > taken or not records:
        return
    names = ", ".join(dict.fromkeys(p.typed for p in pending[0].parties))
    raise NotUnderstood(f"I could not tell what “{text_of(pending[0])}” says about {names}; give "
                        "their products and quantities.", HINTS["sale"])
