"""A stock adjustment's record from its line: a loss with its reason, a gain found, or a count said as what is
there (settled against the stock) or against the books ("20 kg, less than the system says")."""

from __future__ import annotations

from typing import Any

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.clause import Clause, Item
from app.records_from_text.reader.counts import COUNTED
from app.records_from_text.reader.hints import HINTS
from domain.rules import quantity_text

_REMOVED = {"threw", "thrown", "throw", "binned", "spoiled", "spoilt", "rotten", "rotted", "mouldy", "moldy",
            "stolen", "stole", "damaged", "bruised", "crushed", "wasted", "expired", "discarded", "dumped", "lost",
            "missing", "short", "less", "fewer", "samples", "tasting", "gave", "removed", "wrote", "written",
            "chucked", "tossed", "trashed", "ditched", "disposed", "pinched", "tasters", "under"}


_LOSSES = {"spoiled", "mouldy", "rotten", "stolen", "samples", "damaged", "lost"}  # reasons only stock going gives
_WEAK_REASONS = {"off", "lost", "bin", "binned"}  # say that it went, not why
# A count said with none of these is the count itself ("stock count apples 30 kg"), not a difference.
_COUNT_WORDS = {"count", "counted", "recount", "recounted", "stocktake", "check", "checked"}
_COUNTED_WORDS = {"counted", "recounted", "weighed"}  # "counted at 25 kg": what is there, whatever else is said
_DIFFERENCE = lexicon.MORE_STOCK | _REMOVED | {"up", "down", "by", "shrinkage", "variance", "adjustment", "adjust",
                                               "adjusted", "correction", "loss", "gain", "off", "difference"}


def _off_only_written(clause: Clause) -> bool:
    """Every "off" is a write-off's ("please write off 1 kg pears"): it says the stock went, not why
    (as "went off" would)."""
    offs = [i for i, t in enumerate(clause.tokens) if t.low == "off"]
    return bool(offs) and all(clause.low(i - 1) in _WRITE or clause.low(i - 1) == "-" and clause.low(i - 2) in _WRITE
                              for i in offs)


_WRITE = {"write", "wrote", "written", "writing", "writes"}


