"""A secretary's shorthand ("Recd fr ABC: apples qty 15 kg @ 1.10/kg", "Ret'd: Ken Smith, order fr this a.m.",
"Sold Eva 750 g cherries & 250 g strawb.", "Sue Davis: mango 1 kg w/ pears 2 kg", "tot. 22.50", "1 kg ea.",
"Sold Priya Nair (priya@…) 1 kg …", a new customer): each cut word is put in full before reading, and a full
stop that only marks a word cut short ("strawb. 0.5 kg", "tot. 19.80", "a.m.") is no sentence's end. A
product's name is taken as cut short only when it is the start of one product's name and no word of its own,
with its full stop."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.reader.tokens import EMAIL

_REWRITES: list[tuple[re.Pattern[str], str]] = [
    # "Ret'd: …", "rtn'd": returned (the shorthand's "'d" never left as a word of its own)
    (re.compile(r"\b(?:ret|rtn|retn)'d\b", re.I), "returned"),
    # "fr ABC", "fr the 28th", "fr this a.m.", "fr new supplier …", "fr yesterday", "fr Monday": from
    (re.compile(r"(?<![\w'])fr\.?(?=\s+(?:(?-i:[A-Z])|the\b|this\b|that\b|yesterday\b|today\b|last\b|new\b|his\b|her\b|"
                r"their\b|\d))", re.I), "from"),
    # "this a.m.", "Stock count a.m.:": the morning (its dots end nothing)
    (re.compile(r"\bthis\s+a\.\s?m\.?(?![\w])", re.I), "this morning"),
    (re.compile(r"\bthis\s+p\.\s?m\.?(?![\w])", re.I), "this afternoon"),
    (re.compile(r"(?<![\w.])a\.\s?m\.?(?![\w])", re.I), "this morning"),
    (re.compile(r"(?<![\w.])p\.\s?m\.?(?![\w])", re.I), "this afternoon"),
    # "tot. 22.50", "qty. 15", "ea. 1.20": a cut word before a figure ends no sentence
    (re.compile(r"\b(tot|ea|qty|approx|incl|excl)\.(?=\s*[$£€]?\d)", re.I), r"\1"),
    (re.compile(r"\bea\.?(?=\s|$|[,;])", re.I), "each"),  # "1 kg ea. apples, pears": of each
    # "apples qty 15 kg": the quantity said with its label
    (re.compile(r"\bqty\.?\s*:?\s*(?=\d)", re.I), ""),
    # "mango 1 kg w/ pears 2 kg", "2 kg pears w/ 1 kg apples", "Recd w/ invoice": with
    (re.compile(r"(?<![\w/])w/(?=\s*(?:\d|[a-z]))(?!\s*o\b)", re.I), "with "),
]
# "Sold Priya Nair (priya.nair@example.com) 1 kg …": a name the shop does not know, its contact in brackets
_CONTACT_AFTER = re.compile(rf"\b(?P<verb>sold(?:\s+to)?)\s+(?P<name>(?-i:[A-Z][a-z]+)\s+(?-i:[A-Z][a-z]+))"
                            rf"(?=\s*\(\s*(?:{EMAIL}|(?:tel|ph|phone|mob)?\.?\s*\+?\d[\d ()-]{{6,}}\d)\s*\))", re.I)
_CUT = re.compile(r"(?<![\w'])(?P<cut>[A-Za-z]{4,})\.(?=(?P<after>\s*(?P<next>\S)?))")


def full_shorthand(text: str, known: Known) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    customers = {c["name"].lower() for c in known.customers}
    text = _CONTACT_AFTER.sub(lambda m: m.group() if m.group("name").lower() in customers
                              else f"{m.group('verb')} new customer {m.group('name')}", text)
    products = [name.lower() for name in known.products]

    def whole(match: re.Match[str]) -> str:
        cut = match.group("cut").lower()
        names = {name for name in products if name.startswith(cut) and len(name) > len(cut)}
        if len(names) != 1 or cut in products or cut.rstrip("s") in products:
            return match.group()
        (name,) = names
        after = match.group("next")
        # a full stop kept where a sentence may end after it: the text's end, or a capital after it
        return name + ("." if after is None or after.isupper() else "")

    return re.sub(r"[ \t]{2,}", " ", _CUT.sub(whole, text))
