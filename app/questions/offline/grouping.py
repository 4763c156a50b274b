"""Grouping, ranking and bounds in an offline question: "by product", "which day", "top 3
customers", "the two lowest days", "customers over $50" — a group word counts only when something
marks it as one — and the people a kind of record can name (a sale has a customer, a delivery a
supplier)."""

from __future__ import annotations

from app.questions.offline.lexicon import GROUP_WORDS, LEAST, MEASURE_WORDS, MOST, SOLD
from app.questions.offline.query import GROUPS_OF, KILOS, MONEY, Query
from app.questions.offline.words import CannotAnswer, Words, family

# "customers over $50": what a customer is bounded by is what they bought (a product's kilos
# could be sold or in stock, so "products under 20 kg" is asked about)
_BOUNDS = {"over", "above", "under", "below", "more", "less", "fewer", "greater", "at"}
_EACH = {"by", "per", "each", "every"}
_MARKERS = {"by", "per", "each", "every", "which", "what"}
_RANKED = {"top", "bottom", "best", "worst", "biggest", "largest", "smallest", "highest", "lowest"}
_ADJECTIVES = {"daily": "day", "weekly": "week", "monthly": "month"}
ALL_PRODUCTS = {"fruit", "fruits", "products", "product", "items", "produce", "everything"}


def _grouping(words: Words) -> list[tuple[str, int]]:
    """Groupings the question asks for, each with its word's place: a group word only counts
    when something marks it as one ("by product", "per week", "which day", "top 3 customers",
    "daily"); a bare one ("weekday revenue") is left for the refusal to name."""
    found = []
    ranking = any(t.low in MOST | LEAST and not used for t, used in zip(words.tokens, words.used))
    for index, token in enumerate(words.tokens):
        if words.used[index]:
            continue
        tail = [words.low(index + k) for k in (1, 2, 3)]
        if token.low in ("fruit", "produce") and words.low(index - 1) == "of" and words.low(index - 2) in \
                MEASURE_WORDS["quantity"]:
            words.used[index] = True  # "the most kilos of fruit": all of it, what is weighed, not a grouping
            continue
        if token.low in ("day", "days") and (tail == ["of", "the", "week"] or tail[:2] == ["of", "week"]):
            # "which day of the week", "rank the days of the week": a weekday
            for k in (1, 2, 3) if tail[1] == "the" else (1, 2):
                words.used[index + k] = True
            found.append(("weekday", index))
            continue
        if token.low in _ADJECTIVES:
            found.append((_ADJECTIVES[token.low], index))
            continue
        group = next((g for g, w in GROUP_WORDS.items() if token.low in w), None)
        if group is None:
            continue
        before = words.low(index - 1)
        ranked = words.low(index - 2) in _RANKED and words.tokens[index - 1].kind == "number" or (
            words.tokens[index - 2].kind == "number" if index >= 2 else False) and before in _RANKED
        # With a rank word, a single group word is the thing ranked: "the best-selling product".
        ranks = before in ("rank", "ranked", "sort", "sorted", "order", "list", "show", "name") or (
            before in ("our", "your", "the", "all") and words.low(index - 2) in (
                "rank", "sort", "order", "list", "show", "name"))
        if before in _MARKERS or before in ("top", "bottom") or ranked or ranking or ranks or (
                words.low(index + 1) in ("who", "that") and token.low.endswith("s")) or (
                # "Customers with net sales over $55": a list that opens the question
                index == 0 and words.low(1) == "with" and token.low.endswith("s")) or (
                group == "customer" and words.low(index + 1) in _BOUNDS and words.used[index + 1]) or (
                before == "the" and words.low(index - 2) in ("by", "per", "each", "which", "what")) or (
                before in ("the", "our", "your") and words.low(index - 2) == "of" and words.low(index - 3) in (
                    "which", "what", "each")):  # "which of our fruits", "each of your customers"
            found.append((group, index))
    return found


