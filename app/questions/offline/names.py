"""The shop's products, customers and suppliers in an offline question: matched like the record
reader matches them, typed short ("strawb", "GV"), several of them together ("the Smiths between
them"), and products left out ("revenue excluding bananas")."""

from __future__ import annotations

from collections.abc import Sequence

from app.questions.offline.lexicon import FILLERS, GROUP_WORDS, LEAST, MEASURE_WORDS, MOST, SOLD
from app.questions.offline.query import Query
from app.questions.offline.words import CannotAnswer, Words
from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_person, match_product, match_supplier


def entities(words: Words, known: Known, query: Query) -> dict[int, str]:
    """The products, customers and suppliers named; returns where each product was named."""
    where: dict[int, str] = {}
    products = list(known.products)
    customers = [c["name"] for c in known.customers]
    suppliers = [s["name"] for s in known.suppliers]
    index = 0
    while index < len(words.tokens):
        if words.used[index] or words.tokens[index].kind != "word" or common(words.low(index)):
            index += 1
            continue
        for width in (3, 2, 1):
            span = words.tokens[index:index + width]
            if len(span) < width or any(t.kind != "word" or (common(t.low) and t is not span[0]) for t in span):
                continue
            typed = " ".join(t.text for t in span)
            person = match_person(typed, customers) if not common(span[-1].low) else None
            supplier = match_supplier(typed, suppliers) if not common(span[-1].low) else None
            product = match_product(typed, products) if width <= 2 else None
            if product and product.unique and typed[:1].lower() != product.unique[:1].lower():
                product = None  # "year", "dear", "range": words of their own, not "pear" or "orange" mistyped
            if person and width == 1 and not _starts_a_part(typed, person.names):
                person = None  # "then" is not "Chen" mistyped
            if supplier and width == 1 and not _starts_a_part(typed, supplier.names):
                supplier = None
            if person and person.unique and not supplier and not (product and product.unique):
                _one(query, "customer", person.unique, typed)
            elif person and not person.unique and _family_name(typed, person.names):
                for name in person.names:  # "the Smiths": every Smith, said as several
                    _one(query, "customer", name, typed)
            elif person and not person.unique:
                raise CannotAnswer(f"“{typed}” could be {', '.join(person.names)}; say which.")
            elif supplier and supplier.unique and not person:
                _one(query, "supplier", supplier.unique, typed)
            elif product and product.unique:
                if product.unique not in query.products:
                    query.products.append(product.unique)
                where[index] = product.unique
            else:
                continue
            for k in range(index, index + width):
                words.used[k] = True
            index += width - 1
            break
        index += 1
    return where


_EXCEPT = {"excluding", "except", "excl", "ex", "without", "bar", "besides"}
# measures whose records are read line by line, so some products can be left out of them
LINES = {"revenue", "quantity_sold", "spend", "profit", "cost_of_sales", "quantity_bought", "purchase_cost"}


def excluded(words: Words, where: dict[int, str], query: Query) -> None:
    """"revenue excluding bananas", "kilos sold other than apples and pears": those products left
    out. The products are what follow the words, joined by "and", "or" or commas."""
    for index, token in enumerate(words.tokens):
        if words.used[index]:
            continue
        low = token.low
        width = 2 if (low, words.low(index + 1)) in (("other", "than"), ("apart", "from"), ("except", "for"),
                                                      ("not", "including"), ("not", "counting"), ("leaving", "out"),
                                                      ("but", "not")) else (1 if low in _EXCEPT else 0)
        if not width:
            continue
        at, left_out = index + width, []
        while True:
            if words.low(at) == "the":
                at += 1
            if at not in where:
                break
            left_out.append(at)
            nxt = at + 1
            while nxt < len(words.tokens) and words.used[nxt] and nxt not in where:
                nxt += 1  # a product said in two words
            if words.low(nxt) in ("and", "or", ",") or words.tokens[nxt].kind == "punct" if nxt < len(
                    words.tokens) else False:
                at = nxt + 1
                continue
            break
        if not left_out:
            continue
        for k in range(index, index + width):
            words.used[k] = True
        for k in left_out:
            query.excluded.append(where[k])
            if where[k] in query.products:
                query.products.remove(where[k])
            if words.low(k - 1) == "the":
                words.used[k - 1] = True
            if k + 1 < len(words.tokens) and words.low(k + 1) in ("and", "or", ","):
                words.used[k + 1] = True


