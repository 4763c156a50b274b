"""A text cut into clauses: its sentences, and within a sentence the parts that start a record
of their own ("… and sold 2kg to raj"), each with the dates written in it and those dates'
tokens marked as used."""

from __future__ import annotations

from app.records_from_text.drafts import Known
from app.records_from_text.matching import TITLES
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.dates import DateMention
from app.records_from_text.reader.splits import starts_own_record
from app.records_from_text.reader.tokens import Token, tokenize

_STARTS_RECORD = {"sold", "bought", "took", "received", "got", "returned", "refunded", "threw", "gave", "counted",
                  "purchased", "delivered", "picked", "refund", "return", "chucked", "tossed", "binned",
                  "buys", "takes", "grabs"}  # told as it happens: "…, and then Ken buys four kilos"
# a loss someone in the shop caused: "…, and then the young lad dropped a kilo of cherries on the floor"
_LOSS_VERBS = {"dropped", "spilt", "spilled", "smashed", "squashed"}
_STAFF_WORDS = {"lad", "girl", "boy", "lass", "kid", "guy", "trainee", "apprentice", "assistant", "helper", "temp"}
_SENTENCE_ENDS = {".", ";", "!"}


def split_clauses(text: str, dates: list[DateMention], known: Known) -> list[tuple[Clause, list[DateMention]]]:
    """Sentences, and within a sentence the parts that start a record of their own ("… and sold
    2kg to raj"); each with the dates written in it."""
    tokens = tokenize(text)
    cuts = [0]
    for index, token in enumerate(tokens):
        if token.kind == "punct" and token.text in _SENTENCE_ENDS and not (
                token.text == "." and index and tokens[index - 1].low in TITLES | _MONTH_SHORT) and not (
                token.text == "." and index and tokens[index - 1].low in _DAY_OR_MONTH_SHORT  # "Feb. 28: …"
                and index + 1 < len(tokens) and tokens[index + 1].kind == "number"  # (never "… on Sat. 2 kg …")
                and (index + 2 == len(tokens) or tokens[index + 2].kind == "punct")):  # "Mr. Raj Patel"
            cuts.append(index + 1)
        elif (token.low in CONNECTORS and index + 1 < len(tokens) and (
                (_verb_at(tokens, index + 1) and _number_before_sentence_end(tokens, index + 1))
                or _name_then_verb(tokens, index + 1 + (tokens[index + 1].low in lexicon.DAYS)))) or "\n" in text[
                tokens[index - 1].end if index else 0: token.start] or (
                token.low in CONNECTORS and (_said_a_quantity(tokens[cuts[-1]:index])
                                             or _said_a_return(tokens[cuts[-1]:index]))
                and not _dated_later(tokens, index, dates) and starts_own_record(tokens, index, known, cuts[-1])):
            start = index
            while start - 1 > cuts[-1] and tokens[start - 1].low in CONNECTORS:
                start -= 1  # "… mangoes and then Ann bought": the cut takes "and then" with it
            cuts.append(start)
    cuts.append(len(tokens))
    out = []
    for start, end in zip(cuts, cuts[1:]):
        part = tokens[start:end]
        if not [t for t in part if t.kind != "punct"]:
            continue
        mine = [d for d in dates if part[0].start <= d.start < part[-1].end]
        clause = _clause(part, mine)
        clause.text = text[part[0].start:part[-1].end]
        out.append((clause, mine))
    return out


CONNECTORS = {"and", "then", ",", "also", "so", "plus"}
_MONTH_SHORT = {"inst", "ult", "prox"}  # "the 26th inst. Mrs Davis bought …": one sentence
# … and "Feb. 28", "Mon. 26": a month's or a weekday's short form, its day after it
_DAY_OR_MONTH_SHORT = {"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
                       "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"}
_SUBJECTS = {"i", "we", "he", "she", "they"}


def _verb_at(tokens: list[Token], start: int) -> bool:
    """A verb that starts a record of its own at `start`, maybe after "I"/"we"/"she" ("… and also i threw away")."""
    if tokens[start].low in _SUBJECTS and start + 1 < len(tokens):
        start += 1
        return tokens[start].low in _STARTS_RECORD | _LOSS_VERBS
    staff = next((k for k in range(start + 1, min(start + 4, len(tokens))) if tokens[k].low in _STAFF_WORDS), None)
    if tokens[start].low in ("the", "our", "my") and staff is not None and staff + 1 < len(tokens) and all(
            t.kind == "word" for t in tokens[start:staff]):  # "… and then the new girl dropped 2 kg pears"
        return tokens[staff + 1].low in _STARTS_RECORD | _LOSS_VERBS
    return tokens[start].low in _STARTS_RECORD


def _name_then_verb(tokens: list[Token], start: int) -> bool:
    """"… and Zoe Davis returned …": one or two capitalised words, then a verb that starts a record."""
    for width in (1, 2):
        names = tokens[start:start + width]
        after = tokens[start + width] if start + width < len(tokens) else None
        if after is not None and after.low in _STARTS_RECORD | {"brought"} and all(
                t.kind == "word" and t.text[:1].isupper() for t in names):
            return True
    return False


def _dated_later(tokens: list[Token], index: int, dates: list[DateMention]) -> bool:
    """A date later in the sentence ("… and raj got 2 kg apples on saturday") may be every part's."""
    end = next((t.end for t in tokens[index:] if t.kind == "punct" and t.text in _SENTENCE_ENDS), 10**9)
    after = next((t for t in tokens[index:] if t.low not in CONNECTORS), None)
    # "… then also yesterday raj 1kg grapes": a date leading the next part is that part's alone; so is
    # one a thing starts from ("…, and cherries go up to 3.40 from today")
    return any(tokens[index].start < d.start < end and not (after and d.start == after.start)
               and d.before[-1:] not in (("from",), ("starting",)) and d.before[-2:] != ("as", "of") for d in dates)


def _said_a_quantity(tokens: list[Token]) -> bool:
    return any(t.kind == "number" or t.low in ("kilo", "half") for t in tokens)


def _said_a_return(tokens: list[Token]) -> bool:
    """"Sue returned her mango from Thursday, Zoe 2.5kg …": a return says no quantity, yet a list
    may go on after it."""
    return any(t.low in ("returned", "refunded") or t.low == "back" and k and tokens[k - 1].low in (
        "brought", "came", "sent", "took") for k, t in enumerate(tokens))


def _number_before_sentence_end(tokens: list[Token], start: int) -> bool:
    """Whether a record of its own can start here: it says a quantity or an amount."""
    for token in tokens[start:]:
        if token.kind == "punct" and token.text in _SENTENCE_ENDS:
            return False
        if token.kind == "number" or token.low in ("kilo", "kilos"):  # "… and I dropped a kilo of pears"
            return True
    return False


def _clause(tokens: list[Token], dates: list[DateMention]) -> Clause:
    clause = Clause(tokens, [None] * len(tokens))
    for mention in dates:  # a date, and the word that introduces it
        for index, token in enumerate(tokens):
            if mention.start <= token.start < mention.end:
                clause.used[index] = "date"
        first = next((i for i, t in enumerate(tokens) if t.start >= mention.start), None)
        if first and tokens[first - 1].low in ("on", "dated", "starting", "date") and clause.free(first - 1):
            clause.used[first - 1] = "date"  # "…, date 2024-02-27": a field's label
        elif first and first > 1 and tokens[first - 1].text == ":" and tokens[first - 2].low == "date":
            clause.used[first - 2] = clause.used[first - 1] = "date"  # "date: Wednesday"
    return clause
