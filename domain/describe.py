"""One-line human summaries of records, for confirmations and history."""

from __future__ import annotations

from typing import Any

from domain.events import (
    ActionRedone,
    ActionUndone,
    RecordCorrected,
    RecordEntered,
    RecordsRetracted,
    RolledBack,
)
from domain.records import (
    AdjustStock,
    ChangePrice,
    Record,
    RecordNote,
    RecordPurchase,
    RecordReturn,
    RecordSale,
    parse_record,
)
from domain.rules import quantity_text
from domain.timeline import Timeline


def describe(record: Record) -> str:
    if isinstance(record, RecordPurchase):
        items = ", ".join(f"{i.product} {quantity_text(i.quantity)} {i.unit} × {i.unit_cost:.2f}" for i in record.items)
        return f"purchase from {record.supplier.name} on {record.date}: {items}"
    if isinstance(record, RecordSale):
        items = ", ".join(f"{i.product} {quantity_text(i.quantity)} {i.unit}" for i in record.items)
        return f"sale to {record.customer.name} on {record.date}: {items}"
    if isinstance(record, RecordReturn):
        when = f" on {record.date}" if record.date else ""
        return f"return by {record.customer.name}{when} of the sale on {record.sale_date}"
    if isinstance(record, ChangePrice):
        return f"price of {record.product} set to {record.selling_price:.2f} on {record.date}"
    if isinstance(record, AdjustStock):
        sign = "+" if record.quantity > 0 else "−"
        unit = f" {record.unit}" if record.unit else ""
        return (
            f"stock of {record.product} {sign}{quantity_text(abs(record.quantity))}{unit} "
            f"({record.reason}) on {record.date}"
        )
    if isinstance(record, RecordNote):
        said = record.text if len(record.text) <= 80 else record.text[:77] + "..."
        facts = f" ({len(record.facts)} fact{'s' if len(record.facts) != 1 else ''})" if record.facts else ""
        return f"note on {record.date}: {said}{facts}"
    raise TypeError(f"not a record: {record!r}")


def describe_action(event: Any) -> str:
    """A short phrase for an action, for confirmations and history."""
    if isinstance(event, RecordEntered):
        return f"record #{event.position}"
    if isinstance(event, RecordsRetracted):
        listed = ", ".join(f"#{p}" for p in event.positions)
        return f"retraction of {listed}"
    if isinstance(event, RecordCorrected):
        also = f" (retracting {', '.join(f'#{p}' for p in event.retracted)})" if event.retracted else ""
        return f"correction of #{event.target}{also}"
    if isinstance(event, RolledBack):
        return f"rollback to #{event.to_position}"
    if isinstance(event, ActionUndone):
        return f"undo of #{event.target}"
    if isinstance(event, ActionRedone):
        return f"redo of #{event.target}"
    return type(event).__name__


def describe_position(timeline: Timeline, position: int) -> str:
    """What is at a log position, for a person about to undo or redo it: a record's content in force
    ("sale to Bob Smith on 2024-02-29: apple 2 kg"), or the change to the history it was."""
    entry = timeline.entries.get(position)
    if entry is not None:
        return describe(parse_record(entry.record))
    event = timeline.events.get(position)
    return describe_action(event) if event is not None else f"#{position}"
