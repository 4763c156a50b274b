"""A clause read as a note: said to be one ("note …", "please note …", "for the team: …"), or
a standing fact ("Hillside Produce now delivers on Tuesdays")."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from app.records_from_text.reader import lexicon
from app.records_from_text.reader.clause import Clause
from app.records_from_text.reader.dates import DateMention
from app.records_from_text.reader.notes import read_note
from app.records_from_text.reader.shorthand import FOR_THE_TEAM, REMINDING
from app.records_from_text.reader.standing_days import standing_days
from domain.units import UNIT_WORDS

# "Please note the price of grapes is now $2.50": a record asked for politely, not a fact to keep
_PRICED = re.compile(r"[$£€]|\d[.,]\d\d\b|\b(?:dollars?|cents?|pounds?|pence|quid|price[sd]?|costs?)\b", re.I)


def said_to_be_a_note(clause: Clause) -> bool:
    words = [t.low for t in clause.tokens if t.kind == "word"]
    weighed = any(t.kind == "number" and clause.low(i + 1) in UNIT_WORDS for i, t in enumerate(clause.tokens))
    politely = words[:2] == ["please", "note"] and not _PRICED.search(clause.text)
    told = FOR_THE_TEAM.match(clause.text) or REMINDING.match(clause.text)  # "for the team: …", "don't forget …"
    return bool(words) and (words[0] in ("note", "notes", "remember", "nb", "memo", "reminder")
                            or (bool(told) or politely) and not weighed) and len(words) > 2


def _when_kept(mentions: list[DateMention], today: dt.date) -> list[DateMention]:
    """The dates that say when a note's news happened: not a deadline in it ("GV invoices due on
    the 5th", "pay Hillside by the 10th", "settled up to the 28th") nor any day still to come ("audit on
    2024-03-04"), which is kept in its text."""
    return [d for d in mentions if d.date <= today and not (set(d.before) & {"due", "deadline", "until", "till"}
                                        or d.before[-1:] == ("by",) or d.before[-2:] == ("up", "to")
                                        or _paper_of_the_day(d) or _starts_on(d) or _taken_back(d))]


def _starts_on(mention: DateMention) -> bool:
    """"roadworks outside from the 4th": the day something starts, not the day the news was told."""
    words = mention.before[:-1] if mention.before[-1:] == ("the",) else mention.before
    return words[-1:] in (("from",), ("starting",), ("beginning",))


def _taken_back(mention: DateMention) -> bool:
    """"due on the 5th (not the 4th like I said)": a day said only to be taken back."""
    words = mention.before[:-1] if mention.before[-1:] == ("the",) else mention.before
    return words[-1:] == ("not",) or words[-2:] in (("instead", "of"), ("rather", "than"))


# "the GV invoice for the 28th is unpaid": the day names which paper, not when the news happened
_PAPERS = {"invoice", "invoices", "bill", "bills", "order", "orders", "delivery", "deliveries", "statement",
           "receipt", "receipts", "payment", "paperwork", "docket"}


def _paper_of_the_day(mention: DateMention) -> bool:
    return mention.before[-2:-1] != () and mention.before[-1] == "for" and \
        mention.before[-2] in _PAPERS


def as_note(clause: Clause, mentions: list[DateMention], today: dt.date) -> dict[str, Any]:
    # a reminder's days are to come
    mentions = [] if REMINDING.match(clause.text) else _when_kept(standing_days(clause, mentions), today)
    found = note_of(clause, mentions, today)
    if found is not None:
        return found
    days = {d.date for d in mentions}
    return {"kind": "note", "date": (days.pop() if len(days) == 1 else today).isoformat(), "text": text_of(clause),
            "facts": []}


def note_of(clause: Clause, mentions: list[DateMention], today: dt.date) -> dict[str, Any] | None:
    mentions = _when_kept(standing_days(clause, mentions), today)  # not "deliveries Tues only"
    text = text_of(clause)
    undated = " ".join(t.text for t, used in zip(clause.tokens, clause.used) if used != "date")
    undated = re.sub(r"\s+(since|on|from)\s*[.!]?$", "", undated.replace(" ,", ",").replace(" .", ".")).strip(" .")
    stripped = re.sub(r"^(?:note|fyi|info)\s*[:,-]\s*", "", undated, flags=re.I)
    said_note = bool(lexicon.NOTE & clause.words)
    if not said_note and "return" in clause.cues:
        return None  # "Tom Lee is returning his sale": a record not yet made, not a fact to keep
    if not said_note and clause.items and clause.cues:
        return None  # "Mrs Jansen has 1 kilo apples bought": a record that did not read, not a fact to keep
    if not said_note and (clause.mentioned or clause.items) and _LOSS_OR_COUNT & clause.words:
        # "There is a variance on oranges", "Also have I 2 kilo rotten pears binned": a stock change not read
        return None
    found = read_note(stripped, mentions, today)
    if found is None and not said_note:
        return None
    if not found and (clause.items or clause.money):
        return None
    day = {d.date for d in mentions}
    if len(day) > 1:
        return None
    note: dict[str, Any] = found[0] if found else {"kind": "note", "date": (day.pop() if day else today).isoformat(),
                                                  "facts": []}
    note["text"] = text
    return note


# The words of a loss or a count that say a stock change by themselves (not "off", "out", "more", …)
_LOSS_OR_COUNT = {"variance", "shrinkage", "stolen", "spoiled", "spoilt", "mouldy", "moldy", "rotten", "damaged",
                  "bruised", "missing", "short", "surplus", "counted", "recount", "recounted", "stocktake",
                  "discrepancy", "written", "wrote"}


def text_of(clause: Clause) -> str:
    return clause.text.strip()
