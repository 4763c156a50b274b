"""Checks on a clause before its parts are found: a quantity below zero or a list with a gap is
refused, and the words after a write-off's last colon are its reason."""

from __future__ import annotations

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.hints import HINTS
from app.records_from_text.reader.lexicon import REASONS

_MINUS = ("-", "\u2212")  # a hyphen, or the minus sign a spreadsheet or a word processor writes


def refuse_holes_and_signs(clause: Clause) -> None:
    tokens = clause.tokens
    for index, token in enumerate(tokens):
        after = tokens[index + 1] if index + 1 < len(tokens) else None
        if token.text in _MINUS and after is not None and after.kind == "number" and after.start == token.end and (
                index == 0 or tokens[index - 1].end < token.start) and not (
                (_SIGNED_ADJUSTMENT | _LOSS_SAID) & {t.low for t in tokens}):
            raise NotUnderstood("A quantity below zero cannot be recorded; say what happened instead.")
        gap_after = ("to", "from", ",") if token.low == "," else ("to", "from", "and", ",")
        to_be = after is not None and after.low == "to" and index + 2 < len(tokens) and tokens[index + 2].low in (
            "be", "sell", "retail")  # ", to be retailed at", ", to sell for"
        if token.low in ("and", ",", "&") and not to_be and (after.low in gap_after if after else token.low != ","):
            raise NotUnderstood("The list has a gap; say every item.", HINTS["sale"])


# Words of a count or a correction, where a quantity below zero is the stock it takes away
_SIGNED_ADJUSTMENT = {"count", "correction", "adjusted", "adjustment", "adjust", "shrinkage", "recount", "stocktake",
                      "variance", "inventory"}
# … or of a loss, whose minus is the stock lost ("-1.5 bananas damaged"); never "dropped" (off, by a driver)
_LOSS_SAID = {"mouldy", "moldy", "rotten", "damaged", "stolen", "spoiled", "spoilt", "expired", "bruised", "crushed",
              "smashed", "broken", "squashed", "wasted", "binned", "thrown", "discarded"}


def reason_after_colon(clause: Clause) -> None:
    """"Wrote off 4 kg bananas yesterday: damaged in transport": the words after the last colon
    are an adjustment's reason, kept as written (if they are only words)."""
    _drop_reason_labels(clause)
    colons = [i for i, t in enumerate(clause.tokens) if t.text == ":"]
    if not colons:
        return
    start = colons[-1] + 1
    rest = [i for i in range(start, len(clause.tokens)) if clause.tokens[i].text not in (".", "!")]
    if not rest or any(clause.tokens[i].kind != "word" or not clause.free(i) for i in rest):
        return
    if not ({"threw", "wrote", "written", "removed", "added", "found", "binned", "count", "stock", "adjusted",
             "discarded", "lost", "stolen"} & {t.low for t in clause.tokens[:start]}):
        return
    clause.reason = " ".join(clause.tokens[i].text for i in rest).lower()
    for word in clause.reason.split():
        clause.words.add(word)
    clause.use(start - 1, rest[-1] + 1, "reason")


_LABELS = {"reason", "cause", "condition"}
_REASON_SAID = set().union(*REASONS.values())


def _drop_reason_labels(clause: Clause) -> None:
    """"…, reason: stock count", "cause: theft", "reason code SPL (spoiled)": a clerk's label before a
    reason the reader knows says nothing more; before any other word it is left, to be named back."""
    low = clause.low
    for i, token in enumerate(clause.tokens):
        if token.low not in _LABELS or not clause.free(i):
            continue
        end = i + 1
        if token.low == "reason" and low(end) == "code" and clause.kind(end + 1) == "word" \
                and clause.tokens[end + 1].text.isupper() and low(end + 2) == "(":
            end += 2  # "reason code SPL (spoiled)": the code, then its reason in words
        elif low(end) == ":":
            end += 1
        else:
            continue
        if low(end) == "(":
            end += 1
        if low(end) in _REASON_SAID or low(end) == "stock" and low(end + 1) in _REASON_SAID:  # "stock count"
            clause.use(i, end if low(end - 1) != "(" else end - 1, "filler")