def group_and_rank(words: Words, query: Query) -> None:
    free = [t.low for t, used in zip(words.tokens, words.used) if not used]
    marked = _grouping(words)
    groups = list(dict.fromkeys(g for g, _ in marked))
    # a table when a group word is marked as one ("by product"); "best fruit by weight" is one fruit
    by = any(words.low(i - 1) in _EACH or (words.low(i - 1) in ("the", "our", "your") and (words.low(
        i - 2) in _EACH or words.low(i - 2) == "of" and words.low(i - 3) == "each")) for _, i in marked) or (
        bool({"breakdown", "rank", "ranked", "ranking", "sort", "sorted", "order"} & set(free)) and bool(
            marked))  # "rank the products by kg": all of them, in order
    who = "who" in free
    which = bool(marked) and any(words.low(i - 1) in ("which", "what") or words.low(i - 2) in ("which", "what")
                                 or words.low(i - 3) in ("which", "what") for _, i in marked)
    ordered = _order_said(words)  # "biggest first", "from the biggest spender to the smallest": all, in order
    for i, token in enumerate(words.tokens):  # "highest first", "best first": the order of a ranking
        if token.low == "first" and not words.used[i] and words.low(i - 1) in MOST | LEAST:
            words.used[i] = True
    rank = ordered or ("most" if set(free) & MOST else ("least" if set(free) & LEAST else None))
    by = by or (ordered is not None and bool(marked))
    if rank is None and {"rank", "ranked", "ranking", "descending"} & set(free) and marked:
        rank = "most"  # "rank our suppliers by spend", "by product, descending": biggest first
    if rank is None and "ascending" in free and marked:
        rank = "least"
    # "top 3", "bottom 2", "the three best", "2 worst"
    plural = {w for g in ("product", "customer", "supplier", "day", "week", "month") for w in GROUP_WORDS[g]
              if w.endswith("s")}
    counts = [i for i, t in enumerate(words.tokens) if t.kind == "number" and not words.used[i] and (
        words.low(i - 1) in _RANKED or words.low(i + 1) in _RANKED or (  # "which two days had the lowest …"
            rank is not None and words.low(i + 1) in plural and words.low(i - 1) in ("which", "what", "the", "our")))]
    top = int(words.tokens[counts[0]].value or 0) if len(counts) == 1 else None
    if len(counts) > 1:
        raise CannotAnswer("The question gives two counts for its ranking; ask for one (“top 3”).")
    if top is not None:
        words.used[counts[0]] = True
        if top < 1 or top > 100:
            raise CannotAnswer("Ask for the top 1 to 100.")
    group = query.group  # set by the measure ("what did Sue buy": her products)
    if who and query.measure == "customers_count":
        who = False  # "the number of customers who bought": the people counted, not "which ones"
        words.take({"who"})
    if who:
        purchases = query.measure in ("purchase_cost", "quantity_bought", "purchases_count")
        group = "supplier" if purchases else "customer"
        words.take({"who"})
    if groups:
        picked = [g for g in groups if not (g == "customer" and query.measure == "customers_count")]
        picked = [g for g in picked if not (g == "product" and query.measure == "products_count")]
        if len(picked) > 1 or (group and picked and picked[0] != group):
            raise CannotAnswer("Group by one thing at a time (by product, by customer, by day…).")
        if picked:
            group = picked[0]
        for _, index in marked:
            words.used[index] = True
        words.take({"by", "per", "each", "every", "breakdown", "which"})
    if group is None and not marked:
        for index, token in enumerate(words.tokens):  # "kg of fruit we sold": all of them
            if not words.used[index] and token.low in ALL_PRODUCTS:
                words.used[index] = True
    if group is None and (rank or top or query.having) and family(query.measure) == "state":
        group = "product"  # "what are we lowest on", "what do we have over 20 kg of": stock is per product
    if group is None and (rank or top) and words.low(0) == "what" and query.measure in ("revenue", "quantity_sold") \
            and {t.low for t in words.tokens} & {"sold", "sell", "sells", "selling", "went", "moved", "shifted", *(
                ("buy", "bought", "buys") if query.customer else ())} \
            and words.has(*MEASURE_WORDS["revenue"], *MEASURE_WORDS["quantity"]):
        # "what sold best by revenue", "what did Sue buy the most of by weight", "what went out most by weight"
        # (set 82): what is sold is a product
        group = "product"
    if group is None and query.having and query.measure == "sales_count" and query.having_money and not (
            ALL_PRODUCTS & {t.low for t in words.tokens}):
        return  # "how many sales were over $10": each sale's total is bounded
    # "did we sell more pears or oranges", "who spent less, Raj or Tom": the one of those two
    either = rank is not None and top is None and "or" in free and _either(query)
    if either and group in (None, either):
        group = either
        words.take({"or"})
    if group is None and (rank or top or query.having):
        raise CannotAnswer("Most or least of what: which products, customers, suppliers, days?" if not query.having
                           else "More or less than that — which products, customers, suppliers or days?")
    if group is None:
        return
    if group != either and ((group == "customer" and query.customer) or (group == "supplier" and query.supplier)):
        raise CannotAnswer(f"That groups by {group} but names the {group}; ask about them, or about all of them.")
    if group == "product" and len(query.products) == 1:
        raise CannotAnswer("That groups by product but names one product; ask about it, or about all of them.")
    kind = family(query.measure)
    if group not in GROUPS_OF[kind]:
        raise CannotAnswer(f"{_KIND[kind].capitalize()} cannot be grouped by {group}.")
    query.group = group
    if rank:
        query.rank, query.top = rank, top or (None if by and not which and not who else 1)
    elif top:
        query.rank, query.top = "most", top
    if query.having and query.top:
        raise CannotAnswer("Ask for a ranking or for a bound, not both at once.")
    if query.top == 1:
        query.shape = "name"
    elif which or who:
        query.shape = "names" if rank is None else "table"
    else:
        query.shape = "table"
    words.take(MOST | LEAST | {"top"})
    if query.measure in ("last_sale", "first_sale", "last_purchase", "first_purchase", "last_adjustment",
                         "first_adjustment", "last_price_change",
                         "first_price_change"):
        query.shape = "date"


