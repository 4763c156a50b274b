"""Notes into the `facts` table: each fact is linked to the customer, supplier or product it is
about (when its subject names one), and a fact of a functional relation ("delivers on") closes
the standing one for the same subject from the note's date. A retracted note's facts vanish on
replay, which reopens what they had closed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.projection import schema as t
from domain.facts import is_functional
from domain.names import product_name
from domain.records import RecordNote

if TYPE_CHECKING:
    from app.projection.store import ShopStore


def apply_note(db: ShopStore, note: RecordNote, pos: int, trace) -> None:
    for fact in note.facts:
        if is_functional(fact.relation):
            db.close_facts(fact.subject, fact.relation, note.date.isoformat())
        kind, entity = _entity(db, fact.subject)
        fact_id = db.insert(t.facts, subject=fact.subject, relation=fact.relation, object=fact.object,
                            valid_from=note.date, valid_to=None, subject_kind=kind, subject_id=entity,
                            source_position=pos)
        trace(db, t.facts, fact_id, None, pos, None, f"noted: {note.text}")


def _entity(db: ShopStore, subject: str) -> tuple[str | None, int | None]:
    customer = db.customer_id_called(subject)
    if customer is not None:
        return "customer", customer
    supplier = db.supplier_named(subject)
    if supplier is not None:
        return "supplier", supplier["supplier_id"]
    product = db.product_named(product_name(subject))
    if product is not None:
        return "product", product["product_id"]
    return None, None
