"""What a careful writer remarks beside a record: who a customer is ("Mr Haddad, a most loyal
patron, …", "(the restaurateur)"), why they bought ("for his daughter's birthday cake"), how it
went (", wrapped separately", ", as is her habit", ", the scoundrel") or that it is late ("; I
omitted to enter it at the time", "which I neglected to enter"). Such a remark, set apart by
commas, brackets or a semicolon (or opening with "which", "being", "as is" or "for his/her …"
at a sentence's end, or "owing to …," opening one), is dropped when every word in it is one the
reader has no use for or a filler: no figure, no date, nothing the shop knows, no word of a record's kind, and no doubt,
denial, plan or word that changes a record's meaning ("void", "discount", "on tab", "only").
Anything else is left for the reader, and refused there if it cannot be placed."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import TITLES, match_person, match_product, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.dates import DATE_RX
from app.records_from_text.reader.free_goods import FREE_WORDS, says_free, says_free_around
from app.records_from_text.reader.shorthand import NOTE_FIRST

_MAX_WORDS = 8
# Unknown words that would change what a record says if it were dropped with them.
MEANING = {
    "void", "voided", "delete", "deleted", "disregard", "duplicate", "twice", "double", "error", "reversed",
    "reverse", "exchange", "exchanged", "swap", "swapped", "replaced", "replacement", "promo", "promotion",
    "discount", "discounted", "offer", "special", "deal", "complimentary", "gratis", "gift", "donated",
    "donation", "charity", "owes", "owed", "owing", "unpaid", "tab", "deposit", "layby", "pending", "tentative",
    "estimate", "estimated", "approx", "tbc", "tba", "unconfirmed", "hold", "held", "quote", "quoted",
    "reduced", "only", "till", "until", "except", "excluding", "instead", "actually", "rather", "correction",
    "typo", "staff", "employee", "trial", "test", "testing", "example", "pretend", "if", "unless", "every",
    "week", "weekend", "month", "each", "per", "returned", "return", "refund", "half", "partly", "price",
    "paid", "pay", "charge", "charged", "kept", "keep", "back", "again", "else", "other", "another", "also",
    "hypothetically", "supposedly", "allegedly", "apparently", "reportedly", "presumably", "theoretically",
    "draft", "practice", "imaginary", "fake", "joke", "joking", "kidding", "cancelled", "spare",
} | FREE_WORDS
_REMARK = re.compile(
    r"^\s*(?P<opening>(?:owing|due)\s+to\s[^,;.()\n]+),"  # "Owing to the dearness of the wholesale market, …"
    r"|\((?P<bracket>[^()]*)\)"  # "(the restaurateur)"
    # "Mr Haddad, a most loyal patron, acquired": its closing comma left for the next remark to open with
    # (", all of them, said they were too tart"), and taken with the remark when it is dropped
    r"|(?<=[A-Za-z]),(?P<between>[^,;.()\n]+)(?=,\s)"
    r"|,(?P<last>[^,;.()\n]+)(?=[.;!](?!\w)|$)"  # "…, wrapped separately."
    r"|;(?P<after>[^;()\n]+?)(?:[.!](?!\w)|$)"  # "…; I omitted to enter it at the time."
    # "… for the restaurant.", "… on his way to work": who it was for, or when they passed by, at the end
    r"|\s(?P<tail>(?:which|being|as\s+is|for\s+(?:his|her|their|the)\s|on\s+(?:his|her|their)\s+way\s)"
    r"[^,;.()\n]*)(?=[.;!](?!\w)|$)", re.I)
# A full stop ends a remark only where no word follows it ("fatima.y@example.com" is no sentence end).
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
_TAKE_COMMA = "\x00"  # where a remark between commas was dropped: the comma after it goes too
# what stands before a new customer's or supplier's name set off by commas
_NAME_SLOT = re.compile(r"\b(?:customer|supplier)\s*$", re.I)


def drop_remarks(text: str, known: Known, vocabulary: set[str]) -> str:
    if NOTE_FIRST.match(text):
        return text

    def dropped(match: re.Match[str]) -> str:
        said = next(g for g in match.groups() if g is not None)
        said = re.sub(r"^\s*(?:owing|due)\s+to\s", "", said, flags=re.I)  # the cause it gives is the remark
        if match.group("between") is not None and _NAME_SLOT.search(match.string, 0, match.start()):
            return match.group()  # "new customer, priya nair, phone …": the name, typed in lower case
        if not _only_a_remark(said, known, vocabulary) or says_free_around(match.string, match.start(), match.end()):
            return match.group()
        if match.group("between") is not None:
            return _TAKE_COMMA
        if match.group("after") is not None:
            return "."
        return ""

    kept = _REMARK.sub(dropped, text).replace(_TAKE_COMMA + ",", "")
    return re.sub(r"\s+([.,;!])", r"\1", kept).strip() if kept != text else text


def _only_a_remark(said: str, known: Known, vocabulary: set[str]) -> bool:
    words = _WORD.findall(said)
    if says_free([w.lower() for w in words]):
        return False  # ", on the house": the sale was no sale
    if not words or len(words) > _MAX_WORDS or re.search(r"[\d$£€@%&+=/]", said) or DATE_RX.search(said):
        return False
    if any(w[:1].isupper() and w != "I" for w in words):
        return False  # ", name Nadia Rossi,": a name may be new to the shop
    unknown = 0
    for word in words:
        low = word.lower()
        if low in lexicon.FILLERS and low not in MEANING:
            continue
        if low in vocabulary or low in MEANING or low in TITLES or low in lexicon.UNSURE | lexicon.FUTURE \
                | lexicon.NEGATION | lexicon.PARTIAL:
            return False
        if match_product(low, list(known.products)) or match_person(low, [c["name"] for c in known.customers]) \
                or match_supplier(low, [s["name"] for s in known.suppliers]):
            return False
        unknown += 1
    return unknown > 0
