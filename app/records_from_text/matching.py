"""Matching what people type to the shop's own names: products, customers, suppliers. Used by
the offline reader (to see which words are names) and by name resolution for any translator (to
decide which entity a name means), so both agree.

A typo is one edit in a short word and two in a long one (optimal string alignment, so a
swapped pair of letters is one edit); names of three letters must be exact. A person is matched
by full name, by a first name, or by a surname (with or without a title); a supplier by the
words of its name that tell it apart ("Hillside" for Hillside Produce).
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz.distance import OSA

from domain.names import product_name

GENERIC = {"farm", "farms", "produce", "co", "company", "ltd", "inc", "llc", "the", "&", "and", "supplies",
           "supply", "wholesale", "wholesalers", "growers", "orchard", "fruit", "fruits", "market", "foods"}
TITLES = {"mr", "mrs", "ms", "miss", "dr", "mister", "madam", "mdm", "madame"}  # "Mdm Chen": Singapore's Madam


@dataclass(frozen=True)
class Match:
    names: tuple[str, ...]  # the shop's names it may mean; one: it is that one
    exact: bool  # written as the shop writes it (case aside)

    @property
    def unique(self) -> str | None:
        return self.names[0] if len(self.names) == 1 else None


def same_word(typed: str, known: str) -> bool:
    typed, known = typed.lower(), known.lower()
    if typed == known:
        return True
    if min(len(typed), len(known)) <= 3:
        # a doubled last letter of a short name ("kenn"), or its pet form ("kenny", "tommie"), and nothing else
        return len(known) == 3 and typed.startswith(known + known[2]) and typed[4:] in ("", "y", "ie")
    allowed = 1 if len(known) <= 6 else 2
    return OSA.distance(typed, known) <= allowed


def match_person(typed: str, people: list[str]) -> Match | None:
    words = [w for w in typed.lower().replace(".", " ").split() if w not in TITLES]
    titled = len(words) < len(typed.split())
    if not words or len(words) > 3:
        return None
    full, partial = [], []
    for name in people:
        parts = name.lower().split()
        if not parts:
            continue
        if len(words) == 1 and len(parts) >= 2 and len(words[0]) >= 6 and same_word(words[0], "".join(parts)):
            full.append(name)  # "evaberg": the name typed without its space
            continue
        if len(words) == 2 == len(parts) and same_word(words[0], parts[0]) and len(words[1]) < len(parts[1]) \
                and parts[1].startswith(words[1]):
            full.append(name)  # "Raj P", "Tom Le": a first name and the start of the surname
            continue
        if len(words) >= 2:
            # a short first name may carry one typo when the surname is exact ("zoey davis")
            # ... and a surname mistyped (two edits, autocorrect: "bob smooth") when the first name
            # is exact and nobody else has it
            if len(words) == 2 == len(parts) and words[0] == parts[0] and len(parts[1]) >= 5 and \
                    OSA.distance(words[1], parts[1]) <= 2 and sum(1 for n in people
                                                                if n.lower().split()[0] == parts[0]) == 1:
                full.append(name)
                continue
            # ... or both words one slip each, each starting right ("omr hadad", "idah novack")
            if len(words) == 2 == len(parts) and len(" ".join(words)) >= 7 and all(
                    w[0] == p[0] and len(w) >= 3 and OSA.distance(w, p) <= 1 for w, p in zip(words, parts)):
                full.append(name)
                continue
            # ... and a three-letter surname one typo when the first name is exact ("tom lea")
            if len(words) == len(parts) and all(same_word(w, p) or (
                    i == 0 and words[-1] == parts[-1] and len(p) >= 3 and OSA.distance(w, p) <= 1) or (
                    i == len(parts) - 1 and words[0] == parts[0] and len(p) == 3 and OSA.distance(w, p) <= 1)
                    for i, (w, p) in enumerate(zip(words, parts))):
                full.append(name)
        elif titled:  # "mr patel": a surname
            if len(parts) > 1 and _one_name(words[0], parts[-1]):
                partial.append(name)
        elif _one_name(words[0], parts[0]) or (len(parts) > 1 and (
                _one_name(words[0], parts[-1]) if len(parts[-1]) >= 5 else words[0] == parts[-1])):
            partial.append(name)  # a short surname alone only as typed: "chef" is no slip for Chen
    found = full or partial
    if not found:
        return None
    exact = [n for n in found if n.lower() == " ".join(words) or
             (len(words) == 1 and words[0] in (n.lower().split()[0], n.lower().split()[-1]))]
    chosen = exact or found
    return Match(tuple(dict.fromkeys(chosen)), exact=bool(exact) and len(words) >= 2 and
                 exact[0].lower() == " ".join(words))


def _one_name(typed: str, part: str) -> bool:
    """A name said alone, slipped only after its first letter: "Marcia" is someone else, never Garcia."""
    return same_word(typed, part) and typed[:1] == part[:1]


def match_supplier(typed: str, suppliers: list[str]) -> Match | None:
    words = [w for w in typed.lower().split() if w not in GENERIC] or typed.lower().split()
    found = []
    for name in suppliers:
        parts = [p for p in name.lower().split() if p not in GENERIC] or name.lower().split()
        if len(words) <= len(parts) and _in_order(words, parts) or (
                len(words) > 1 and parts[0].startswith(words[0]) and same_word("".join(words), parts[0])):
            found.append(name)  # … or its first word typed in two ("Hill side" for Hillside; not "or Hillside")
    if not found:
        return None
    exact = [n for n in found if n.lower() == typed.lower()]
    return Match(tuple(exact or found), exact=bool(exact))


def _in_order(words: list[str], parts: list[str]) -> bool:
    """Every typed word is one of the name's words, in the name's order, from its first."""
    return bool(words) and all(same_word(w, p) for w, p in zip(words, parts))


# Shop talk for a product that is neither a typo nor a prefix of its name.
SLANG = {"nana": "banana", "naner": "banana", "strawbz": "strawberry", "cherri": "cherry",
         # an apple called by its variety ("2 kilos of Macs"), in a shop that sells apples by one name
         "mac": "apple", "mcintosh": "apple", "macintosh": "apple", "gala": "apple", "fuji": "apple",
         "braeburn": "apple", "honeycrisp": "apple", "bramley": "apple"}
SHORTEST_PREFIX = 5  # "strawb" is strawberry; "man" is not mango


def match_product(typed: str, products: list[str]) -> Match | None:
    name = product_name(typed)
    if name in products:
        return Match((name,), exact=True)
    close = [p for p in products if same_word(name, p) or same_word(typed.lower(), p)]
    if not close and SLANG.get(name) in products:
        close = [SLANG[name]]
    if not close and len(name) >= 5 and name.endswith("er") and f"{name[:-2]}a" in products:
        close = [f"{name[:-2]}a"]  # "bananer(s)": a final "a" said with an r after it
    if not close and len(name) >= SHORTEST_PREFIX:  # "strawbs": the start of one product's name
        close = [p for p in products if p.startswith(name) and len(p) > len(name)]
    if not close and len(name) >= 4:  # "pares" (its letters swapped), "orngs" (its vowels dropped)
        close = [p for p in products if p[0] == name[0] and (
            sorted(p) == sorted(name) or len(p) - len(name) <= 2 and within(name, p))]
        close = close if len(close) == 1 else []
    if not close and len(typed) >= 3 and _cut_short(typed.lower()):  # "apl", "strw", "grps", "bnn": vowels dropped
        close = [p for p in products if p[0] == typed[0].lower() and (within(typed.lower(), p) or within(
            typed.lower(), f"{p}s"))]
        close = close if len(close) == 1 else []
    return Match(tuple(close), exact=False) if close else None


def one_slip_from(name: str, products: list[str]) -> list[str]:
    """The shop's products one keystroke from `name` ("pea" beside "pear"): too short for a typo to be
    read as one (match_product keeps "pea" a word), yet too close to be taken for a new product."""
    return [p for p in products if len(name) >= 3 and p[0] == name[0] and OSA.distance(name, p) == 1]


def _cut_short(typed: str) -> bool:
    """A product's name as texters cut it: no vowel after its first letter but a last one ("mngo",
    "chry") and two consonants after the first letter at least, so no word ("man", "pea", "gap",
    "one") is read as one."""
    return typed.isalpha() and not any(c in "aeiou" for c in typed[1:-1]) and sum(
        c not in "aeiou" for c in typed[1:]) >= 2


def within(typed: str, name: str) -> bool:
    """Every letter typed is the name's, in its order ("orng" in "orange")."""
    letters = iter(name)
    return all(letter in letters for letter in typed)
