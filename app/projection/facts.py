"""Notes into the `facts` table: each fact is linked to the customer, supplier or product it is
about (when its subject names one), and a fact of a functional relation ("delivers on") closes
the standing one for the same subject from the note's date. A retracted note's facts vanish on
replay, which reopens what they had closed."""

from __future__ import annotations

from sqlalchemy import bindparam, func, select, update

from app.projection import schema as t
from app.projection.driver_sql import DriverSql
from domain.facts import is_functional
from domain.names import product_name
from domain.records import RecordNote

CLOSE = (update(t.facts)
         .where(func.lower(t.facts.c.subject) == func.lower(bindparam("subject")),
                t.facts.c.relation == bindparam("relation"), t.facts.c.valid_to.is_(None),
                t.facts.c.valid_from <= bindparam("day"))
         .values(valid_to=bindparam("day")))
# Two customers may share a name: the earliest is meant, as a sale by that name means it (an
# unordered scan meets rows in an order each backend chooses, and PostgreSQL's changes as rows are
# updated).
CUSTOMER_NAMED = select(t.customers.c.customer_id).where(
    func.lower(t.customers.c.first_name + " " + t.customers.c.last_name) == func.lower(bindparam("name"))
).order_by(t.customers.c.customer_id).limit(1)
SUPPLIER_NAMED = select(t.suppliers.c.supplier_id).where(
    func.lower(t.suppliers.c.supplier_name) == func.lower(bindparam("name")))
PRODUCT_NAMED = select(t.products.c.product_id).where(t.products.c.name == bindparam("name"))


def apply_note(db: DriverSql, note: RecordNote, pos: int, trace) -> None:
    for fact in note.facts:
        if is_functional(fact.relation):
            db.run(CLOSE, subject=fact.subject, relation=fact.relation, day=note.date)
        kind, entity = _entity(db, fact.subject)
        fact_id = db.insert(t.facts, subject=fact.subject, relation=fact.relation, object=fact.object,
                            valid_from=note.date, valid_to=None, subject_kind=kind, subject_id=entity,
                            source_position=pos)
        trace(db, t.facts, fact_id, None, pos, None, f"noted: {note.text}")


def _entity(db: DriverSql, subject: str) -> tuple[str | None, int | None]:
    for kind, statement, name in (("customer", CUSTOMER_NAMED, subject), ("supplier", SUPPLIER_NAMED, subject),
                                  ("product", PRODUCT_NAMED, product_name(subject))):
        found = db.scalar(statement, name=name)
        if found is not None:
            return kind, found
    return None, None
