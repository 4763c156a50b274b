"""Text -> a draft of records -> (after the person confirms) the ledger.

The translator proposes; every record is validated (domain/records.py), its names resolved
against the shop (app/entities.py) and priced from the tables as they stand. Confirming
appends all of a draft's records atomically, with the text they came from.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from app.records_from_text.drafts import (
    REFUND,
    SAID,
    Draft,
    DraftRecord,
    Known,
    NotUnderstood,
    TranslationContext,
    Translator,
)
from app.records_from_text.entities import resolve
from app.records_from_text.known import known_names
from app.records_from_text.matching import match_product
from app.records_from_text.stock_since import least_stock_since
from app.service_layer.ledger import Ledger
from app.service_layer.ledger_values import BatchOutcome, BatchRejected, PointInTime, Submission
from domain.describe import describe
from domain.errors import InvalidRecord, RuleViolation
from domain.events import EDITED, SOURCE_FORM, SOURCE_GRAMMAR
from domain.names import clean_text, product_name
from domain.records import parse_record, record_to_json
from domain.rules import quantity_text

FORM = "form"  # a draft's translator when the records were filled in on a form
MAX_TEXT = 2_000  # characters of one text to read records from


_VULGAR = {"\u00bd": "1/2", "\u00bc": "1/4", "\u00be": "3/4", "\u2153": "1/3", "\u2154": "2/3"}


def _spelt(fraction: str) -> Callable[[re.Match[str]], str]:
    return lambda match: f"{match.group(1)} {fraction}" if match.group(1) else fraction


def _readable(text: str) -> str:
    """The text as a reader should see it (no control or zero-width characters), within bounds."""
    for fraction, written in _VULGAR.items():  # "2½ kg" is 2 1/2 kg (NFKC would glue it into "21⁄2")
        text = re.sub(rf"(\d)?{fraction}", _spelt(written), text)
    # a row pasted from a spreadsheet keeps its columns (cleaning would make its tabs spaces)
    text = "\n".join(line.replace("\t", " | ") if line.count("\t") >= 2 else line for line in text.split("\n"))
    try:
        text = clean_text(text, multiline=True)
    except ValueError:
        raise InvalidRecord("The text holds characters that are not valid text.") from None
    if len(text) > MAX_TEXT:
        raise InvalidRecord(f"That is too long to read as records ({len(text):,} characters; at most "
                            f"{MAX_TEXT:,}). Enter it in parts, or import a file.")
    return text


class Drafter:
    def __init__(self, ledger: Ledger, translator: Translator,
                 today: Callable[[], dt.date] = dt.date.today, source: str | None = None):
        self.ledger = ledger
        self.translator = translator
        self.today = today
        self.source = source

    def context(self, today: dt.date | None = None) -> TranslationContext:
        found = self.ledger.sql("SELECT business_date FROM ledger_records WHERE status IN ('standing', 'corrected') "
                                "ORDER BY business_date DESC LIMIT 1").rows
        latest = dt.date.fromisoformat(found[0][0]) if found else None
        day = today or self.today()
        # text about a day the ledger has gone past is read against the shop as it stood then
        return TranslationContext(day, latest, self.known(day if latest and day < latest else None),
                                  stock_on=functools.cache(self._stock_at_close))

    def _stock_at_close(self, day: dt.date) -> dict[str, float]:
        """Each product's stock at the end of `day`: what a count dated that day is set against."""
        found = self.ledger.sql("SELECT name, stock_quantity FROM products", max_rows=100_000,
                                when=PointInTime(business_date=day))
        return {name: float(stock or 0.0) for name, stock in found.rows}

    def known(self, as_of: dt.date | None = None) -> Known:
        return known_names(self.ledger, as_of)

    def draft(self, text: str, today: dt.date | None = None) -> Draft:
        text = _readable(text)
        context = self.context(today)
        proposed = self.translator.translate(text, context)
        if not proposed:
            raise NotUnderstood("No record was found in that text.")
        return self._checked(text, proposed, context, self.translator.name)

    def draft_form(self, records: list[dict[str, Any]]) -> Draft:
        """Records filled in on a form: checked, resolved and priced like translated ones."""
        if not records:
            raise InvalidRecord("The form has no record.")
        return self._checked(None, records, self.context(), FORM)

    def _checked(self, text: str | None, proposed: list[dict[str, Any]], context: TranslationContext,
                 by: str) -> Draft:
        records = []
        shops_then: dict[dt.date, Known] = {}  # the shop at the end of a day before the ledger's latest
        least_since: dict[dt.date, dict[str, float]] = {}  # the least stock from a day on
        for number, raw in enumerate(proposed, start=1):
            where = f"Record {number}: " if len(proposed) > 1 else ""
            said = raw.pop(SAID, None) if isinstance(raw, dict) else None
            refund = raw.pop(REFUND, None) if isinstance(raw, dict) else None
            try:
                record = _unwritten_units_left_open(record_to_json(parse_record(raw)), raw)
                resolved = resolve(record, context.known)
                record = record_to_json(parse_record(resolved.record))
            except InvalidRecord as e:
                raise InvalidRecord(f"{where}{e.message}") from None
            day = dt.date.fromisoformat(record["date"]) if record.get("date") else None
            if context.latest_date and day and day < context.latest_date and record["kind"] in (
                    "sale", "stock_adjustment"):
                then = self._shop_then(day, context, shops_then)
                if then is not None:
                    _in_stock_then(record, then, day, where)
                else:  # the day itself and every day after it, not only the shop now
                    least = least_since.setdefault(day, least_stock_since(self.ledger, day))
                    _in_stock_then(record, Known({n: {**p, "stock": least.get(n, 0.0)}
                                                  for n, p in context.known.products.items()}), day, where, True)
            warnings = list(resolved.warnings)
            if record["kind"] == "sale":
                warnings += [f"no selling price for {i['product']} yet: the sale cannot be priced"
                             for i in record["items"]
                             if context.known.products.get(i["product"], {}).get("selling_price") is None]
            if record["kind"] == "return" and record["date"] is None and context.latest_date:
                warnings.append(f"return dated {context.latest_date}, the ledger's latest day")
            if record["kind"] == "return" and not resolved.choices:
                self._returnable(record, where, said or [], context.known, refund)
            records.append(DraftRecord(record, _summary(record, context.known), tuple(warnings),
                                       tuple(resolved.choices)))
        return Draft(text, by, tuple(records))

    def _shop_then(self, day: dt.date, context: TranslationContext, kept: dict[dt.date, Known]) -> Known | None:
        """The shop at the end of `day`, where that is cheap to know: before the ledger's first day
        (nothing in stock), or when the text is read as of a day the ledger has gone past (replayed
        once per day). Otherwise None: the dry run checks the stock as it is now."""
        if day not in kept:
            first = self.ledger.sql("SELECT business_date FROM ledger_records WHERE status IN ('standing', "
                                    "'corrected') ORDER BY business_date LIMIT 1").rows
            if first and day < dt.date.fromisoformat(first[0][0]):
                kept[day] = Known({name: {**p, "stock": 0.0} for name, p in context.known.products.items()},
                                  context.known.customers, context.known.suppliers)
            elif context.latest_date and context.today < context.latest_date:
                kept[day] = context.known if day == context.today else self.known(day)
            else:
                return None
        return kept[day]

    def _returnable(self, record: dict[str, Any], where: str, said: list[dict[str, Any]], known: Known,
                    refund: float | None = None) -> None:
        """A return must take back exactly one standing sale, and what the text says came back (or
        was refunded) must be that whole sale: said on the draft, not at Confirm."""
        name, day = record["customer"]["name"], dt.date.fromisoformat(record["sale_date"])
        sales = self.ledger.standing_sales_of(name, day)
        if not sales:
            raise InvalidRecord(f"{where}{name} has no sale on {day.isoformat()} still standing to return "
                                "(none, or it was returned already).")
        if len(sales) > 1:
            listed = ", ".join(f"#{s.sale_id} ({s.total:.2f})" for s in sales)
            raise InvalidRecord(f"{where}{name} has {len(sales)} sales on {day.isoformat()} ({listed}); a return "
                                "takes back one: correct the sale instead, or say which.")
        if refund is not None and abs(refund - sales[0].total) > 0.005:
            raise InvalidRecord(f"{where}{name}'s sale on {day.isoformat()} came to {sales[0].total:.2f}, not "
                                f"{refund:.2f}; a return refunds the whole sale: for part of it, correct that sale "
                                "instead.")
        lines = dict(sales[0].lines)
        shown = ", ".join(f"{p} {quantity_text(q)} {known.products.get(p, {}).get('unit') or ''}".rstrip()
                          for p, q in sales[0].lines)
        named = set()
        for item in said:
            match = match_product(item["product"], list(known.products))
            product = match.unique if match and match.unique else product_name(item["product"])
            if product not in lines:
                raise InvalidRecord(f"{where}{name}'s sale on {day.isoformat()} has no {product} (it was: {shown}).")
            named.add(product)
            quantity = item.get("quantity")
            if quantity is not None and abs(quantity - lines[product]) > 0.0005:
                raise InvalidRecord(f"{where}A return takes back the whole sale ({shown}); for part of it, correct "
                                    "that sale instead.")
        if named and named != set(lines):
            raise InvalidRecord(f"{where}That sale was {shown}; a return takes it all back. Say “everything” to "
                                "return it all, or correct the sale for part of it.")

    def choose(self, draft: Draft, number: int, option: str) -> Draft:
        """Answer a draft's question back: record `number` (0-based) means `option` (one of the
        choice's options), and the draft is checked again."""
        record = draft.records[number]
        choice = next((c for c in record.choices if option in c.options), None)
        if choice is None:
            raise InvalidRecord(f"'{option}' is not one of the choices for record {number + 1}.")
        answered = {**record.record, choice.field: {**record.record[choice.field], "name": option}}
        proposed = [answered if index == number else r.record for index, r in enumerate(draft.records)]
        return replace(self._checked(draft.text, proposed, self.context(), draft.translator), edited=draft.edited)

    def confirm(self, draft: Draft, prices_shown: Sequence[tuple[float, ...] | None] | None = None) -> BatchOutcome:
        """Append every record of the draft, or none (a rule broken by one refuses all).
        `prices_shown`: each sale's prices as its card showed them; a price changed since (by
        another till) refuses the draft rather than recording what nobody saw."""
        if draft.open_choices():
            raise InvalidRecord("Answer the question first: " + " ".join(c.question for c in draft.open_choices()))
        source = self.source or {FORM: SOURCE_FORM, "offline grammar": SOURCE_GRAMMAR}.get(draft.translator, "model")
        if draft.edited and draft.text is not None:
            source += EDITED
        try:
            return self.ledger.record_many(
                [Submission(r.record, text=draft.text, source=source, prices_shown=shown)
                 for r, shown in zip(draft.records, prices_shown or [None] * len(draft.records), strict=True)],
                atomic=True)
        except BatchRejected as e:
            reasons = "; ".join(
                (f"record {r.index + 1} ({draft.records[r.index].summary}): " if len(draft.records) > 1 else "")
                + r.message for r in e.rejected)
            raise RuleViolation(f"Nothing was appended. {reasons}") from None


