"""Record commands: the interchange format every way of entering a record produces.

One JSON object per record, told apart by "kind". The README documents this as a public
contract (import/export, scripting, the language model's output), so fields are strict:
unknown fields are refused rather than silently dropped.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Annotated, Any, Literal, Union

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
)

from domain.errors import InvalidRecord
from domain.names import product_name


def _iso_date(value: Any) -> Any:
    # Only "YYYY-MM-DD": pydantic alone would also take Unix timestamps, which a typo can produce.
    if isinstance(value, dt.date):
        return value
    if not isinstance(value, str):
        raise ValueError("a date must be written YYYY-MM-DD")
    try:
        return dt.date.fromisoformat(value.strip())
    except ValueError:
        raise ValueError(f"{value!r} is not a real date (write YYYY-MM-DD)") from None


def _no_bool(value: Any) -> Any:
    if isinstance(value, bool):
        raise ValueError("must be a number")
    return value


def _nonzero(value: float) -> float:
    if value == 0:
        raise ValueError("must not be 0")
    return value


def _product(value: str) -> str:
    name = product_name(value)
    if not name:
        raise ValueError("a product needs a name")
    return name


BusinessDate = Annotated[dt.date, BeforeValidator(_iso_date)]
Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
OptionalText = Annotated[str | None, StringConstraints(strip_whitespace=True, max_length=200)]
ProductName = Annotated[str, StringConstraints(max_length=100), AfterValidator(_product)]
Unit = Annotated[str, StringConstraints(strip_whitespace=True, to_lower=True, min_length=1, max_length=20)]
Quantity = Annotated[float, BeforeValidator(_no_bool), Field(gt=0, allow_inf_nan=False)]
SignedQuantity = Annotated[
    float, BeforeValidator(_no_bool), Field(allow_inf_nan=False), AfterValidator(_nonzero)
]
Money = Annotated[float, BeforeValidator(_no_bool), Field(ge=0, allow_inf_nan=False)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Party(_Strict):
    """A customer or supplier as written on the record."""

    name: Text
    phone: OptionalText = None
    email: OptionalText = None


class PurchaseItem(_Strict):
    product: ProductName
    quantity: Quantity
    unit_cost: Money
    selling_price: Money | None = None  # None keeps the current selling price
    unit: Unit = "kg"


class SaleItem(_Strict):
    product: ProductName
    quantity: Quantity
    unit: Unit = "kg"


class RecordPurchase(_Strict):
    kind: Literal["purchase"] = "purchase"
    date: BusinessDate
    supplier: Party
    items: Annotated[list[PurchaseItem], Field(min_length=1)]


class RecordSale(_Strict):
    kind: Literal["sale"] = "sale"
    date: BusinessDate
    customer: Party
    items: Annotated[list[SaleItem], Field(min_length=1)]


class RecordReturn(_Strict):
    """A customer brings back everything from one sale."""

    kind: Literal["return"] = "return"
    date: BusinessDate | None = None  # None: the ledger's latest business date
    customer: Party
    sale_date: BusinessDate


class ChangePrice(_Strict):
    kind: Literal["price_change"] = "price_change"
    date: BusinessDate
    product: ProductName
    selling_price: Money


class AdjustStock(_Strict):
    """Spoilage, a stock count, a gift: stock moves without a sale or purchase."""

    kind: Literal["stock_adjustment"] = "stock_adjustment"
    date: BusinessDate
    product: ProductName
    quantity: SignedQuantity
    reason: Text
    unit: Unit | None = None


class Fact(_Strict):
    """A triplet a note states, e.g. ("Hillside Produce", "delivers on", "Tuesdays")."""

    subject: Text
    relation: Annotated[str, StringConstraints(strip_whitespace=True, to_lower=True, min_length=1, max_length=60)]
    object: Text


class RecordNote(_Strict):
    """Something the shop knows that is not a sale or purchase; its facts hold from `date`."""

    kind: Literal["note"] = "note"
    date: BusinessDate
    text: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000)]
    facts: list[Fact] = []


Record = Annotated[
    Union[RecordPurchase, RecordSale, RecordReturn, ChangePrice, AdjustStock, RecordNote],
    Field(discriminator="kind"),
]
RECORD_KINDS = ("purchase", "sale", "return", "price_change", "stock_adjustment", "note")
_record_adapter: TypeAdapter[Record] = TypeAdapter(Record)


def parse_record(data: str | dict[str, Any]) -> Record:
    """A record from its JSON text or dict; InvalidRecord with every problem named otherwise."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as e:
            raise InvalidRecord(f"not valid JSON ({e.msg} at character {e.pos})") from None
    if not isinstance(data, dict):
        raise InvalidRecord("a record must be a JSON object like {\"kind\": \"sale\", ...}")
    if data.get("kind") not in RECORD_KINDS:
        kinds = ", ".join(RECORD_KINDS)
        raise InvalidRecord(f"unknown record kind {data.get('kind')!r}; use one of: {kinds}")
    try:
        return _record_adapter.validate_python(data)
    except ValidationError as e:
        raise InvalidRecord(_explain(e)) from None


def record_to_json(record: Record) -> dict[str, Any]:
    return record.model_dump(mode="json")


def _explain(error: ValidationError) -> str:
    problems = []
    for item in error.errors(include_url=False):
        # The first loc element is the union tag ("sale"); the rest is the field path.
        path = [str(p) for p in item["loc"][1:]]
        where = _where(path)
        problems.append(f"{where}: {_plain(item)}" if where else _plain(item))
    return "; ".join(problems)


def _where(path: list[str]) -> str:
    words = []
    for part in path:
        if part.isdigit():
            words.append(f"item {int(part) + 1}")
        elif part.startswith("function-"):
            continue
        else:
            words.append(part.replace("_", " "))
    return " ".join(words)


def _plain(item: dict[str, Any]) -> str:
    kind = item["type"]
    ctx = item.get("ctx") or {}
    if kind == "missing":
        return "is missing"
    if kind == "extra_forbidden":
        return "is not a field of this record kind"
    if kind == "greater_than":
        return f"must be more than {ctx['gt']} (got {item['input']})"
    if kind == "greater_than_equal":
        return f"must be {ctx['ge']} or more (got {item['input']})"
    if kind in ("float_parsing", "float_type"):
        return f"must be a number (got {item['input']!r})"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "too_short":
        return "needs at least one item"
    if kind == "value_error":
        return str(ctx.get("error", item["msg"]))
    return item["msg"]