def _order_said(words: Words) -> str | None:
    """The order a whole ranking is asked in: a most or least word followed by "first" ("biggest
    first"), or one said before "to" and its opposite ("from the highest to the lowest"); the first
    one said sets it."""
    lows = [t.low for t in words.tokens]
    sides = [(i, "most" if w in MOST else "least") for i, w in enumerate(lows) if w in MOST | LEAST]
    for i, side in sides:
        if i + 1 < len(lows) and lows[i + 1] == "first":
            return side
    if len({side for _, side in sides}) == 2:
        (first, side), (last, _) = sides[0], sides[-1]
        if sides[-1][1] != side and "to" in lows[first + 1:last]:
            return side
    return None


def _either(query: Query) -> str | None:
    """The kind of the two things a question sets against each other ("pears or oranges")."""
    for group, named in (("product", query.products), ("customer", query.customers), ("supplier", query.suppliers)):
        if len(named) == 2:
            return group
    return None


def counterparts(words: Words, query: Query) -> None:
    """"refunds to customers", "spend with suppliers": the other side of every such record, said
    and not grouped by, names no one in particular."""
    kind = family(query.measure)
    _labels(words, query)
    sides = GROUP_WORDS["customer"] if kind in ("sales", "returns") else (
        GROUP_WORDS["supplier"] if kind == "purchases" else set())
    for index, token in enumerate(words.tokens):
        if words.used[index] or token.low not in sides:
            continue
        before = index - 1
        while words.low(before) in ("our", "your", "the", "all", "of"):
            before -= 1
        if words.low(before) in ("to", "from", "with", "pay", "paid", "refund", "refunded", "across") and words.low(
                index + 1) not in ("who", "that", "which"):
            words.used[index] = True
            if words.low(before) == "across":  # "paid for bananas across all suppliers": to all of them
                words.used[before] = True
        elif token.low.endswith("s") and (words.low(index + 1) in _SUBJECT_OF or (
                words.low(index - 1) == "all" and words.low(index + 1) in ("together", "combined"))):
            words.used[index] = True  # "what did customers spend", "all suppliers together": all of them
            if words.low(index + 1) in ("together", "combined"):
                words.used[index - 1] = words.used[index + 1] = True
        elif words.low(index - 1) == "all" and all(t.kind == "punct" for t in words.tokens[index + 1:]):
            # "…, all suppliers", "(all suppliers)": all of them
            words.used[index - 1] = words.used[index] = True