def _in_stock_then(record: dict[str, Any], then: Known, day: dt.date, where: str, after: bool = False) -> None:
    """A record dated before the ledger's latest day: what it takes out must have been in stock on
    its day (the dry run checks the shop as it is now, later records and all)."""
    taken: dict[str, float] = {}
    if record["kind"] == "sale":
        for item in record["items"]:
            taken[item["product"]] = taken.get(item["product"], 0.0) + item["quantity"]
    elif record["kind"] == "stock_adjustment" and record["quantity"] < 0:
        taken[record["product"]] = -record["quantity"]
    for product, quantity in taken.items():
        known = then.products.get(product, {})
        stock = known.get("stock") or 0.0
        if quantity > stock + 1e-9:
            raise InvalidRecord(f"{where}Only {quantity_text(stock)} {known.get('unit') or 'kg'} of {product} were in "
                                f"stock on {day.isoformat()}{' or a day after it' if after else ''} (that takes "
                                f"{quantity_text(quantity)}).")


def _unwritten_units_left_open(record: dict[str, Any], raw: dict[str, Any]) -> dict[str, Any]:
    """Items whose unit was not written get None, for resolution to fill in the product's own
    unit (validation alone would have put the default, kg)."""
    if "items" in record:
        record["items"] = [{**item, "unit": None} if not given.get("unit") else item
                           for item, given in zip(record["items"], raw["items"])]
    return record


