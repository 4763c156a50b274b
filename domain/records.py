"""Record commands: the interchange format every way of entering a record produces.

One JSON object per record, told apart by "kind". The README documents this as a public
contract (import/export, scripting, the language model's output), so fields are strict:
unknown fields are refused rather than silently dropped.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable, Mapping
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    StringConstraints,
    TypeAdapter,
    ValidationError,
)

from domain.errors import InvalidRecord
from domain.kinds import RECORD_KINDS
from domain.names import clean_text, email_text, phone_text, product_name

# Bounds a real shop stays within: past them a value is a typo or an attack, and a stock of
# 1e308 would become Infinity and let any sale pass the stock rule.
FIRST_DAY, LAST_DAY = dt.date(1900, 1, 1), dt.date(2100, 12, 31)
MAX_QUANTITY = 1_000_000  # of any unit, in one line
MAX_MONEY = 1_000_000  # per unit
MAX_RECORD_JSON = 100_000  # characters of one record's JSON text
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _iso_date(value: Any) -> Any:
    # Only "YYYY-MM-DD" (Python also reads 20240301 and 2024-W09-5; pydantic Unix timestamps).
    if isinstance(value, dt.datetime):
        raise ValueError("a date must be written YYYY-MM-DD")
    if not isinstance(value, dt.date):
        if not isinstance(value, str):
            raise ValueError("a date must be written YYYY-MM-DD")
        if not _ISO.match(value.strip()):
            raise ValueError(f"{value[:40]!r} is not a real date (write YYYY-MM-DD)")
        try:
            value = dt.date.fromisoformat(value.strip())
        except ValueError:
            raise ValueError(f"{value!r} is not a real date (write YYYY-MM-DD)") from None
    if not FIRST_DAY <= value <= LAST_DAY:
        raise ValueError(f"{value.isoformat()} is outside the years {FIRST_DAY.year}-{LAST_DAY.year}")
    return value


def _quantity(value: float) -> float:
    rounded = round(value, 3) + 0.0  # stored to 3 decimals; + 0.0 turns -0.0 into 0.0
    if value == 0:
        raise ValueError("must not be 0")
    if rounded == 0:
        raise ValueError("must be at least 0.001 (quantities are kept to 3 decimals)")
    return rounded


def _cleaned(multiline: bool = False) -> Callable[[Any], Any]:
    def clean(value: Any) -> Any:
        return clean_text(value, multiline=multiline) if isinstance(value, str) else value
    return clean


def _product(value: str) -> str:
    name = product_name(value)
    if not name:
        raise ValueError("a product needs a name")
    return name


BusinessDate = Annotated[dt.date, BeforeValidator(_iso_date)]
Text = Annotated[str, BeforeValidator(_cleaned()), StringConstraints(min_length=1, max_length=200)]
OptionalText = Annotated[str, BeforeValidator(_cleaned()), StringConstraints(max_length=200)] | None
ProductName = Annotated[str, BeforeValidator(_cleaned()), StringConstraints(max_length=100),
                        AfterValidator(_product)]
Unit = Annotated[str, BeforeValidator(_cleaned()),
                 StringConstraints(to_lower=True, min_length=1, max_length=20)]
# Strict: a number, not "2" or true.
Quantity = Annotated[float, Strict(), Field(gt=0, le=MAX_QUANTITY, allow_inf_nan=False),
                     AfterValidator(_quantity)]
SignedQuantity = Annotated[float, Strict(), Field(ge=-MAX_QUANTITY, le=MAX_QUANTITY, allow_inf_nan=False),
                           AfterValidator(_quantity)]
Money = Annotated[float, Strict(), Field(ge=0, le=MAX_MONEY, allow_inf_nan=False)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Party(_Strict):
    """A customer or supplier as written on the record."""

    name: Text
    # One spelling of a contact, so the ledger and drafts match a customer the same way.
    phone: Annotated[OptionalText, AfterValidator(phone_text)] = None
    email: Annotated[OptionalText, AfterValidator(email_text)] = None


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
    relation: Annotated[str, BeforeValidator(_cleaned()),
                        StringConstraints(to_lower=True, min_length=1, max_length=60)]
    object: Text


class RecordNote(_Strict):
    """Something the shop knows that is not a sale or purchase; its facts hold from `date`."""

    kind: Literal["note"] = "note"
    date: BusinessDate
    text: Annotated[str, BeforeValidator(_cleaned(multiline=True)),
                    StringConstraints(min_length=1, max_length=2000)]
    facts: list[Fact] = []


Record = Annotated[
    RecordPurchase | RecordSale | RecordReturn | ChangePrice | AdjustStock | RecordNote,
    Field(discriminator="kind"),
]
_record_adapter: TypeAdapter[Record] = TypeAdapter(Record)


def parse_record(data: str | dict[str, Any]) -> Record:
    """A record from its JSON text or dict; InvalidRecord with every problem named otherwise."""
    if isinstance(data, str):
        if len(data) > MAX_RECORD_JSON:
            raise InvalidRecord(f"a record's JSON is at most {MAX_RECORD_JSON:,} characters")
        try:
            data = json.loads(data)
        except json.JSONDecodeError as e:
            raise InvalidRecord(f"not valid JSON ({e.msg} at character {e.pos})") from None
        except RecursionError:
            raise InvalidRecord("the JSON is nested too deeply") from None
    if not isinstance(data, dict):
        raise InvalidRecord("a record must be a JSON object like {\"kind\": \"sale\", ...}")
    if data.get("kind") not in RECORD_KINDS:
        kinds = ", ".join(RECORD_KINDS)
        raise InvalidRecord(f"unknown record kind {data.get('kind')!r}; use one of: {kinds}")
    try:
        return _record_adapter.validate_python(data)
    except ValidationError as e:
        raise InvalidRecord(_explain(e)) from None


class StoredRecords:
    """`parse_record` for records read back from the log, where the same customer, supplier and
    sale line come back thousands of times: each distinct part is validated once and then passed
    in as its frozen instance, which pydantic takes as it is (a rebuild parses every record)."""

    _PARTS: dict[str, type[BaseModel]] = {"customer": Party, "supplier": Party}
    _ITEMS: dict[str, type[BaseModel]] = {"sale": SaleItem, "purchase": PurchaseItem}

    def __init__(self, limit: int = 20_000):
        self._limit = limit
        self._known: dict[tuple[Any, ...], BaseModel] = {}

    def parse(self, data: str | dict[str, Any]) -> Record:
        if not isinstance(data, dict):
            return parse_record(data)
        try:
            shared = self._shared(data)
        except (TypeError, ValidationError):  # unhashable or invalid: parse_record names the problem
            shared = data
        return parse_record(shared)

    def _shared(self, data: dict[str, Any]) -> dict[str, Any]:
        data = dict(data)
        for field, model in self._PARTS.items():
            if isinstance(part := data.get(field), dict):
                data[field] = self._known_part(model, part)
        item_model = self._ITEMS.get(data.get("kind"))  # type: ignore[arg-type]
        if item_model is not None and isinstance(items := data.get("items"), list):
            data["items"] = [self._known_part(item_model, i) if isinstance(i, dict) else i for i in items]
        return data

    def _known_part(self, model: type[BaseModel], part: dict[str, Any]) -> BaseModel:
        key = (model, *part.items())  # the log writes a model's keys in one order
        found = self._known.get(key)
        if found is None:
            if len(self._known) >= self._limit:
                self._known.clear()
            found = self._known[key] = model.model_validate(part)
        return found


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


def _plain(item: Mapping[str, Any]) -> str:
    kind = item["type"]
    ctx = item.get("ctx") or {}
    if kind == "missing":
        return "is missing"
    if kind == "extra_forbidden":
        return "is not a field of this record kind"
    if kind == "greater_than":
        return f"must be more than {ctx['gt']:g} (got {item['input']:g})"
    if kind == "greater_than_equal":
        return f"must be {ctx['ge']:g} or more (got {item['input']:g})"
    if kind in ("float_parsing", "float_type"):
        return f"must be a number (got {str(item['input'])[:40]!r})"
    if kind == "less_than_equal":
        return f"must be at most {ctx['le']:,g} (got {item['input']:g})"
    if kind == "finite_number":
        return "must be a finite number"
    if kind == "string_too_short" or (kind == "too_short" and isinstance(item.get("input"), str)):
        return "must not be empty"
    if kind == "too_short":
        return "needs at least one item"
    if kind == "value_error":
        return str(ctx.get("error", item["msg"]))
    return str(item["msg"])
