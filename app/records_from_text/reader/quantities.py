"""A quantity where a clause says one: "2.5 kg", "half a kilo", "a kilo and a half", "3/4 kg",
"two dozen", "a dozen kilos"; a number that is money or no quantity is none."""

from __future__ import annotations

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.money import SELLING_CUES, is_money
from domain.units import UNIT_WORDS

_PRICE_WORDS = {"price", "prices", "rate", "rates", "cost", "costs"}


def read_quantity(clause: Clause, i: int) -> tuple[float, str | None, int] | None:
    """(value, unit, the token after) for a quantity starting at token i, or None."""
    if not clause.free(i):
        return None
    low = clause.low
    _refuse_a_lost_whole(clause, i)
    # "half a kilo", "a quarter kilo"
    if low(i) == "half" and low(i + 1) in ("a", "an") and low(i + 2) in UNIT_WORDS:
        return 0.5, UNIT_WORDS[low(i + 2)], i + 3
    if low(i) in ("a", "an") and low(i + 1) in ("half", "quarter") and low(i + 2) in UNIT_WORDS:
        return (0.5 if low(i + 1) == "half" else 0.25), UNIT_WORDS[low(i + 2)], i + 3
    if low(i) in ("half", "quarter") and low(i + 1) in UNIT_WORDS and UNIT_WORDS[low(i + 1)] != "dozen":
        return (0.5 if low(i) == "half" else 0.25), UNIT_WORDS[low(i + 1)], i + 2  # "half kg", "quarter kilo"
    if low(i) == "quarter" and low(i + 1) == "of" and low(i + 2) in ("a", "an") and low(i + 3) in UNIT_WORDS:
        return 0.25, UNIT_WORDS[low(i + 3)], i + 4
    # "a kilo and a half", "a kilo of", "a dozen"
    if low(i) in ("a", "an") and low(i + 1) in UNIT_WORDS and clause.free(i + 1) and (
            low(i + 2) in ("of", "and") or clause.kind(i + 2) == "word"):
        one = UNIT_WORDS[low(i + 1)]
        part = _and_a_fraction(clause, i + 2)
        if part:
            return 1 + part[0], one, i + 2 + part[1]
        if one == "dozen":
            return (12.0, *_of_a_dozen(clause, i + 2))
        return 1.0, one, i + 2
    if low(i) in ("kilo", "kg") and _bare_unit(clause, i):  # "kilo of pears, Tom", "Kilo bananas."
        part = _and_a_fraction(clause, i + 1)
        return (1 + part[0], "kg", i + 1 + part[1]) if part else (1.0, "kg", i + 1)
    if clause.kind(i) != "number" or is_money(clause, i):
        return None
    value = clause.tokens[i].value or 0.0
    j = i + 1
    if low(j) == "/" and clause.kind(j + 1) == "number" and (clause.tokens[j + 1].value or 0) > value > 0:
        value, j = value / (clause.tokens[j + 1].value or 1), j + 2  # "3/4 kg"
    elif clause.kind(j) == "number" and low(j + 1) == "/" and clause.kind(j + 2) == "number":
        numerator, denominator = clause.tokens[j].value or 0, clause.tokens[j + 2].value or 1
        if 0 < numerator < denominator:  # "1 1/2 kg"
            value, j = value + numerator / denominator, j + 3
    part = _and_a_fraction(clause, j)
    if part:  # "two and a half kilos"
        value, j = value + part[0], j + part[1]
    if low(j) in ("quarter", "quarters") and low(j + 1) == "of" and low(j + 2) in ("a", "an"):
        value, j = value / 4, j + 3  # "three quarters of a kilo"
    unit: str | None = None
    if low(j) in UNIT_WORDS and low(j) != "each":
        unit = UNIT_WORDS[low(j)]
        j += 1
        if unit == "dozen":
            value *= 12
            unit, j = _of_a_dozen(clause, j)
        part = _and_a_fraction(clause, j)
        if part:  # "2 kilos and a half"
            value, j = value + part[0], j + part[1]
    elif clause.kind(j) != "word" or low(j) in SELLING_CUES:
        return None  # "(…, 10080)", "pears .95 sell 1.60": a number that is no quantity
    elif low(i - 1) in _PRICE_WORDS:
        return None  # "new price 1.44 …": a figure said as a price, never a weight without its unit
    return value, unit, j


def _refuse_a_lost_whole(clause: Clause, i: int) -> None:
    """"… and a half kilos" with no number before it ("sold ann brown and a half kilos"): the whole
    number was lost (misheard, mistyped), so the half alone is not the quantity."""
    low = clause.low
    at = i + 1 if low(i) in ("a", "an") else i
    unit = low(at + 1)
    if low(at) in ("half", "quarter") and low(i - 1) == "and" and unit in UNIT_WORDS and unit.endswith("s") \
            and UNIT_WORDS[unit] != unit:  # "kilos", never "kg"
        raise NotUnderstood(f"“and {'a ' if at > i else ''}{low(at)} {low(at + 1)}”: how many {low(at + 1)} and "
                            f"a {low(at)}? Say the whole quantity.")


def _of_a_dozen(clause: Clause, j: int) -> tuple[str, int]:
    """What a dozen counts (at j): "a dozen kilos" is 12 kg, "a dozen" alone 12 pieces."""
    unit = UNIT_WORDS.get(clause.low(j)) if clause.low(j) != "each" else None
    return (unit, j + 1) if unit and unit != "dozen" else ("piece", j)


def _bare_unit(clause: Clause, i: int) -> bool:
    """"kilo" with no number, starting a line or a list entry: one kilo. Not "per kilo", "a kilo" (read
    before), "2.40 kilo" or a unit after any other word."""
    before = clause.tokens[i - 1] if i else None
    starts = before is None or (before.kind == "punct" and before.text in (",", ".", ";", ":", "-", "(")) \
        or before.low in ("another", "and", "plus")
    return starts and (clause.low(i + 1) in ("of", "and") or clause.kind(i + 1) == "word")


def _and_a_fraction(clause: Clause, j: int) -> tuple[float, int] | None:
    """"and a half", "and a quarter", "and half" at j: (what it adds, tokens it takes)."""
    low = clause.low
    if low(j) != "and":
        return None
    if low(j + 1) == "a" and low(j + 2) in ("half", "quarter"):
        return (0.5 if low(j + 2) == "half" else 0.25), 3
    if low(j + 1) in ("half", "quarter"):
        return (0.5 if low(j + 1) == "half" else 0.25), 2
    return None
