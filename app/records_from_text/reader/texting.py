"""How a texter writes what happened, spelt out before reading: "4" for "for" between a product
and whoever it was for ("2kg apls 4 bob s"), "r" for "are" ("mangos r 2.60"), a supplier by its
initials ("gv" for Green Valley Farms), a day word spelt by sound ("fridy", day_slips.py) and
the reader's words ("brort", spelt_by_sound.py), a plural without its vowels ("apls"), "this
mornings" for "this morning's", and the voice memo's "um" and "uh", which say nothing."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import GENERIC, TITLES, match_product, within
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.day_slips import read_day_slips
from app.records_from_text.reader.secretary_shorthand import full_shorthand
from app.records_from_text.reader.shorthand import NOTE_FIRST
from app.records_from_text.reader.spelt_by_sound import spelt_as_said
from domain.units import UNIT_WORDS

_FILLED_PAUSES = re.compile(r"(?<![\w'])(?:u+m+|u+h+|e+r+m+|e+r)(?![\w'])[,.]?\s*", re.I)
# a pause after a word that cannot end a phrase takes its commas with it: "price to, um, two sixty",
# "bananas and, like, a kilo of apples"; "like" said between commas is a pause too
_GLUED_PAUSE = re.compile(r"\b(to|and|at|of|for|the|was|is|are)\s*,\s*(?:u+m+|u+h+|e+r+m+|e+r|like)\s*,\s*", re.I)
_LIKE_PAUSE = re.compile(r",\s*like\s*,", re.I)
_FOR = re.compile(r"\b(?P<before>[A-Za-z]+) 4 (?P<after>[A-Za-z]+)\b")
_ARE = re.compile(r"(?-i:(?<=[a-z] )r(?= (?:\$?\d|now|up|down)))")
# "this mornings mango": this morning's, its apostrophe left out (never "this mornings' …" or at a line's end)
_THIS_MORNINGS = re.compile(r"\b(this\s+(?:morning|afternoon|evening))s(?=\s+[^\W\d_])", re.I)


def spell_out(text: str, known: Known) -> str:
    if NOTE_FIRST.match(text):
        return text  # a note is kept as written
    text = _LIKE_PAUSE.sub(",", _GLUED_PAUSE.sub(r"\1 ", full_shorthand(text, known)))  # "Recd fr ABC", "strawb."
    text = read_day_slips(spelt_as_said(_FILLED_PAUSES.sub("", text)), known)  # "brort", "fridy", "yestaday"
    products = list(known.products)
    text = _heard(text, products)
    text = _SAID_PUNCTUATION.sub(lambda m: "," if m.group(1).lower() == "comma" else ".", text)
    text = _PHONE_SPOKEN.sub(r"\1 \2-\3", text)
    text = _initialled(text, [c["name"] for c in known.customers])
    text = _TWO_LETTERS.sub(lambda m: _two_letters(m, products), text)
    text = _UNIT_AFTER.sub(lambda m: _unit_after(m, products), text)
    text = _TWO_LETTERS_AFTER.sub(lambda m: m.group("weight") + " " + _two_letters(m, products), text)
    text = re.sub(r"(?<![\w'])([A-Za-z][^\Waeiou\d_]{2})s(?![\w'])", lambda m: _plural_of(m.group(1), products), text)
    text = _FOR.sub(lambda m: f"{m.group('before')} for {m.group('after')}" if _for(m, products) else m.group(), text)
    text = _THIS_MORNINGS.sub(r"\1's", _ARE.sub("are", text))
    initials = _initials(known)
    if initials:
        text = re.sub(r"(?<![\w'])(" + "|".join(map(re.escape, initials)) + r")(?![\w'-])",  # never "GV-130"
                      lambda m: initials[m.group(1).lower()], text, flags=re.I)  # "gv", "GV"
    return text


# punctuation dictated as words ("… bananas comma and a kilo of apples full stop")
_SAID_PUNCTUATION = re.compile(r"\s+(comma|full stop)\b", re.I)
# a phone read out in two groups after a phone word ("phone 555 0132")
_PHONE_SPOKEN = re.compile(r"\b(phone|ph|tel|mobile|number|no\.?)\s+(\d{3})\s(\d{4})\b", re.I)
_WEIGHTS = r"(?:kilos|kilograms|kgs|grams|pounds|lbs)"
_HEARD_NUMBER = re.compile(r"(?<!\d )(?<![\w'])(?P<heard>" + "|".join(lexicon.HEARD_NUMBERS) + r")"
                           rf"(?=\s+(?:and\s+an?\s+(?:half|quarter)\s+)?{_WEIGHTS}\b"
                           r"|\s+hundred\s+(?:grams|g)\b|(?<=won)\s+kilo\b)", re.I)
# … or after "price of" or "her"/"his" ("change the price of pairs", "returned her pairs"): where a product stands
_HEARD_PRODUCT = re.compile(r"(?P<unit>\b(?:(?:kilos?|kg|kgs|grams?|g|pounds?|lbs?)\s+(?:of\s+)?"
                            r"|price\s+of\s+(?:the\s+)?|(?:her|his|their)\s+))(?P<heard>"
                            + "|".join(lexicon.HEARD_PRODUCTS) + r")\b", re.I)


def _heard(text: str, products: list[str]) -> str:
    """What speech-to-text wrote for what was said: "sold to kilos of pairs" is two kilos of
    pears. A number only just before a weight, a fruit only just after one (or after "price of",
    "her", "his"), and a fruit only the shop sells."""
    text = _HEARD_NUMBER.sub(lambda m: lexicon.HEARD_NUMBERS[m.group("heard").lower()], text)

    def product(match: re.Match[str]) -> str:
        meant = lexicon.HEARD_PRODUCTS[match.group("heard").lower()]
        found = match_product(meant, products)
        return match.group("unit") + meant if found and found.unique else match.group()

    return _HEARD_PRODUCT.sub(product, text)


_INITIAL_FIRST = re.compile(r"(?<![\w.'])(?P<initial>[A-Z])(?:\.\s?|\s)(?P<surname>[A-Z][a-z]+)\b")
_INITIAL_LAST = re.compile(r"(?<![\w.'])(?P<first>[A-Z][a-z]+)\s(?P<initial>[A-Z])(?:\.|(?=\s*[|,\t]))(?!\w)")


def _initialled(text: str, people: list[str]) -> str:
    """A customer written by an initial and a name, as a till slip does ("T. Lee", "E.Berg",
    "Sue D."): the one customer those fit (two who fit are left for the reader to ask about)."""
    def by_surname(match: re.Match[str]) -> str:
        fits = [n for n in people if len(n.split()) == 2 and n.split()[0][0] == match.group("initial")
                and n.split()[1].lower() == match.group("surname").lower()]
        return fits[0] if len(fits) == 1 else match.group()

    def by_first(match: re.Match[str]) -> str:
        fits = [n for n in people if len(n.split()) == 2 and n.split()[0].lower() == match.group("first").lower()
                and n.split()[1][0] == match.group("initial")]
        return fits[0] if len(fits) == 1 else match.group()

    return _INITIAL_LAST.sub(by_first, _INITIAL_FIRST.sub(by_surname, text))


# "pr 25kg", "ch. 1kg": a product cut to two consonants, just before a weight (and only there)
_TWO_LETTERS = re.compile(r"(?<![\w'@.])(?P<cut>[b-df-hj-np-tv-z]{2})\.?(?=\s+\.?\d+(?:\.\d+)?\s?"
                          r"(?:kg|kgs|kilos?|g|grams?|lbs?)\b)", re.I)


# … or just after one ("2k pr", "hlf k pr")
_TWO_LETTERS_AFTER = re.compile(r"(?P<weight>(?:\d|\bhl?f|\bhalf)\s?(?:k|kg|kgs|kilos?|g|grams?|lbs?))\s+"
                                r"(?P<cut>[b-df-hj-np-tv-z]{2})(?![\w'@.])", re.I)


# a market trader's "2 apples kilo", "3 pear kilo Mei": the count, the product, then its unit
_UNIT_AFTER = re.compile(r"(?:(?<=^)|(?<=[,;:]\s)|(?<=\n))(?P<n>\d+(?:\.\d+)?)\s+(?P<product>[A-Za-z]+)\s+"
                         r"(?P<unit>kilos?|kg|kgs)\b(?!\s*[$£€]?\d)", re.I)


def _unit_after(match: re.Match[str], products: list[str]) -> str:
    found = match_product(match.group("product").lower(), products)
    if not (found and found.unique):
        return match.group()
    return f"{match.group('n')} {match.group('unit')} {match.group('product')}"


def _two_letters(match: re.Match[str], products: list[str]) -> str:
    cut = match.group("cut").lower()
    if cut in UNIT_WORDS or cut in TITLES:
        return match.group()
    found = [p for p in products if p[0] == cut[0] and within(cut, p)]
    return found[0] if len(found) == 1 else match.group()


def _for(match: re.Match[str], products: list[str]) -> bool:
    """"apls 4 bob": a product, then "4", then no unit and no product: the one it was for."""
    after = match.group("after").lower()
    return bool(match_product(match.group("before").lower(), products)) and after not in UNIT_WORDS and \
        not match_product(after, products)


def _plural_of(stem: str, products: list[str]) -> str:
    """"apls": a product's plural with its vowels dropped (one product only; "pns" is none)."""
    low = stem.lower()
    found = [p for p in products if p[0] == low[0] and 0 < len(p) - len(low) <= 2 and within(low, p)]
    return f"{found[0]}s" if len(found) == 1 else f"{stem}s"


def _initials(known: Known) -> dict[str, str]:
    """"gv": the initials of one supplier's name (its business words left out), typed in lower case."""
    found: dict[str, list[str]] = {}
    for supplier in known.suppliers:
        words = [w for w in supplier["name"].lower().split() if w not in GENERIC]
        if len(words) >= 2:
            found.setdefault("".join(w[0] for w in words), []).append(supplier["name"])
    return {key: names[0] for key, names in found.items() if len(names) == 1 and len(key) >= 2}
