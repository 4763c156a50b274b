"""A stock count told against the system's figure: "mangoes: counted 17, system says 19", "counted
bananas, 30.5 on the shelf vs 29.5 in the system", "we counted the pears, 18 not 19". Rewritten,
before reading, as the adjustment it makes ("stock count: mango -2 kg") in a sentence of its own,
once the system's figure is checked against the shop's stock (a count against a figure the shop
does not show is refused, never recorded)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from app.records_from_text.drafts import Known, NotUnderstood, TranslationContext
from app.records_from_text.matching import match_product
from domain.rules import quantity_text
from domain.units import convert

# Marks a stock count whose quantity is what was counted, for settle_counted to make the difference.
COUNTED = "_counted"
_N = r"\d+(?:[.,]\d+)?"
_KG = r"(?:\s*(?:kg|kgs|kilos?|kilograms?)\b)?"
_BOOKS = r"(?:system|sys|computer|books?|till)"
_COUNT = re.compile(
    rf"\b(?:re)?count(?:ed)?\b(?P<mid>[^.;!?\d]{{0,40}}?)(?P<counted>{_N}){_KG}"
    rf"(?:\s+(?:on|in)\s+(?:the\s+)?(?:shelf|shelves|hand|crates?|boxes|scales?))?\s*[,;:.]?\s*"
    rf"(?:(?:but|and|while|whereas)\s+)?(?P<paren>\(\s*)?(?:"
    rf"(?:(?:the|in|on)\s+(?:the\s+)?)?{_BOOKS}\s*(?:says?|shows?|has|had|is|was|said|showed)?\s*[:=]?\s*(?P<a>{_N}){_KG}"
    rf"|(?:vs\.?|versus|against)\s+(?P<b>{_N}){_KG}\s+(?:in|on)\s+(?:the\s+)?{_BOOKS}"
    rf"|(?:vs\.?|versus|against)\s+(?:an?\s+|the\s+)?{_BOOKS}\s+(?:figure|count|total|stock|level)\s+of\s+"
    rf"(?P<d>{_N}){_KG}"
    rf"|not\s+(?P<c>{_N}){_KG})(?(paren)\s*\))",  # "… 23 kg (system 24)", "… 30 kg. System 29.5."
    re.I)
_SO = re.compile(rf"\s*,?\s*(?:so\s+)?(?P<way>plus|minus|up|down|over|under)\s+(?:(?P<n>{_N}){_KG}|a\s+kilo)\b", re.I)
_WORD = re.compile(r"[A-Za-z]+")
# A day other than the one read as of: the system's figure is checked against this day's stock only.
_OTHER_DAY = re.compile(r"\b(?:yesterday|ago|last|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|"
                        r"fri|satur|sun)day|jan|feb|febr?uary|march|\d{1,2}(?:st|nd|rd|th)|\d{1,2}/\d{1,2}|"
                        r"\d{4}-\d\d-\d\d)\b", re.I)


# "apples 29.5 kg (agrees with system)", "Count of pears: 21 kg, agrees": a count with nothing to adjust
_AGREES = re.compile(rf"(?:(?:physical\s+)?count\s+of\s+)?(?P<product>[A-Za-z]+)\s*:?\s*(?P<n>{_N}){_KG}\s*,?\s*"
                     rf"\(?\s*(?:(?:agrees|agreed)(?:\s+with\s+(?:the\s+)?{_BOOKS})?"
                     rf"|(?:matches|matched)\s+(?:the\s+)?{_BOOKS})"
                     rf"\s*\)?(?P<comma>\s*,)?", re.I)


def leave_out_agreed(text: str, known: Known) -> str:
    """Each count said to agree with the system, left out once it is checked against the shop's stock."""
    def left_out(match: re.Match[str]) -> str:
        found = match_product(match.group("product").lower(), list(known.products))
        product = found.unique if found else None
        if product is None:
            return match.group()
        stock = float(known.products[product].get("stock") or 0.0)
        if abs(stock - _number(match.group("n"))) > 0.0005:
            raise NotUnderstood(f"The count of {product} is said to agree with the system, but the system shows "
                                f"{quantity_text(stock)} kg; say the count or the difference.")
        return ""

    return _AGREES.sub(left_out, text)


