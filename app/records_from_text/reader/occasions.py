"""What an order is for: an occasion ("Omar Haddad's engagement party", "for her sister's hen do",
"the Chen baby shower", "her 60th", "for the temple lunch"). The occasion says nothing about the
record: it is dropped, and a name that owns it ("Priya Raman's retirement do") stays as the
customer. It is dropped only when it ends in a word for an occasion and every word before that is
one the reader has no use for: no figure, no product, no name the shop knows, no word of a
record's kind, and no doubt, denial or plan. Anything else is left for the reader."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import TITLES, match_person, match_product, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.free_goods import says_free_around
from app.records_from_text.reader.remarks import MEANING
from app.records_from_text.reader.shorthand import NOTE_FIRST
from domain.units import UNIT_WORDS

# Words for an occasion by themselves ("wedding"), and those that are one only after a word that
# says which ("retirement do", "gallery opening", "charity brunch"; never "do" or "opening" alone).
_EVENT = {"party", "parties", "wedding", "engagement", "christening", "baptism", "shower", "reunion", "anniversary",
          "birthday", "celebration", "bash", "barbecue", "bbq", "picnic", "fundraiser", "reception", "brunch",
          "luncheon", "tasting"}
_EVENT_AFTER_A_WORD = {"do", "opening", "lunch", "dinner", "supper", "breakfast", "thing", "event"}
# "40th", "name-day", "sister's"; never a day ("… party yesterday, 3 kg …": the day stays)
_WORD = r"(?!(?:yesterday|today|tonight)\b)(?:\d{2,3}(?:st|nd|rd|th)|[a-z]+(?:-[a-z]+)*(?:'s)?)"
_OCCASION = rf"(?P<occ>(?:{_WORD}\s+){{0,3}}{_WORD})"
_NAME = r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?"
_BREAK = r"\s*(?:[,:;.\-–—]|$)"
_PATTERNS = [
    # "Omar Haddad's engagement party", "Helga Strand's 40th": the name stays
    re.compile(rf"\b(?P<who>{_NAME})'s\s+{_OCCASION}(?={_BREAK}|\s\d|\s[A-Z]|\s(?:yesterday|today)\b)"),
    # "for her sister's hen do", "for the temple lunch", "the Chen baby shower -", "for today's Garcia brunch"
    re.compile(rf"(?:\b(?:both\s+)?[Ff]or\s+)?\b(?:[Tt]he|[Hh]is|[Hh]er|[Tt]heir|[Tt]oday's)\s+(?:[A-Z][a-z]+\s+)?"
               rf"{_OCCASION}(?={_BREAK}|\s+[A-Z])"),
    # "Raj Patel wedding tasting - …", "Luis Garcia 50th, …": after a full name, before a break
    re.compile(rf"\b(?P<who>[A-Z][a-z]+\s+[A-Z][a-z]+)\s+{_OCCASION}(?=\s*[,:;\-–—])"),
]


def _only_an_occasion(words: list[str], known: Known) -> bool:
    if not words:
        return False
    last = words[-1]
    age = re.fullmatch(r"(\d{2,3})(?:st|nd|rd|th)", last)  # "her 60th": an age, never a day of the month
    if not (last in _EVENT or last in _EVENT_AFTER_A_WORD and len(words) > 1 or age and int(age.group(1)) > 31):
        return False
    telling = (lexicon.SALE | lexicon.PURCHASE | lexicon.RETURN | lexicon.ADJUST | lexicon.PRICE | lexicon.NOTE
               | lexicon.UNSURE | lexicon.FUTURE | lexicon.NEGATION | lexicon.PARTIAL | set(UNIT_WORDS) | TITLES
               | MEANING) - {"charity"}
    for word in words[:-1]:
        low = word.removesuffix("'s")
        if low in telling or low in _EVENT_AFTER_A_WORD - {"lunch", "dinner"} or re.search(r"\d", low):
            return False
        if match_product(low, list(known.products)) or match_person(low, [c["name"] for c in known.customers]) \
                or match_supplier(low, [s["name"] for s in known.suppliers]):
            return False
    return True


def drop_occasions(text: str, known: Known) -> str:
    if NOTE_FIRST.match(text):
        return text

    def dropped(match: re.Match[str]) -> str:
        if not _only_an_occasion(match.group("occ").lower().split(), known) \
                or says_free_around(match.string, match.start(), match.end()):
            return match.group()
        return match.groupdict().get("who") or ""

    kept = text
    for pattern in _PATTERNS:
        kept = pattern.sub(dropped, kept)
    if kept == text:
        return text
    kept = re.sub(r"[ \t]+([,:;.])(?![\d\w])", r"\1", kept)  # the space left before a break, never ".90"
    kept = re.sub(r"([,:;])(?:\s*[,:;])+", r"\1", kept)  # "Ann Brown, , 3 kilos": where "her 70th" stood
    kept = re.sub(r"^[\s,:;.\-–—]+", "", kept)
    return re.sub(r"[ \t]{2,}", " ", kept).strip()