def _starts_a_part(typed: str, named: Sequence[str]) -> bool:
    """A one-word typo keeps its first letter: the word starts like a part of each name it matched."""
    return all(any(part[:1].lower() == typed[:1].lower() for part in name.split()) for name in named)


def shortened(words: Words, known: Known, vocabulary: set[str]) -> None:
    """"strawb", "mang": the start of one product's name, typed short (not a word of ours, nor the
    start of a person's or supplier's name)."""
    people = [n.lower() for c in known.customers for n in c["name"].split()] + [
        n.lower() for s in known.suppliers for n in s["name"].split()]
    for token in words.tokens:
        typed = token.low
        initials = [s["name"] for s in known.suppliers if len(s["name"].split()) > 1 and "".join(
            w[0] for w in s["name"].split()).lower().startswith(typed)]
        if token.text.isupper() and 2 <= len(typed) <= 4 and len(initials) == 1 and typed not in people:
            token.text = initials[0]  # "GV": Green Valley Farms
            continue
        if token.kind != "word" or len(typed) < 4 or typed in vocabulary or typed in known.products or any(
                n.startswith(typed) for n in people):
            continue
        starting = [p for p in known.products if p.lower().startswith(typed)]
        if len(starting) == 1:
            token.text = starting[0]


def _one(query: Query, field: str, name: str, typed: str) -> None:
    """A customer or supplier named; several are kept, for _several to allow or refuse."""
    if getattr(query, field) is None:
        setattr(query, field, name)
    named = getattr(query, field + "s")
    if name not in named:
        named.append(name)


def _family_name(typed: str, names: Sequence[str]) -> bool:
    """"the Smiths": a surname said in the plural, every one of the names having it."""
    word = typed.lower()
    return " " not in word and word.endswith("s") and all(n.lower().split()[-1] == word[:-1] for n in names)


# words that ask about several people one by one, or against each other: not their total
_APART = {"each", "respectively", "separately", "individually", "than", "vs", "versus", "or", "compare", "compared",
          "comparison", "difference", "differ", "apart", "per", "by", "either", "neither"}


def several(words: Words, query: Query) -> None:
    """"Ann Brown and Ida Novak combined", "the Smiths between them": the customers (or suppliers)
    together. Asked one by one or against each other, the question is refused."""
    for field in ("customers", "suppliers"):
        named = getattr(query, field)
        if len(named) < 2 or (query.top == 1 and query.group == field[:-1]) or query.difference:  # "Raj or Tom"
            continue
        if words.has(*_APART) or not (words.has("and") or any(_family_name(t.text, named) for t in words.tokens)):
            raise CannotAnswer(f"The question names several {field}; ask about one at a time, or about them "
                               "together (“… and … combined”).")
        for index, token in enumerate(words.tokens):
            if token.low == "between" and words.low(index + 1) == "them":  # "between them"
                words.used[index] = words.used[index + 1] = True
            if token.low == "both" and len(query.products) < 2:  # "both Smiths", never "both pears and bananas"
                words.used[index] = True
            if token.kind == "number" and token.value == len(named):  # "the two Smiths"
                words.used[index] = True


def common(word: str) -> bool:
    return (word in FILLERS or word in SOLD or any(word in w for w in MEASURE_WORDS.values())
            or any(word in w for w in GROUP_WORDS.values()) or word in MOST | LEAST)
