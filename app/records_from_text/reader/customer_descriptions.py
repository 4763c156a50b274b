"""Who a customer is, said around their name by staff who know them by sight: "Ken from the garage",
"Sue the nurse", "Mrs Brown with the pram", "Bob (the one with the dog)", "the student, Mei, …",
"that tall guy Omar". The description says nothing about the record, so it is dropped, but only
beside a name the shop knows (or a full name before "(friend of …)"), and only when each of its words
is an everyday word: never a product, a unit, a number, a date, a word the reader reads ("returned",
"owes", "tomorrow"), or another customer's or supplier's name. "the chef, 3kg oranges" names nobody
and is left for the reader to refuse."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import TITLES
from app.records_from_text.reader import lexicon

# words that say which goods or which sale, not who: "Bob the same again", "Tom from the last lot"
_NOT_A_DESCRIPTION = {"same", "usual", "lot", "rest", "other", "one", "ones", "first", "last", "next", "previous",
                      "order", "sale", "delivery", "invoice", "box", "crate", "tray", "bag", "bags", "punnet",
                      "week", "weekend", "morning", "afternoon", "evening", "night", "day", "market", "stall",
                      "van", "shop", "till", "back", "front", "fridge", "cooler", "stock", "shelf", "freezer"}
_WORD = r"[a-z]+"
_VERBS = r"(?:had|took|bought|got|brought|returned|picked)\b"
_AFTER = rf"(?:from\s+the\s+{_WORD}(?:\s+(?!{_VERBS}){_WORD})?(?:\s+again)?|the\s+{_WORD}|with\s+the\s+{_WORD})"
_THEN = rf"(?=\s*[,\-–—:]|\s+\d|\s+(?:half|a|{_VERBS}))"
_PEOPLE = ("guy", "lady", "man", "woman", "girl", "boy", "lad", "lass", "gent", "bloke", "fella", "chap", "student",
           "chef", "nurse")
_BEFORE = rf"(?:(?:the|that)\s+(?:{_WORD}\s+){{0,2}}(?:{'|'.join(_PEOPLE)})" \
          rf"(?:\s+from\s+the\s+{_WORD})?)"


def drop_descriptions(text: str, known: Known, vocab: set[str]) -> str:
    names = _names(known)
    if not names:
        return text
    name = "(?:" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + ")"
    refused = vocab | _NOT_A_DESCRIPTION | lexicon.DAYS | {w for n in _all_names(known) for w in n.lower().split()}

    def everyday(words: str, own: str = "") -> bool:
        mine = set(own.lower().split())
        return all(w in mine or w not in refused for w in re.findall(r"[a-z']+", words.lower())
                   if w not in ("from", "the", "with", "that", "again", "one", "of", *_PEOPLE))

    def after(m: re.Match[str]) -> str:
        return m.group("name") if everyday(m.group("desc")) else m.group(0)

    text = re.sub(rf"(?<![\w'])(?P<name>{name})\s+(?P<desc>{_AFTER}){_THEN}", after, text, flags=re.I)
    text = re.sub(rf"(?<![\w'])(?P<name>{name}|(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+))\s*"
                  rf"\((?P<desc>(?:the\s+one\s+with|friend\s+of)\s+[^()\d]{{1,30}})\)", after, text, flags=re.I)

    def before(m: re.Match[str]) -> str:
        typed = m.group("name").lower()
        # the customer's own surname may describe them: "the Chen girl, Mei"
        own = " ".join(n for n in _all_names(known) if typed in (n.lower(), n.lower().split()[0]))
        if not everyday(m.group("desc"), own):
            return m.group(0)
        return m.group("name") + ("," if m.group("end").strip() == ")" else m.group("end"))

    # "the student, Mei, …", "the guy from the garage, Ken, …", "that tall guy Omar - …", "the chef (Luis) …"
    return re.sub(rf"^(?P<desc>{_BEFORE})\s*(?:,\s*|\(\s*|\s+)(?P<name>{name})(?P<end>\s*[,)]|\s*(?=[\-–—]|\d))",
                  before, text.strip(), flags=re.I)


def _all_names(known: Known) -> list[str]:
    return [c["name"] for c in known.customers if c.get("name")] + [s["name"] for s in known.suppliers if s.get("name")]


def _names(known: Known) -> set[str]:
    """How staff say a known customer: the full name, the first name, a title and the surname."""
    out: set[str] = set()
    for customer in known.customers:
        parts = (customer.get("name") or "").split()
        if not parts:
            continue
        out.add(" ".join(parts))
        out.add(parts[0])
        if len(parts) > 1:
            out.update(f"{title} {parts[-1]}" for title in ("mr", "mrs", "ms", "miss") if title in TITLES)
    return out