def read_counts(text: str, known: Known) -> tuple[str, list[tuple[str, float]]]:
    """The text with each count against the system rewritten; and (product, the system's figure)
    for each, for check_counts once the records are read."""
    out, last, figures = [], 0, []
    for match in _COUNT.finditer(text):
        product, start = _product(text, match, known)
        if product is None or known.products.get(product, {}).get("unit") != "kg":
            continue
        said_from = max(text.rfind(mark, 0, start) for mark in ".;!?\n") + 1
        if _OTHER_DAY.search(text, said_from, match.end()):
            raise NotUnderstood(f"The count of {product} is against the system's figure on another day, and the "
                                "shop's stock that day is not known here; say the difference (“stock count: "
                                f"{product} -1 kg”).")
        counted = _number(match.group("counted"))
        books = _number(match.group("a") or match.group("b") or match.group("c") or match.group("d"))
        difference = round(counted - books, 3)
        if difference == 0:
            raise NotUnderstood(f"The count of {product} is what the system shows: there is nothing to adjust.")
        end = match.end()
        tail = _SO.match(text, end)
        if tail:  # "…, so plus a kilo": the same difference said again
            said = _number(tail.group("n")) if tail.group("n") else 1.0
            up = tail.group("way").lower() in ("plus", "up", "over")
            if abs(said - abs(difference)) < 0.0005 and up == (difference > 0):
                end = tail.end()
        out += [text[last:start], f". stock count: {product} {'+' if difference > 0 else '-'}"
                                  f"{quantity_text(abs(difference))} kg. "]
        figures.append((product, books))
        last = end
    return ("".join(out) + text[last:] if out else text), figures


def settle_counted(records: list[dict[str, Any]], context: TranslationContext) -> None:
    """Each count said as what is on the shelf ("recount: bananas 29 kg") becomes the difference
    from the shop's stock at that point of the text (after what the text sold or received before
    it). A count dated an earlier day ("Tuesday's count of mangoes: 23 kg") is set against the stock
    at that day's close (with what the text moved on or before that day); where that is not known,
    it is refused, never set against this day's stock."""
    if not any(r.get(COUNTED) for r in records):
        return
    known, today = context.known, context.today
    stock = {name: float(p.get("stock") or 0.0) for name, p in known.products.items()}
    counts: list[str] = []  # the products whose count itself was said
    moved: list[tuple[str, str, float]] = []  # (date, product, quantity) the text moved before each count
    for record in records:
        if record["kind"] in ("sale", "purchase"):
            for item in record["items"]:
                sign = -1 if record["kind"] == "sale" else 1
                product = _name(item["product"], known)
                stock[product] = stock.get(product, 0.0) + sign * item["quantity"]
                moved.append((record["date"], product, sign * item["quantity"]))
            continue
        if record["kind"] != "stock_adjustment":
            continue
        product = _name(record["product"], known)
        said = record.pop(COUNTED, None)
        if said:
            then = _stock_then(record["date"], product, moved, context)
            _settle(record, product, stock.get(product, 0.0) if then is None else then, known,
                    today if then is None else dt.date.fromisoformat(record["date"]))
            if said in ("+", "-") and (record["quantity"] > 0) != (said == "+"):
                raise NotUnderstood(f"The count of {product} is said to be {'more' if said == '+' else 'less'} "
                                    f"than the system's, but the system shows {quantity_text(stock.get(product, 0.0))}"
                                    " kg; say the difference (“stock count: apples -1 kg”).")
            counts.append(product)
        stock[product] = stock.get(product, 0.0) + record["quantity"]
        moved.append((record["date"], product, record["quantity"]))
    one_count_each(records, counts, known)


def _stock_then(day: str, product: str, moved: list[tuple[str, str, float]],
                context: TranslationContext) -> float | None:
    """The stock of `product` at the close of `day`, before today, with the text's own moves up to
    it; None for today's count (set against the stock at that point of the text) or when unknown."""
    if day >= context.today.isoformat() or context.stock_on is None:
        return None
    closing = context.stock_on(dt.date.fromisoformat(day))
    if product not in closing:
        return None
    return closing[product] + sum(q for when, name, q in moved if name == product and when <= day)


