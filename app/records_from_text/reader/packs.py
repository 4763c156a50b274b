"""Packs weighed as a delivery note writes them: "3 crates x 12kg = 36kg", "5 boxes of 4kg", "2
crates, 10kg each", "2 crates @ 9kg each", "3 x 10kg crates", "3 crates bananas, 13 kg a crate", "6
crates of pears at 11 kg each" are the weight in all (36 kg, 20 kg, 39 kg bananas), rewritten before
reading; a weight beside packs with nothing saying it is one pack's ("2 crates bananas 26kg") is not.
A total said beside them that is not the packs' weight is refused, never picked from.

A price said by the pack ("$11 a box", "16.50/crate", "13.20 per box") is the pack's, not a
kilo's: after packs of a known weight in the same line it is that price over the pack's weight
("2.2 a kg"); with no pack weight said it is refused, never read as the price of a kilo."""

from __future__ import annotations

import re

from app.records_from_text.drafts import NotUnderstood
from domain.rules import quantity_text

_N = r"\d+(?:\.\d+)?"
_KG = r"\s*(?:kg|kgs|kilos?)\b"
_PACK_WORDS = ("crate", "box", "tray", "bag", "punnet", "sack", "case", "carton")
_PACKS = r"(?:crates?|box(?:es)?|trays?|bags?|punnets?|sacks?|cases?|cartons?)"
_BEFORE = r"(?:x|×|of|@|at)"  # "3 crates x 12kg", "2 crates at 8 kg": the weight of one
_AFTER = rf"(?:each\b|(?:/|\ba\b|\bper\b)\s*{_PACKS}\b)"  # "18kg each", "13 kg a crate", "10kg/crate"
_WEIGHED = re.compile(
    rf"(?<![\w.])(?P<n>\d+)\s*(?P<pack>{_PACKS})\s*(?:of\s+)?(?:(?P<product>[A-Za-z]+)\s*,?\s*)??"
    rf"(?:{_BEFORE}\s*(?P<each>{_N}){_KG}(?:\s+{_AFTER})?|,?\s*(?P<each2>{_N}){_KG}\s*{_AFTER})"
    rf"(?:\s*=\s*(?P<all>{_N}){_KG})?", re.I)
# "3 x 10kg crates" is "3 crates x 10kg"; "crate costs 12.80" is "12.80 a crate"
_TIMES = re.compile(rf"(?<![\w.])(?P<n>\d+)\s*(?:x|×)\s*(?P<each>{_N}){_KG}\s*(?P<pack>{_PACKS})\b", re.I)
_COSTS = re.compile(rf"\b(?:(?:a|each|the|per)\s+)?(?P<pack>{_PACKS})\s+costs?\s+(?P<cur>[$£€]?)(?P<price>{_N})",
                    re.I)
# "$11 a box", "16.50/crate", "13.20 per box", "£9 per crate"
_PER_PACK = re.compile(rf"(?P<cur>[$£€]?)(?P<price>{_N})\s*(?:/|\ba\b|\bper\b|\bthe\b)\s*(?P<pack>{_PACKS})\b",
                       re.I)
_LINE_END = re.compile(r"[;\n]")
# "two 250g punnets of strawberries", "3 x 500 g bags": packs of a weight in grams are that weight in all
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_IN_GRAMS = re.compile(rf"(?<![\w.])(?P<n>\d+|{'|'.join(_COUNTS)})\s*(?:x|×)?\s*(?P<each>\d+)\s*(?:g|grams?)\s+"
                       rf"(?P<pack>{_PACKS})\b", re.I)


def _in_grams(match: re.Match[str]) -> str:
    n = match.group("n").lower()
    return f"{(_COUNTS[n] if n in _COUNTS else int(n)) * int(match.group('each'))} g"


def _stem(pack: str) -> str:
    low = pack.lower()
    return next(word for word in _PACK_WORDS if low.startswith(word))


def weigh_packs(text: str) -> str:
    text = _IN_GRAMS.sub(_in_grams, _TIMES.sub(lambda m: f"{m.group('n')} {m.group('pack')} x {m.group('each')} kg",
                                               text))
    text = _COSTS.sub(lambda m: f"{m.group('cur')}{m.group('price')} a {m.group('pack')}", text)
    out: list[str] = []
    last = 0
    for match in _WEIGHED.finditer(text):
        each = float(match.group("each") or match.group("each2"))
        total = int(match.group("n")) * each
        said = match.group("all")
        if said is not None and abs(float(said) - total) > 0.0005:
            raise NotUnderstood(f"“{match.group()}”: the packs make {quantity_text(total)} kg, not {said}; say "
                                "which is right.")
        end = _LINE_END.search(text, match.end())
        line_end = end.start() if end else len(text)
        product = f" {match.group('product')}" if match.group("product") else ""
        out += [text[last:match.start()], f"{quantity_text(total)} kg{product}",
                _per_kilo(text[match.end():line_end], _stem(match.group("pack")), each)]
        last = line_end
    rewritten = "".join(out) + text[last:]
    unweighed = _PER_PACK.search(rewritten)
    if unweighed:
        raise NotUnderstood(f"“{unweighed.group()}” is a price by the {_stem(unweighed.group('pack'))}: say how "
                            "many kg are in one, or the price a kg.")
    return rewritten


def _per_kilo(rest: str, pack: str, each: float) -> str:
    """The prices by this pack in the rest of its line, made prices a kilo."""
    def kilo(match: re.Match[str]) -> str:
        if _stem(match.group("pack")) != pack or each <= 0:
            return match.group()
        return f"{match.group('cur')}{round(float(match.group('price')) / each, 4):g} a kg"

    return _PER_PACK.sub(kilo, rest)
