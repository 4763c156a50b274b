"""Finding the parts of a record wherever they stand in a clause: quantities of products,
customers and suppliers (the shop's, or new ones), contact details and the words that say what
kind of record it is (amounts of money: money.py; a quantity's own words: quantities.py). Each
finder marks the tokens it used; what no finder used is named back to the person."""

from __future__ import annotations

from rapidfuzz.distance import OSA

from app.records_from_text.drafts import Known
from app.records_from_text.matching import GENERIC, TITLES, match_person, match_product, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.clause import Clause, Item, Party
from app.records_from_text.reader.money import CURRENCY_WORDS, SELLING_CUES
from app.records_from_text.reader.quantities import read_quantity
from domain.units import UNIT_WORDS

# Everyday English words one slip from a fruit's name ("applies" is no mistyped apple, "year" no pear,
# "range" no orange, "grace" no grape): a product said with no quantity only when it is the shop's
# own name. After a quantity ("1 kilo applies", "2kg peers") the slot says a product, and they are one.
ORDINARY_WORDS = {
    "apply", "applies", "applied", "ample", "amply", "year", "years", "bear", "bears", "near", "wear", "dear", "fear",
    "hear", "tear", "tears", "gear", "rear", "peer", "peers", "pearl", "pearls", "peak", "peaks", "peat",
    "range", "ranges", "grace", "grope", "gripe", "grade", "grades", "gape", "drape", "cheery", "tango", "mange",
    "manage", "dates", "dated",
}
_PERSON_WORDS = {"lady", "woman", "man", "gentleman", "chap", "bloke", "fellow", "guy", "girl", "lad", "gent"}
SLOT_WORDS = {"to": "customer", "for": "customer", "from": "supplier", "by": None, "with": None}


def vocabulary(known: Known) -> set[str]:
    """Words that are never a name: the reader's own words, units and the shop's products."""
    words = set().union(lexicon.SALE, lexicon.PURCHASE, lexicon.RETURN, lexicon.ADJUST, lexicon.PRICE,
                        lexicon.NOTE, lexicon.FILLERS, lexicon.UNSURE, lexicon.FUTURE, lexicon.NEGATION,
                        UNIT_WORDS, CURRENCY_WORDS, SELLING_CUES, TITLES)
    for name in known.products:
        words.update(name.split())
        words.update((f"{name}s", f"{name}es", f"{name[:-1]}ies" if name.endswith("y") else name))  # never a name
    return words


# --- quantities -----------------------------------------------------------------------------------

def find_items(clause: Clause, known: Known, vocab: set[str]) -> None:
    index = 0
    while index < len(clause.tokens):
        found = read_quantity(clause, index)
        if found is None:
            index += 1
            continue
        value, unit, end = found
        if clause.low(end) in ("each", "apiece"):  # "2 kilo each of apples and pears": one line per product
            listed = _each_of(clause, end + 1, known, vocab)
            if listed:
                for each, (first, last) in listed:
                    clause.items.append(Item(value, unit, each, first, last))
                clause.use(index, listed[-1][1][1], "item")
                index = listed[-1][1][1]
                continue
        if clause.low(end) == "of" and clause.low(end + 1) == "each" and not (
                clause.low(end + 2) == "of" or match_product(clause.low(end + 2), list(known.products))):
            clause.items.append(Item(value, unit, None, index, end + 2, of_each=True))  # "Sold Ida 1kg of each"
            clause.use(index, end + 2, "item")
            index = end + 2
            continue
        if clause.low(end) == "of":
            end += 1
            if clause.low(end) == "the" and clause.kind(end + 1) == "word":
                end += 1  # "1kg of the strawberries"
        product, after = _product(clause, end, known, vocab)
        start = index
        signed = clause.low(index - 1) in ("-", "+") and clause.tokens[index - 1].end == clause.tokens[index].start
        # "bananas: 24 kg", "grapes -1.2 kg", "mangoes, 3 kilo" (a quantity with no product after it)
        before = index - 2 if signed else index - 1
        before -= clause.low(before) in (":", ",")
        if product is not None and after == end + 1 and _a_customer_after(clause, before, product, known):
            product, after = None, end  # "mngo 1k zoe": the product before, the customer after
        if product is None and clause.free(before) and clause.kind(before) == "word" \
                and match_product(clause.low(before), list(known.products)):
            start, product = before, clause.low(before)  # "grapes 1.5kg to luis", "bananas: 24 kg"
        clause.items.append(Item(value, unit, product, start, after))
        clause.use(start, after, "item")
        index = after


