"""Checks and small readings the parser makes around the measure: "how many customers spent over
$50" (those groups counted), "at 1.20" (lines at that price), "up"/"down" left over (a change,
refused), and what the shop holds (its stock, never kilos sold or bought)."""

from __future__ import annotations

import re

from app.questions.offline.lexicon import GROUP_WORDS
from app.questions.offline.query import KILOS, MONEY, Query
from app.questions.offline.words import CannotAnswer, Words, family

_UP_DOWN_IN = {"ring", "rang", "rung", "add", "added", "adds", "adding", "total", "totalled", "sum", "summed", "break",
               "broken", "broke", "split", "come", "came", "comes", "make", "made", "makes", "pick", "picked", "end",
               "ended", "ends", "shut", "close", "closed", "write", "wrote", "written", "writing"}


def how_many_groups(words: Words, query: Query) -> None:
    """"how many customers spent more than $50": those customers counted — read as "which customers
    spent more than $50", then counted."""
    plural = {w for g in ("customer", "product", "supplier", "day", "week", "month") for w in GROUP_WORDS[g]
              if w.endswith("s")}
    for index in range(len(words.tokens) - 2):
        if words.low(index) == "how" and words.low(index + 1) == "many" and words.low(index + 2) in plural:
            words.tokens[index].text, words.used[index] = "", True
            words.tokens[index + 1].text = "which"
            query.count_groups = True
            return


def directions(words: Words) -> None:
    """"up" and "down" are fillers in "ring up", "add up", "broken down"; left over anywhere else
    ("was revenue up last week") they ask about a change, which is refused."""
    for index, token in enumerate(words.tokens):
        before = words.low(index - 1)
        if before in ("it", "them", "that", "this", "those", "these"):  # "break it down by product"
            before = words.low(index - 2)
        if token.low in ("up", "down") and not words.used[index] and before not in _UP_DOWN_IN:
            raise CannotAnswer(f"“{token.text}”: I cannot compare one time with another offline; ask for each "
                               "amount.", (token.text,))


def price_filter(words: Words, query: Query) -> None:
    """"bananas sold at 1.20": lines at that price."""
    for index, token in enumerate(words.tokens):
        if token.kind == "number" and words.low(index - 1) in ("at", "@") and words.low(index + 1) not in (
                "kg", "kilos", "kilo"):
            query.price = token.value
            words.used[index] = words.used[index - 1] = True
            if words.low(index - 2) == "$":
                words.used[index - 2] = True


def what_we_hold(words: Words, query: Query) -> None:
    """"kilos of fruit in the shop right now", "how much did we have before the delivery came":
    what the shop holds is its stock; any other reading is refused, never answered (set 7 and
    set 8 were answered with kilos sold and kilos bought; set 18: "did the shop have")."""
    text = " ".join(t.low for t in words.tokens)
    # "were at the shop on closing" (set 62) holds too; "sold at the shop" says where, not what
    deed = {"sell", "sold", "sells", "selling", "buy", "bought", "buying"} & {t.low for t in words.tokens}
    where = "" if deed else r"\bat (?:the )?(?:shop|store)\b|"
    holds = re.search(r"\bin (?:the )?(?:shop|store)\b|\bon hand\b|" + where
                      + r"\b(?:do|did|does) (?:we|the (?:shop|store)) (?:still )?(?:have|hold)\b", text)
    weighed = {"kilos", "kilo", "kg", "kgs", "much", "fruit", "stock"} & {t.low for t in words.tokens}
    if holds and weighed and (family(query.measure) != "state" or query.measure == "price"):
        raise CannotAnswer(f"“{holds.group(0)}”: what the shop holds (its stock), or what was sold or bought? "
                           "Ask for the stock on a day, or for kilos sold.")
    if query.measure in ("stock", "stock_total", "stock_value", "stock_cost"):
        words.take({"unsold"})  # "apples sitting there unsold", "unsold fruit": what the shop holds, its stock


def per_kilo(words: Words, query: Query) -> None:
    """"what do we make per kilo on apples": kilos are not counted per kilo; read as kilos sold, the
    "per kilo" was dropped (set 16's round found it) — a price, a cost or a margin per kilo is asked which.
    What the shop "makes" or "earns" on a kilo is asked which too: it was answered with the price alone."""
    made = {"make", "makes", "made", "making", "earn", "earns", "earned", "clear", "clears", "cleared"}
    said = None
    if query.measure in KILOS:
        said = re.search(r"\bper\s+(?:kilo|kg|kilogram)s?\b", words.said)
    if not said and query.measure in KILOS | {"price"} and made & {t.low for t in words.tokens}:
        said = re.search(r"\b(?:a|per|each|every)\s+(?:kilo|kg|kilogram)s?\b", words.said)
    if said:
        raise CannotAnswer(f"“{said.group(0)}”: the price of a kilo, what it cost us, or what it leaves over cost? "
                           "Say “the price of …”, “what did we pay per kilo for …” or “price less cost per kilo”.")


def cost_and_price(low: list[str]) -> None:
    """"what's our cost per kilo for apples and what do we charge": two asks; read as the cost, the price was
    dropped (found probing set 16's phrasings)."""
    if "and" in low and {"cost", "costs", "pay", "paid"} & set(low) and {"charge", "charges", "charging", "charged",
                                                                         "sell", "selling", "price"} & set(low):
        raise CannotAnswer("What a kilo cost us and what we sell it for are two questions; ask one, then the other.")


# not "And who …" at the start of a question
_SECOND_ASK = re.compile(r"(?<=\w)[\s,;]+and\s+(?:then\s+|also\s+)?(?:what|which|who|whom|when|where)\b")


def one_ask(words: Words) -> None:
    """"who came in today and what did they buy": two questions; the second was read past ("buy" is a sales
    word, "what" a filler) and the first answered alone."""
    second = _SECOND_ASK.search(words.said)
    if second:
        raise CannotAnswer(f"“{second.group(0).strip(' ,;')} …” asks a second question; ask one at a time.")


_SUMS_TO = re.compile(r"\b(?:come|came|comes|coming|amount|amounted|amounts)\s+to\b(?!\s+(?:us|the|our|me)\b)"
                      r"|\badd(?:s|ed)?\s+up\b")
_WEIGHED = {"kilos", "kilo", "kg", "kgs", "kilograms", "kilogram", "weight", "weigh", "weighed"}


def sums_to(words: Words, query: Query) -> None:
    """"what did our banana stock come to": a sum, of money or of kilos? "come to" is read past as
    fillers, so a reading in kilos with no weight said is refused (set 24 read "what did purchases
    from ABC come to" as kilos by product)."""
    said = _SUMS_TO.search(words.said.lower())
    if said and query.measure in KILOS and query.measure not in MONEY and not _WEIGHED & {t.low for t in words.tokens}:
        raise CannotAnswer(f"“{said.group(0)}”: in money or in kilos? Say “how much money” or “how many kilos”.")


_MAKES_MONEY = re.compile(r"\b(?:make|makes|made|making|earn|earns|earned|earning)\s+(?:us\s+)?(?:any\s+)?money\b")


def money_makers(words: Words, query: Query) -> None:
    """"which fruit makes us money": every product took some, so listing them all does not say which; the
    question asks for the one that makes the most, or those over some amount — asked which, never guessed
    (set 32 listed every product's revenue)."""
    said = _MAKES_MONEY.search(words.said.lower())
    if said and query.group and not (query.rank or query.top or query.having or query.count_groups):
        raise CannotAnswer(f"“{said.group(0)}”: the one that makes the most, or those over an amount? Say “the most "
                           "revenue” or “over $…”.")