def labels(words: Words, query: Query) -> None:
    """"customer Zoe Davis", "supplier Green Valley": the word says what the name after it is, and is taken out
    of the question (left in, "customer … buy what" read a group word as asked for)."""
    for index in reversed(range(len(words.tokens) - 1)):
        token, after = words.tokens[index], words.low(index + 1)
        named = query.customer if token.low in ("customer", "client") else (
            query.supplier if token.low in ("supplier", "vendor") else None)
        if not words.used[index] and named and words.used[index + 1] and str(named).lower().split()[0] == after:
            del words.tokens[index], words.used[index]


def _labels(words: Words, query: Query) -> None:
    """"customer spend …, per customer": the group said again before its measure."""
    for index, token in enumerate(words.tokens):
        if words.used[index] or index + 1 >= len(words.tokens):
            continue
        if query.group == "customer" and token.low in ("customer", "customers") and words.low(
                index + 1) in _SUBJECT_OF:
            words.used[index] = True


_SUBJECT_OF = {"spend", "spent", "buy", "bought", "pay", "paid"}
_KIND = {"sales": "sales", "purchases": "deliveries", "returns": "returns", "state": "stock and prices",
         "price_changes": "price changes", "adjustments": "stock write-offs"}



def check_people(query: Query) -> None:
    """A sale has a customer and no supplier; a delivery a supplier and no customer. A bound in
    dollars is on money, one in kilos on a weight ("more than $30" is not 30 kg)."""
    kind = family(query.measure)
    each_sale = query.measure == "sales_count" and query.group is None  # "how many sales were over $10"
    if query.having and ((query.having_money and query.measure not in MONEY and not each_sale) or (
            query.having_kilos and query.measure not in KILOS)):
        raise CannotAnswer("The bound and what is measured differ (dollars against kilos); ask again with one of them.")
    if query.supplier and kind not in ("purchases",):
        raise CannotAnswer(f"{query.supplier} is a supplier; {_KIND[kind]} do not name suppliers.")
    if query.customer and kind not in ("sales", "returns"):
        raise CannotAnswer(f"{query.customer} is a customer; {_KIND[kind]} do not name customers.")
    if query.price is not None and kind != "sales":
        raise CannotAnswer("“at <price>” picks sale lines sold at that price; ask about sales.")


_TAKEN_OUT = {"written", "wasted", "binned", "thrown", "spoiled", "spoilt"}  # out of stock, none of it sold
_COMPARE = {("more", "than"): ">", ("greater", "than"): ">", ("over",): ">", ("above",): ">", ("less", "than"): "<",
            ("fewer", "than"): "<", ("under",): "<", ("below",): "<", ("at", "least"): ">=", ("at", "most"): "<="}


def threshold(words: Words, query: Query) -> None:
    """"which customers spent more than $60", "products with less than 22 kg in stock": a bound on
    each group's value (the groups are found later; without them the question is refused)."""
    low = [t.low for t in words.tokens]
    never = {"haven't", "hasn't", "didn't", "havent", "hasnt", "didnt", "not", "never", "weren't", "wasn't",
             "nothing", "none", "zero", "no", "nobody", "noone"}
    # "which fruits haven't sold at all this week", "which had nothing written off": those with nothing
    if never & set(low) and (SOLD | _TAKEN_OUT) & set(low) and {"which", "what"} & set(low):
        query.having = ("<=", 0.0)
        words.take(never | {"at", "all", "any", "anything"})
        return
    for index in range(len(low)):
        for phrase, op in _COMPARE.items():
            end = index + len(phrase)
            if tuple(low[index:end]) != phrase or words.used[index]:
                continue
            at = end + (1 if low[end:end + 1] in (["$"], ["£"], ["€"]) else 0)
            if at < len(words.tokens) and words.tokens[at].kind == "number" and not words.used[at]:
                if query.having is not None:
                    raise CannotAnswer("Give one bound at a time (“more than 60”).")
                query.having = (op, float(words.tokens[at].value or 0))
                query.having_money = at > end or low[at + 1:at + 2] == ["dollars"] or low[index - 1:index] == ["worth"]
                if low[index - 1:index] == ["worth"]:  # "sales worth more than 20": money
                    words.used[index - 1] = True
                query.having_kilos = low[at + 1:at + 2] in (["kg"], ["kilos"], ["kgs"], ["kilo"])
                for k in range(index, at + 1):
                    words.used[k] = True
                if low[at + 1:at + 2] in (["kg"], ["kilos"], ["kgs"], ["dollars"]):
                    words.used[at + 1] = True
