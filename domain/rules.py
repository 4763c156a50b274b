"""The shop's rules, as checks over plain state. Each raises RuleViolation with a sentence
a shop assistant understands; the ledger appends nothing when one fails.

Field-level rules (quantities > 0, prices >= 0, real dates) live in the record models.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from domain.errors import RuleViolation
from domain.records import AdjustStock, ChangePrice, RecordPurchase, RecordReturn, RecordSale

# Quantities are stored to 3 decimals; comparisons allow for float noise below that.
EPSILON = 1e-6


@dataclass(frozen=True)
class ProductState:
    name: str
    unit: str
    selling_price: float | None
    stock: float


@dataclass(frozen=True)
class StandingSale:
    sale_id: int
    sale_date: dt.date
    total: float
    items: str  # "apple 9 kg, cherry 4 kg"

    def describe(self) -> str:
        return f"sale #{self.sale_id} on {self.sale_date.isoformat()} ({self.items}; {self.total:.2f})"


def quantity_text(quantity: float) -> str:
    return f"{quantity:.3f}".rstrip("0").rstrip(".")


def check_purchase(purchase: RecordPurchase, products: Mapping[str, ProductState]) -> None:
    for item in purchase.items:
        _check_unit(products.get(item.product), item.unit)


def check_sale(sale: RecordSale, products: Mapping[str, ProductState]) -> None:
    wanted: dict[str, float] = defaultdict(float)
    for item in sale.items:
        product = _known(products, item.product)
        _check_unit(product, item.unit)
        if product.selling_price is None:
            raise RuleViolation(
                f"{item.product} has no selling price yet. Set one with a price change first."
            )
        wanted[item.product] += item.quantity
    for name, quantity in wanted.items():
        product = products[name]
        if quantity > product.stock + EPSILON:
            raise RuleViolation(
                f"Only {quantity_text(product.stock)} {product.unit} of {name} in stock "
                f"(you tried to sell {quantity_text(quantity)} {product.unit})."
            )


def check_prices_shown(sale: RecordSale, shown: Sequence[float], now: Sequence[float]) -> None:
    """A sale is recorded at the prices the person confirming it was shown: another till may
    have changed one since (the card said 2.80, the shelf now says 3.00)."""
    if not len(sale.items) == len(shown) == len(now):
        raise RuleViolation("The sale is not the one shown any more: nothing was recorded. Parse again to check it.")
    for item, was, price in zip(sale.items, shown, now, strict=True):
        if round(was, 2) != round(price, 2):
            raise RuleViolation(
                f"The price of {item.product} changed since it was shown ({was:.2f} → {price:.2f} a "
                f"{item.unit}): nothing was recorded. Parse again to see the sale at today's price.")


def check_price_change(change: ChangePrice, products: Mapping[str, ProductState]) -> None:
    _known(products, change.product)


def check_stock_adjustment(adjustment: AdjustStock, products: Mapping[str, ProductState]) -> None:
    product = _known(products, adjustment.product)
    if adjustment.unit is not None:
        _check_unit(product, adjustment.unit)
    if product.stock + adjustment.quantity < -EPSILON:
        raise RuleViolation(
            f"Only {quantity_text(product.stock)} {product.unit} of {product.name} in stock "
            f"(you tried to remove {quantity_text(-adjustment.quantity)} {product.unit})."
        )


def check_contact_owner(name: str, contact: str, owner: str) -> None:
    """A known customer's phone or e-mail typed beside a name that shares no word with theirs
    ("Ann Lee, 531-354-1000" when that is Bob Smith's number) is somebody else's number, or
    somebody else: the record would silently go to its owner. "Bob" or "bob smyth" is Bob Smith."""
    if not {w.casefold() for w in name.split()} & {w.casefold() for w in owner.split()}:
        raise RuleViolation(f"{contact} belongs to {owner}, not {name}: check it, or leave it out "
                            "for a new customer.")


def return_date(ret: RecordReturn, latest_business_date: dt.date | None) -> dt.date:
    """An undated return happens on the ledger's latest business date, never before its sale."""
    if ret.date is not None:
        if ret.date < ret.sale_date:
            raise RuleViolation(
                f"A return dated {ret.date} cannot come before its sale on {ret.sale_date}."
            )
        return ret.date
    latest = latest_business_date or ret.sale_date
    return max(latest, ret.sale_date)


def choose_returned_sale(
    ret: RecordReturn, customer_name: str | None, standing: Sequence[StandingSale]
) -> StandingSale:
    """The one standing sale a return refers to; `standing` is all of the customer's standing sales."""
    who = ret.customer.name
    if customer_name is None:
        raise RuleViolation(f"No customer {who} is on record, so there is no sale of theirs to return.")
    on_date = [s for s in standing if s.sale_date == ret.sale_date]
    if len(on_date) == 1:
        return on_date[0]
    if not on_date:
        others = "; ".join(s.describe() for s in standing) or "none"
        raise RuleViolation(
            f"{customer_name} has no standing sale on {ret.sale_date} to return. "
            f"Their standing sales: {others}."
        )
    listed = "; ".join(s.describe() for s in on_date)
    raise RuleViolation(
        f"{customer_name} has {len(on_date)} standing sales on {ret.sale_date}, so the return "
        f"is ambiguous: {listed}."
    )


def _known(products: Mapping[str, ProductState], name: str) -> ProductState:
    product = products.get(name)
    if product is None:
        raise RuleViolation(f"There is no product called '{name}' yet. Record a purchase of it first.")
    return product


def _check_unit(product: ProductState | None, unit: str) -> None:
    if product is not None and product.unit != unit:
        raise RuleViolation(f"{product.name} is counted in {product.unit}, not {unit}.")