def _a_customer_after(clause: Clause, before: int, word: str, known: Known) -> bool:
    """The word after a quantity is a customer's name the shop knows, no product, and a product
    the shop sells stands right before the quantity."""
    products = list(known.products)
    return clause.free(before) and clause.kind(before) == "word" and bool(
        match_product(clause.low(before), products)) and not match_product(word, products) and bool(
        match_person(word, [c["name"] for c in known.customers]))


def _each_of(clause: Clause, j: int, known: Known, vocab: set[str]) -> list[tuple[str, tuple[int, int]]]:
    """After "each": "of apples and pears", ", cherries and strawbs" — two products or more, each the
    shop's; else nothing (the quantity is read as usual)."""
    if clause.low(j) in ("of", ","):
        j += 1
    found: list[tuple[str, tuple[int, int]]] = []
    while True:
        product, after = _product(clause, j, known, vocab)
        if product is None or not match_product(product, list(known.products)):
            return []
        found.append((product, (j, after)))
        if clause.low(after) in (",", "and", "&") and clause.kind(after + 1) == "word" and \
                match_product(clause.low(after + 1), list(known.products)):
            j = after + 1
            continue
        return found if len(found) > 1 else []


DESCRIBING = {"mouldy", "moldy", "rotten", "spoiled", "spoilt", "bruised", "damaged", "fresh", "ripe", "organic",
              "extra", "more", "less", "fewer", "bad", "good", "nice", "big", "small", "large", "loose", "overripe",
              "squashed", "crushed", "smashed", "expired"}


def _product(clause: Clause, j: int, known: Known, vocab: set[str]) -> tuple[str | None, int]:
    """The product words after a quantity (one or two), or None when none is written. A word
    describing the product may stand before it ("1kg mouldy strawberries")."""
    low = clause.low
    if not clause.free(j) or clause.kind(j) != "word":
        return None, j
    if low(j) in DESCRIBING and clause.kind(j + 1) == "word" and clause.free(j + 1) and (
            match_product(low(j + 1), list(known.products)) or low(j + 1) not in vocab):
        clause.words.add(low(j))
        clause.use(j, j + 1, "describing")
        j += 1
    two = f"{low(j)} {low(j + 1)}"
    if clause.free(j + 1) and clause.kind(j + 1) == "word" and match_product(two, list(known.products)):
        return two, j + 2
    if low(j) in ("ones", "them", "those", "these"):
        clause.use(j, j + 1, "filler")
        return None, j + 1  # the product said before
    if low(j) in vocab and not match_product(low(j), list(known.products)):
        return None, j
    return low(j), j + 1


def find_mentioned_products(clause: Clause, known: Known, vocab: set[str]) -> None:
    """Products named without a quantity: the shop's ("the grapes", "orange price now 1.65"), or
    any word where only a product can stand ("the price of kiwi", "figs now sell at 2.10")."""
    products = list(known.products)
    for index, token in enumerate(clause.tokens):
        if not clause.free(index) or token.kind != "word" or len(token.low) <= 2:
            continue
        product_slot = token.low not in vocab and (
            clause.low(index - 1) in ("of", "for") and clause.low(index - 2) in ("price", "prices")
            or clause.low(index + 1) in ("now", "price", "sell", "sells", "prices")
            and index == _first_free_word(clause))
        found = match_product(token.low, products)
        if found and not found.exact and token.low in ORDINARY_WORDS:
            continue  # "new price 1.44 applies": a word, not a mistyped apple
        if found or product_slot:
            clause.mentioned.append((index, token.low))
            clause.use(index, index + 1, "product")


def _first_free_word(clause: Clause) -> int:
    for index, token in enumerate(clause.tokens):
        if token.kind == "word" and clause.used[index] is None and token.low not in lexicon.FILLERS:
            return index
    return -1


# --- parties -----------------------------------------------------------------------------------------

def find_parties(clause: Clause, known: Known, vocab: set[str]) -> None:
    customers = [c["name"] for c in known.customers]
    suppliers = [s["name"] for s in known.suppliers]
    i = 0
    while i < len(clause.tokens):
        if not _name_word(clause, i, vocab, allow_title=True):
            i += 1
            continue
        found = None
        for width in (3, 2, 1):
            end = i + width
            if not all(_name_word(clause, k, vocab, allow_title=(k == i), allow_initial=(k > i))
                       for k in range(i, end)):
                continue
            typed = " ".join(t.text for t in clause.tokens[i:end])
            if clause.low(i) in TITLES and width == 1:
                continue
            person = match_person(typed, customers)
            supplier = match_supplier(typed, suppliers)
            if person and supplier:
                continue  # a word that could be either: not decided here
            match = person or supplier
            if match:
                role = "customer" if person else "supplier"
                found = Party(typed, i, end, role, match.unique, match.names if not match.unique else ())
                break
        if found is None:
            i += 1
            continue
        if found.end - found.start == 1 and found.known and _capitalised(clause, i) and i > 0 \
                and _name_word(clause, i - 1, vocab) and _capitalised(clause, i - 1):
            # "Robert Smith": a first name the shop does not know before a surname it does is
            # someone else (a phone or email may still say who)
            found = Party(f"{clause.tokens[i - 1].text} {clause.tokens[i].text}", i - 1, i + 1, found.role)
        clause.parties.append(found)
        clause.use(found.start, found.end, "party")
        i = found.end
    _new_parties(clause, vocab)
    _contacts(clause)