def _summary(record: dict[str, Any], known: Known) -> str:
    """describe() plus the money: a sale priced at its day's selling prices, a purchase's cost; a
    stock change in the product's unit ("−2 kg", not a bare "−2")."""
    if record["kind"] == "stock_adjustment" and not record.get("unit"):
        record = {**record, "unit": known.products.get(record["product"], {}).get("unit")}
    text = describe(parse_record(record))
    if record["kind"] == "sale":
        parts, total = [], 0.0
        for item in record["items"]:
            price = known.price_on(item["product"], record["date"])
            if price is None:
                return f"{text} (price unknown)"
            line = item["quantity"] * price
            total += line
            amount = f"{quantity_text(item['quantity'])} {item['unit']}"
            parts.append(f"{item['product']} {amount} × {price:.2f} = {line:.2f}")
        return f"sale to {record['customer']['name']} on {record['date']}: {'; '.join(parts)}; total {total:.2f}"
    if record["kind"] == "purchase":
        total = sum(i["quantity"] * i["unit_cost"] for i in record["items"])
        return f"{text}; total {total:.2f}"
    if record["kind"] == "price_change":
        old = known.products.get(record["product"], {}).get("selling_price")
        return f"{text}" + (f" (was {old:.2f})" if old is not None else "")
    return text