def adjustment(item: Item, clause: Clause, day: str, own: set[str], theirs: set[str]) -> dict[str, Any]:
    """One line of a stock adjustment: its reason from its own words first ("1 kg grapes went
    mouldy and 2 kg bananas spoiled"), then from words no other line owns, then the clause's; out
    of stock unless it says it was found over ("found 1 kg extra", "+2 kg"), added, or counted more. Its product
    is settled first (records.build)."""
    # "off" says little ("nicked 2 kg grapes off the stall"): only a reason when nothing else says one
    # … and "lost" or "bin" says only that it is gone ("dropped a tray of cherries, 1.5 kg lost": damaged;
    # "pears have mould, 1 kg to the bin": mouldy)
    strong_own, strong_clause = own - _WEAK_REASONS, clause.words - _WEAK_REASONS - (theirs - own)
    words_said = clause.words - ({"off"} if _off_only_written(clause) else set())
    reason = clause.reason or next(
        (r for words in (strong_own, strong_clause, own - (clause.words - words_said), words_said)
         for r in lexicon.REASON_ORDER if lexicon.REASONS[r] & words), None)
    if reason is None and lexicon.THROWN & clause.words:
        reason = "spoiled"
    if reason is None and {"gave", "away"} <= clause.words:
        reason = "gift"
    if reason is None:
        raise NotUnderstood("Say why the stock changed (spoiled, stolen, stock count…).", HINTS["stock_adjustment"])
    sign_at = item.start - 1
    number = next((i for i in range(item.start, item.end) if clause.kind(i) == "number"), item.start)
    if clause.tokens[item.start].kind == "word" and clause.low(number - 1) in ("+", "-"):
        sign_at = number - 1  # "grapes -1.2 kg", "pears, +0.5 kg": the product, then the signed quantity
    signed = clause.low(sign_at)
    if signed == "+" and sign_at == item.start - 1 and clause.tokens[sign_at].end < clause.tokens[item.start].start \
            and any(other.end <= sign_at for other in clause.items):
        signed = ""  # "2kg strawb rotten + 1kg cherry mouldy": a "+" between two lines joins them, no sign
    if signed == "-" and sign_at == item.start - 1 and clause.tokens[item.start].kind == "word" \
            and reason == "stock count" and clause.tokens[sign_at].end < clause.tokens[item.start].start:
        signed = ""  # "stock count before opening - grapes 22.5 kg": a dash before the product, no sign
    if signed == "-" and clause.tokens[sign_at].end < clause.tokens[sign_at + 1].start \
            and reason == "stock count" and not _DIFFERENCE & clause.words:  # "pears - 20 kg": a dash, or a minus?
        said = f"- {quantity_text(item.quantity)} {item.unit or 'kg'}"
        raise NotUnderstood(f"Is “{said}” what was counted, or that much less? Write “counted 20 kg” or “-1 kg”.",
                            HINTS["stock_adjustment"])
    # "found" adds stock only as a count finds it ("found 1 kg extra"); a loss found is a loss ("found
    # mould on 2 kg pears", "found 1 kg grapes crushed")
    adds = lexicon.MORE_STOCK - ({"found"} if reason in _LOSSES else set())
    if signed in ("+", "-"):
        more = signed == "+"
    elif (adds | _REMOVED) & own:  # its own words first: "bananas 2 kg over, pears 1 kg under"
        more = bool(adds & own) and not (_REMOVED & own)
    elif reason == "stock count" and len({"up", "down"} & clause.words) == 1:
        more = "up" in clause.words  # "stock count: apples up by 0.5 kg"
    else:
        more = bool(adds & clause.words) and not (_REMOVED & clause.words)
    record: dict[str, Any] = {"kind": "stock_adjustment", "date": day, "product": item.product,
                              "quantity": round(item.quantity if more else -item.quantity, 3), "reason": reason}
    # "stock count on the 27th found 23 kg of grapes": what the count found there, no more than that
    # (… "and found exactly thirty kilograms": a word for how exact it is may stand between)
    found_at = item.start - 1 - (clause.low(item.start - 1) in ("exactly", "just"))
    counted_at = clause.low(found_at) == "found" and not (_DIFFERENCE - {"found"}) & clause.words \
        and any(clause.low(i) in _COUNT_WORDS for i in range(found_at))
    if counted_at:
        more = False
    counted_at = counted_at or clause.kind(item.start) == "number" and (
        clause.low(item.start - 1) in _COUNTED_WORDS
        or clause.low(item.start - 1) in ("at", "to") and clause.low(item.start - 2) in _COUNTED_WORDS)
    if reason == "stock count" and signed not in ("+", "-") and (counted_at or _COUNT_WORDS & clause.words
                                                                 and not _difference_said(clause)):
        # "recount: bananas 29 kg" says what is on the shelf, not what went: settled against the stock
        record.update(quantity=item.quantity, **{COUNTED: True})
    compared = _against_books(clause, item) if reason == "stock count" and signed not in ("+", "-") else None
    if compared:  # "recount pears: 20 kg, less than the system says": what is there, below the books
        if len(clause.items) > 1:
            raise NotUnderstood("Say each count on its own line, or the difference (“pears -1 kg”).",
                                HINTS["stock_adjustment"])
        record.update(quantity=item.quantity, **{COUNTED: compared})
    if item.unit:
        record["unit"] = item.unit
    return record


def _difference_said(clause: Clause) -> bool:
    """Whether a count's quantities are what changed. A correction made "per (the physical) count"
    ("Correction to stock per physical count: bananas 29 kg") corrects the stock to what was counted."""
    words = _DIFFERENCE & clause.words
    per_count = any(clause.low(i) == "per" and "count" in {clause.low(i + 1), clause.low(i + 2), clause.low(i + 3)}
                    for i in range(len(clause.tokens)))
    return bool(words - {"correction", "adjustment", "adjusted"} if per_count else words)


_ABOVE, _BELOW = {"more", "higher", "over", "above"}, {"less", "fewer", "lower", "under", "below"}
_BOOKS = {"system", "sys", "computer", "books", "book", "records", "expected", "figure", "figures"}


def _against_books(clause: Clause, item: Item) -> str | None:
    """"+" or "-" when a count's quantity is said apart from a comparison with the books ("31 kg, more
    than the system says"): the quantity is what is there, and the books are above or below it. A
    quantity said right before the comparison ("2 kg more than the system") is the difference."""
    for i in range(len(clause.tokens)):
        if clause.low(i) == "than" and clause.low(i - 1) in _ABOVE | _BELOW and i - 1 > item.end \
                and {clause.low(j) for j in range(i + 1, i + 4)} & _BOOKS:
            return "+" if clause.low(i - 1) in _ABOVE else "-"
    return None