def _name_word(clause: Clause, index: int, vocab: set[str], allow_title: bool = False,
               allow_initial: bool = False) -> bool:
    if not clause.free(index) or clause.kind(index) != "word":
        return False
    low = clause.low(index)
    if allow_title and low in TITLES:
        return True
    if allow_initial and len(low) == 1 and (clause.tokens[index].text.isupper() or low not in "aixunr"):
        return True  # "Raj P", "ken s": a surname's initial after a first name
    if allow_initial and low == "n" and clause.kind(index + 1) != "word":
        return True  # "ida n -> 750g pr": no word after it for "n" to join ("and") to
    return low not in vocab and len(low) > 1


# a business's words that end its name: "Harbour Fruit Traders", "Mersey Fresh Ltd"
_BUSINESS = GENERIC | {"traders", "trading", "fresh"}


def _new_parties(clause: Clause, vocab: set[str]) -> None:
    """Names the shop does not know yet: after "to"/"from"/"for"/"by" or "new customer", or
    capitalised at the start before a contact or a verb ("Fatima Noor, 555-0190, took …")."""
    i = 0
    while i < len(clause.tokens):
        slot = _slot(clause, i)
        if slot is None and clause.low(i - 1) in TITLES and clause.free(i - 1):
            slot = _slot(clause, i - 1)  # "new customer: Mrs Greta Olsen"
        start = i if slot is not None else None
        if start is None and i == _first_word(clause) and _capitalised(clause, i):
            start, slot = i, None
        if start is None:
            i += 1
            continue
        end = start
        while end < len(clause.tokens) and end - start < 3 and _name_word(clause, end, vocab):
            end += 1
        while end - start < 4 and _hyphen_joins(clause, end, vocab):
            end += 2  # "Harriet Okonkwo-Blake": a double-barrelled surname is one name
        while end > start and slot != "customer" and end - start < 4 and clause.free(end) and \
                clause.low(end) in _BUSINESS and clause.low(end).isalpha() and _capitalised(clause, end):
            end += 1  # "Orchard Lane Fruit", "Sunny Acres Farms": a business's word ends its name
        if slot is None and end - start >= 2 and clause.low(end - 1) in _BUSINESS - {"the", "and", "&"}:
            slot = "supplier"
        leading_ok = end - start >= 2 or clause.kind(end) in ("phone", "email") or (
            clause.low(end) == "," and clause.kind(end + 1) in ("phone", "email"))
        capitals = all(_capitalised(clause, k) or clause.low(k) == "-" for k in range(start, end))
        if end > start and (slot is not None or (leading_ok and capitals)):
            typed = " ".join(t.text for t in clause.tokens[start:end]).replace(" - ", "-")
            titled = start - 1 if clause.low(start - 1) in TITLES and clause.free(start - 1) else start
            clause.parties.append(Party(_as_name(typed), titled, end, slot))
            clause.use(titled, end, "party")  # a title is part of how the name was written, not of the name
            i = end
        else:
            i += 1
    clause.parties.sort(key=lambda p: p.start)


def _hyphen_joins(clause: Clause, index: int, vocab: set[str]) -> bool:
    """A hyphen typed between two capitalised words of a name, with no space either side."""
    tokens = clause.tokens
    return 0 < index < len(tokens) - 1 and tokens[index].text == "-" and clause.kind(index - 1) == "word" \
        and tokens[index - 1].end == tokens[index].start and tokens[index].end == tokens[index + 1].start \
        and _capitalised(clause, index - 1) and _capitalised(clause, index + 1) and _name_word(clause, index + 1, vocab)


