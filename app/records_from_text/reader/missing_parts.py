"""What a clause lacks when every word was placed but no record came of it, said as the question a
person would ask back ("sold 2 kg apples": who bought them?), not "something it needs is missing"."""

from __future__ import annotations

from app.records_from_text.reader.clause import Clause


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