def one_count_each(records: list[dict[str, Any]], counts: list[str], known: Known) -> None:
    """A count and the difference it makes said together ("grapes counted at 25 kg, a surplus of
    1 kg", "28 kg against the system's 29.5; variance -1.5 kg") are one adjustment, when they
    agree; when they do not, the text is refused (which of them is right?)."""
    for product in dict.fromkeys(counts):
        said = [r for r in records if r["kind"] == "stock_adjustment" and r["reason"] == "stock count"
                and _name(r["product"], known) == product]
        if len(said) < 2:
            continue
        if len({round(r["quantity"], 3) for r in said}) > 1 or len({r["date"] for r in said}) > 1:
            differences = " and ".join(f"{r['quantity']:+g} kg" for r in said)
            raise NotUnderstood(f"The count of {product} and the difference said beside it do not agree "
                                f"({differences} against the shop's stock); say one of them.")
        for extra in said[1:]:
            records.remove(extra)


def _settle(record: dict[str, Any], product: str, stock: float, known: Known, today: dt.date) -> None:
    if record["date"] != today.isoformat():
        raise NotUnderstood(f"The count of {product} is dated {record['date']}, and the shop's stock that day "
                            f"is not known here; say the difference (“stock count: {product} -1 kg”).")
    own = known.products.get(product, {}).get("unit")
    unit = record.get("unit") or own
    counted = convert(record["quantity"], unit, own) if own and unit and unit != own else record["quantity"]
    if own is None or counted is None or known.products[product].get("stock") is None:
        raise NotUnderstood(f"I cannot set a count of {record['product']} against the shop's stock; say the "
                            "difference (“stock count: apples -1 kg”).")
    difference = round(counted - stock, 3)
    if difference == 0:
        raise NotUnderstood(f"The count of {product} is what the system shows: there is nothing to adjust.")
    record.update(quantity=difference, unit=own)


def _name(typed: str, known: Known) -> str:
    found = match_product(typed, list(known.products))
    return found.unique if found and found.unique else typed


def check_counts(records: list[dict[str, Any]], figures: list[tuple[str, float]], known: Known) -> None:
    """Each system figure a count was told against must be the shop's stock at that point of the
    text (after what the text sold or received before it); else the count is refused."""
    if not figures:
        return
    products = list(known.products)
    one_count_each(records, [name for name, _ in figures], known)
    stock = {name: float(p.get("stock") or 0.0) for name, p in known.products.items()}
    waiting = list(figures)

    def name(typed: str) -> str:
        found = match_product(typed, products)
        return found.unique if found and found.unique else typed

    for record in records:
        if record["kind"] in ("sale", "purchase"):
            for item in record["items"]:
                sign = -1 if record["kind"] == "sale" else 1
                stock[name(item["product"])] = stock.get(name(item["product"]), 0.0) + sign * item["quantity"]
        elif record["kind"] == "stock_adjustment":
            product = name(record["product"])
            figure = next((f for f in waiting if f[0] == product), None)
            if figure is not None and record["reason"] == "stock count":
                waiting.remove(figure)
                if abs(stock.get(product, 0.0) - figure[1]) > 0.0005:
                    raise NotUnderstood(f"The system shows {quantity_text(stock.get(product, 0.0))} kg of {product}, "
                                        f"not {quantity_text(figure[1])}; say the count itself (“counted 17 kg "
                                        f"{product}”) or the difference.")
            stock[product] = stock.get(product, 0.0) + record["quantity"]
    if waiting:
        raise NotUnderstood(f"I could not read the count of {waiting[0][0]} as a stock adjustment.")


def _number(typed: str) -> float:
    return float(typed.replace(",", "."))


def _product(text: str, match: re.Match[str], known: Known) -> tuple[str | None, int]:
    """The product counted, named between "counted" and the figure, or just before the count
    word ("apples counted …", "mango recount: …"); and where the rewrite starts."""
    products = list(known.products)
    for word in _WORD.finditer(match.group("mid")):
        found = match_product(word.group().lower(), products)
        if found and found.unique:
            return found.unique, match.start()
    before = re.search(r"([A-Za-z]+)\s*[:,\-]?\s*$", text[:match.start()])
    if before:
        found = match_product(before.group(1).lower(), products)
        if found and found.unique:
            return found.unique, before.start()
    return None, match.start()
