"""What an end-of-day recap says around its records: "Quiet day.", "End of day:", "Busy one today,",
"Recap:", "Long day." A sentence, or the words opening one before a colon or a comma, that names
nothing the shop knows, says no quantity, amount, date or kind of record, and holds no doubt,
denial or plan, is dropped before reading. Anything else is left for the reader (and refused
there if it cannot be placed)."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import TITLES, match_person, match_product, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.dates import DATE_RX
from app.records_from_text.reader.labels import drop_label
from app.records_from_text.reader.shorthand import NOTE_FIRST
from domain.units import UNIT_WORDS

_MAX_WORDS = 5
# How a recap frames itself: every word of a dropped part is one of these (or a filler); an unknown
# word ("Transfer to other shop:") may say what the record is, so it is never dropped.
CHATTER = {"recap", "summary", "update", "roundup", "wrap", "quiet", "busy", "slow", "long", "short", "early",
           "late", "start", "end", "done", "finished", "over", "day", "days", "quick", "one", "only", "two",
           "three", "few", "customers", "today", "tonight", "morning", "afternoon", "evening", "night", "so", "far",
           "good", "great", "nice", "ok", "okay", "right", "here", "goes", "another", "the", "of", "a", "for",
           "it", "its", "it's", "is", "was", "been", "has", "what", "happened", "week", "shift", "my", "our",
           "hi", "hello", "hey", "boss", "all", "not", "bad", "much", "lots", "lot", "going", "on", "sent",
           "rundown", "steady", "catch", "up", "weekend", "first", "second", "third", "batch",  # "first lot:"
           # how busy it was: "mad morning!!", "tills were mental."
           "mad", "mental", "manic", "hectic", "crazy", "rammed", "heaving", "nonstop", "tills", "till", "were"}
# a whole sentence ("Quiet day."), or a sentence's opening words before ":" or "," ("Recap: …")
_SENTENCE = re.compile(r"(?:^|(?<=[.!;])(?=\s)|(?<=\n))(?P<lead>[^.!;:,\n?]+)(?P<end>[.!;:,][.!]*(?=\s|$)|$|(?=\n))")
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
# words that say what happened, or cast doubt on it: never chatter
_TELLING = (lexicon.SALE | lexicon.PURCHASE | lexicon.RETURN | lexicon.ADJUST | lexicon.PRICE | lexicon.NOTE
            | lexicon.UNSURE | lexicon.FUTURE | lexicon.NEGATION | set(UNIT_WORDS) | TITLES
            | {"team", "staff", "everyone", "remind", "tell", "ask", "keep", "hold", "new", "paid", "pay", "owes",
               "owe", "debt", "tab", "account", "credit", "price", "total", "invoice", "each"}) - {"today", "day"}


def drop_chatter(text: str, known: Known) -> str:
    if NOTE_FIRST.match(text):
        return text
    text = drop_label(text, known)  # "Stockroom report: …"
    out, last = [], 0
    for match in _SENTENCE.finditer(text):
        if match.group("lead").strip() and _is_chatter(match.group("lead"), known) \
                and not _dates_what_follows(match, text):
            out.append(text[last:match.start()])
            last = match.end()
    if not out:
        return text
    kept = "".join(out) + text[last:]
    return kept.strip() if re.search(r"[A-Za-z]", kept) else text  # all chatter: the reader says so


def _dates_what_follows(match: re.Match[str], text: str) -> bool:
    """"Yesterday, …. Today: Luis 3kg mangoes": "today" says a day apart from another one said."""
    if not DATE_RX.search(match.group("lead")):
        return False
    return any(m.group(0).lower() != "today" for m in DATE_RX.finditer(text)
               if m.end() <= match.start() or m.start() >= match.end())


def _is_chatter(lead: str, known: Known) -> bool:
    words = _WORD.findall(re.sub(r"(?i)\bcatch[\s-]*up\b", "catch", lead))  # "up" here raises no price
    if not words or len(words) > _MAX_WORDS or re.search(r"\d|[$£€@%&+]", lead):
        return False
    if any(w.lower() not in CHATTER for w in words):
        return False
    if DATE_RX.search(lead) and not re.fullmatch(r"(?i)[\w\s']*\btoday\b[\w\s']*", lead):
        return False  # "Wednesday recap:" dates what follows
    if len(words) >= 2 and all(w[:1].isupper() for w in words):
        return False  # "Nadia Rossi,": a name
    products = list(known.products)
    customers = [c["name"] for c in known.customers]
    suppliers = [s["name"] for s in known.suppliers]
    for word in words:
        low = word.lower()
        if low in _TELLING or low in lexicon.PARTIAL - {"one"}:
            return False
        if len(low) > 2 and (match_product(low, products) or match_person(low, customers)
                             or match_supplier(low, suppliers)):
            return False
    return True