def _slot(clause: Clause, i: int) -> str | None:
    """The role of a name that may start at token i, from the word before it."""
    before = clause.low(i - 1)
    if before in SLOT_WORDS and clause.free(i - 1) is not False:
        role = SLOT_WORDS[before]
        if before in ("by", "with") and clause.low(i - 2) in ("delivered", "supplied", "brought", "dropped"):
            return "supplier"
        return role if role else None
    if before in ("called", "named", "name") and clause.low(i - 2) in ("customer", "supplier"):
        return clause.low(i - 2)  # "a customer called Theo Marsh"
    if before in ("called", "named") and clause.low(i - 2) in _PERSON_WORDS:
        return "customer"  # "a lady called Grace Holloway"
    if before == "name" and clause.low(i - 2) in (",", ":") and clause.low(i - 3) in ("customer", "supplier"):
        return clause.low(i - 3)  # "new customer, name Nadia Rossi"
    if before in (":", ",") and clause.low(i - 2) in ("customer", "supplier"):
        return clause.low(i - 2)  # "new customer: Greta Olsen", "to a new customer, Marta Kowalczyk"
    if before in ("guy", "client", "lady", "bloke") and clause.low(i - 2) == "new":
        return "customer"  # "a new guy Hugo Stern"
    if before == "customer" or (before in ("customer:", "supplier") and clause.low(i - 2) == "new"):
        return "customer" if before == "customer" else "supplier"
    if before in ("'", '"') and clause.low(i - 2) in SLOT_WORDS:
        return SLOT_WORDS[clause.low(i - 2)] or None
    if before in ("'", '"') and clause.low(i - 2) in ("customer", "supplier"):
        return clause.low(i - 2)
    return None


def _first_word(clause: Clause) -> int:
    for index, token in enumerate(clause.tokens):
        if token.kind == "word" and clause.free(index):
            if token.low in TITLES and clause.kind(index + 1) == "word" and _capitalised(clause, index + 1):
                return index + 1  # "Mrs Margaret Ashworth, a new customer, …": the name after its title
            return index
    return -1


def _capitalised(clause: Clause, index: int) -> bool:
    text = clause.tokens[index].text
    return text[:1].isupper() and not text.isupper() or (text.isupper() and len(text) <= 4 and text.isalpha()
                                                         and False)


def _as_name(typed: str) -> str:
    """Capitalised as a name is (an acronym like ABC kept)."""
    return " ".join(w if (w.isupper() and len(w) <= 4) or not (w.islower() or w.isupper()) else w.capitalize()
                    for w in typed.split())


def _contacts(clause: Clause) -> None:
    """Phone numbers and emails belong to the nearest party written before them (else after). A
    bare number is a phone where contacts are listed: in brackets with an email, or after "phone"."""
    for index, token in enumerate(clause.tokens):
        if token.kind == "number" and clause.free(index) and token.text.isdigit() and len(token.text) >= 5 and (
                clause.low(index - 1) in ("phone", "tel", "mobile", ":") or clause.kind(index - 2) == "email"):
            token.kind = "phone"
        if token.kind not in ("phone", "email") or not clause.free(index):
            continue
        before = [p for p in clause.parties if p.end <= index]
        after = [p for p in clause.parties if p.start > index]
        owner = before[-1] if before else (after[0] if after else None)
        if owner is None:
            continue
        if token.kind == "phone" and owner.phone is None:
            owner.phone = token.text.lstrip("(") if ")" not in token.text else token.text
        elif token.kind == "email" and owner.email is None:
            owner.email = token.text
        else:
            continue
        clause.use(index, index + 1, "contact")


# --- the rest ---------------------------------------------------------------------------------------

_VERBS = sorted(w for w in lexicon.SALE | lexicon.PURCHASE | lexicon.RETURN | lexicon.ADJUST if len(w) >= 4)


def _mistyped_verb(word: str) -> str:
    """A cue word typed with one slip ("soldd", "deliverd", "retruned"): that word; else `word`."""
    if len(word) < 4:
        return word
    close = [v for v in _VERBS if v[0] == word[0] and OSA.distance(word, v) <= 1]
    return close[0] if len(close) == 1 else word


def mark_words(clause: Clause) -> None:
    """Cue words (what kind of record) and filler words (nothing), once everything else is found."""
    kinds = (("return", lexicon.RETURN), ("stock_adjustment", lexicon.ADJUST), ("purchase", lexicon.PURCHASE),
             ("sale", lexicon.SALE), ("price_change", lexicon.PRICE), ("note", lexicon.NOTE))
    for index, token in enumerate(clause.tokens):
        clause.words.add(token.low)
        if not clause.free(index):
            continue
        if token.kind == "punct":
            clause.use(index, index + 1, "punct")
            continue
        typed = token.low if token.kind != "word" or any(token.low in words for _, words in kinds) \
            or token.low in lexicon.FILLERS else _mistyped_verb(token.low)
        for kind, words in kinds:
            if typed in words:
                clause.cues.add(kind)
                clause.use(index, index + 1, "cue")
                clause.words.add(typed)
        # a currency word no amount took stays unplaced: "selling at a dollar" is never read past
        if clause.free(index) and (token.low in lexicon.FILLERS or token.low in SELLING_CUES
                                   or token.low in UNIT_WORDS):
            clause.use(index, index + 1, "filler")
