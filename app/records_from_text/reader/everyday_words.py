"""Everyday words around an otherwise complete record ("the crate slid in the van", "she asked in
pounds lol", "heads up") are tolerated instead of refusing the whole message for a word no list
holds. A clause's unplaced words are let through, all of them or none, only when:

- the clause says what happened with a word the reader knows (a cue), not a note's, and has its
  lines, each with its product (or is a return naming who): never a price change on its own;
- each is a plain lower-case word (no name, figure or code), at most three of them;
- none stands next to a figure, a product's line or "of" (a unit, "a punnet of"; a kind of the
  product, "dried mango"), nor right after "to"/"for"/"from"/"by"/"with" (a party) or
  "on"/"as (a)"/"in"/"with a" (the terms the goods went on: "on trust", "as a favour", "with a
  voucher"), nor right before a customer's surname said alone ("xavier davis": maybe someone new);
- none is cut short with an apostrophe before it ("'alf": maybe "half"), nor a word that changes
  what happened (BLOCKED: a doubt, a denial, a plan, a want or an
  order, a correction, an exchange, an exception, a price or a cost, an amount, who pays, a word
  of time), nor starts with "un" or ends in "nt" ("unpaid", "wasnt"), nor is an adverb in "-ly"
  ("nearly", "partly", "quickly": how it happened, or whether), nor close to a day word ("wensdy":
  a day misspelt, never to be passed over and the record dated today);
- the clause holds no word that twists its lines ("at cost", "in exchange", "fyi") and is no
  count (whether a count's figure is the count or the difference rests on every word);
- none looks like a product, customer or supplier the shop knows, mistyped.

Anything else is left unplaced, and refused naming the word, as before."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_person, match_product, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.day_slips import looks_like_a_day

_MAX = 3
_PARTY_BEFORE = {"to", "for", "from", "by", "with", "via", "named", "called"}
BLOCKED = (lexicon.UNSURE | lexicon.FUTURE | lexicon.NEGATION | lexicon.PARTIAL | {
    # doubt, hearsay
    "believe", "thought", "seems", "seemed", "apparently", "supposedly", "reckon", "assume", "assumed", "hope",
    "hoping", "guessing", "estimate", "estimated", "could", "can", "cant", "cannot", "unless", "if", "until",
    "approx", "circa", "allegedly", "reportedly", "nearly", "almost", "barely", "hardly", "suppose", "supposed",
    "imagine", "hypothetical", "example", "test", "testing", "practice", "demo", "pretend", "tried", "trying",
    # denial, undoing, correcting
    "nothing", "none", "nobody", "nor", "neither", "without", "except", "excluding", "minus", "instead", "rather",
    "sorry", "actually", "wait", "hang", "meant", "mean", "correction", "correct", "corrected", "typo", "undo",
    "void", "voided", "error", "wrongly", "fixed", "fix", "amend", "amended", "update", "updated", "redo",
    "declined", "refused", "rejected", "disregard", "delete", "deleted", "remove", "erase", "skip", "already",
    "duplicate", "duplicated",
    # when: a word of time may move the day ("sometime last week")
    "sometime", "someday", "week", "weeks", "month", "months", "year", "earlier", "recently", "lately", "ago",
    "previously", "before", "after", "since", "last", "past", "prior", "overnight", "weekend",
    # plans, wants, orders, keeping for later
    "want", "wanted", "asked", "asks", "ask", "request", "requested", "requests", "need", "needs", "needed", "wish",
    "order", "orders", "ordering", "hold", "held", "holding", "keep", "kept", "keeping", "save", "saved", "aside",
    "collect", "collecting", "deliver", "delivering", "send", "sending", "expect", "expected", "expecting", "due",
    "upcoming", "tonight", "eventually", "afterwards", "awaiting", "waiting", "pending", "preorder", "promised",
    "trust", "approval", "favour", "favor", "tick", "advance", "deposit", "consignment", "trial", "lieu", "layaway",
    # the staff's own use, or a message to them ("staff: 1kg pears binned")
    "staff", "employee", "employees", "team", "everyone", "everybody", "colleague", "colleagues",
    # exchanges and other parties' hands
    "swap", "swapped", "exchange", "exchanged", "replace", "replaced", "replacement", "switch", "switched", "change",
    "changed", "return", "returning", "back", "lent", "loan", "borrowed", "borrow", "shared", "split",
    "owes", "owe", "owed", "owing", "tab", "credit", "account", "debt", "invoice", "invoiced", "bill", "billed",
    # prices, costs, givings
    "price", "priced", "prices", "cost", "costs", "costing", "charge", "charged", "free", "gratis", "gift", "gifted",
    "donated", "donate", "donation", "discount", "discounted", "off", "reduced", "sale", "offer", "deal", "promo",
    "cheap", "cheaper", "dear", "markdown", "comp", "complimentary", "house", "refund", "refunded", "cash", "card",
    # amounts, parts, containers and units
    "each", "per", "extra", "more", "less", "fewer", "quarter", "dozen", "double", "twice", "triple", "only", "just",
    "short", "missing", "remaining", "left", "leftover", "rest", "total", "whole", "most", "same", "again", "another",
    "other", "else", "both", "all", "every", "many", "several", "lot", "lots", "load", "loads", "bit", "bits",
    "punnet", "punnets", "box", "boxes", "bag", "bags", "crate", "crates", "tray", "trays", "bunch", "bunches",
    "piece", "pieces", "pack", "packs", "tub", "tubs", "basket", "baskets", "handful", "carton", "cartons", "sack",
    "sacks", "case", "cases", "pcs", "pc", "net", "gross", "tare", "weight", "weighed", "scale",
    "zero", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand",
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
})
# A clause with one of these anywhere (known to the reader or not) is read as before: the record may
# not be what its lines say ("at cost", "in exchange"), and an unknown word may be the one telling how.
_TWISTS = {"cost", "costs", "free", "gratis", "gift", "gifted", "discount", "discounted", "donated", "charity",
           "comp", "complimentary", "loan", "lent", "borrowed", "swap", "swapped", "exchange", "exchanged",
           "instead", "except", "minus", "without", "credit", "tab", "owes", "owed", "fyi", "info"}
# Counts: whether a figure is the count or the difference rests on every word ("found 30 kg", "extra")
# ... and so does a loss or a gain ("tipped over", "2 kg over")
_COUNTING = lexicon.REASONS["stock count"] | lexicon.MORE_STOCK | {"weighed", "recount", "stocktake", "over", "under",
                                                                   "above", "below", "higher", "lower"}
_SHORT_DAYS = {"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"}  # lower case: maybe words
_WORD = re.compile(r"[a-z]{3,}")


def tolerate_everyday_words(clause: Clause, known: Known) -> None:
    free = [i for i, (t, used) in enumerate(zip(clause.tokens, clause.used)) if used is None and t.kind != "punct"]
    if not free or len(free) > _MAX or not clause.cues - {"note"}:
        return
    if clause.words & (_TWISTS | _COUNTING) or "note" in clause.cues:
        return
    if any(used == "date" and t.text in _SHORT_DAYS for t, used in zip(clause.tokens, clause.used)):
        return  # "her dog sat outside": a day read from a word, with words no one placed around it
    customers = [p for p in clause.parties if p.role != "supplier"]
    if not (clause.items and all(i.product for i in clause.items) or "return" in clause.cues and customers):
        return
    near = {j for item in clause.items for j in range(item.start - 1, item.end + 1)}
    near |= {j for index, _ in clause.mentioned for j in (index - 1, index, index + 1)}
    # "xavier davis got …": a word before a customer's surname said alone may be a first name the shop
    # does not know, someone else than the one it knows by that surname
    near |= {p.start - 1 for p in clause.parties if p.end - p.start == 1 and p.role != "supplier" and any(
        len(n.split()) > 1 and n.split()[-1].lower() == p.typed.lower() for n in (p.known, *p.choices) if n)}
    for index in free:
        if not _everyday(clause, index, near, known):
            return
    for index in free:
        clause.use(index, index + 1, "everyday")


def _everyday(clause: Clause, index: int, near: set[int], known: Known) -> bool:
    token = clause.tokens[index]
    if token.kind != "word" or not _WORD.fullmatch(token.text) or token.low in BLOCKED or index in near:
        return False
    if token.low.startswith("un") or token.low.endswith("nt"):  # "unpaid", "unconfirmed", "wasnt"
        return False
    if looks_like_a_day(token.low):  # "wensdy": a day the reader could not read, never passed over
        return False
    if index and clause.tokens[index - 1].text == "'" and clause.tokens[index - 1].end == token.start:
        return False  # "'alf": a word cut short, maybe one that changes what happened ("half")
    if len(token.low) >= 5 and token.low.endswith("ly"):  # how it was done: "nearly", "partly", "quickly"
        return False
    if clause.kind(index - 1) == "number" or clause.kind(index + 1) == "number" or any(
            clause.kind(j) == "number" and clause.kind((j + index) // 2) != "punct" for j in (index - 2, index + 2)):
        return False  # next to a figure, or one word from it ("2 punnet strawberries"); a comma between parts them
    if clause.low(index + 1) == "of" or clause.low(index - 1) in _PARTY_BEFORE:
        return False
    # the terms it went on: "on trust", "as a favour", "in lieu", "with a voucher"
    if clause.low(index - 1) in ("on", "as", "in") or (clause.low(index - 1) in ("a", "an")
                                                         and clause.low(index - 2) in ("on", "as", "with")):
        return False
    people = [c["name"] for c in known.customers]
    return not (match_product(token.low, list(known.products)) or match_person(token.low, people)
                or match_supplier(token.low, [s["name"] for s in known.suppliers]))
