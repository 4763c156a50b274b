"""The offline grammar: the default translator when no language model is configured.

Deterministic and cautious. The text is cut into sentences; a sentence either starts a record
or continues the one before ("apple sells at 1.70" after a purchase). Each chunk must be read
completely by one of the record readers (app/grammar/kinds.py); anything it cannot account
for makes the whole text "not understood", with a phrasing that works.
"""

from __future__ import annotations

import re
from typing import Any

from app.records_from_text.drafts import NotUnderstood, TranslationContext
from app.records_from_text.grammar.dates import DateMention, find_dates
from app.records_from_text.grammar.kinds import HINTS, READERS
from app.records_from_text.grammar.notes import read_note
from domain.errors import InvalidRecord

_UNSURE = re.compile(r"\b(?:maybe|perhaps|not\s+sure|i\s+think|probably|might\s+have|possibly)\b", re.I)
_SENTENCES = re.compile(r"(?<=[.!;])\s+|\n+")
_LEAD_IN = re.compile(r"(?:,\s*)?(?:\b(?:on|dated|as\s+of|from|of|since)\s+)?$", re.I)
_KIND_WORDS = (
    ("return", r"\b(?:return|returned|brought back|undo)\b"),
    ("price_change", r"\bprice\b|\bsells at\b|\bcosts?\b"),
    ("stock_adjustment", r"\b(?:removed|threw|thrown|wrote off|written off|discarded|added|found|stock)\b"),
    ("sale", r"\b(?:sold|sale)\b"),
    ("purchase", r"\b(?:bought|purchased|received|restocked|purchase|delivery)\b"),
)


_QUOTES = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-"})


class GrammarTranslator:
    name = "offline grammar"

    def translate(self, text: str, context: TranslationContext) -> list[dict[str, Any]]:
        text = _normalise(text)
        if not text:
            raise NotUnderstood("There is nothing to record.", HINTS["sale"])
        if text.endswith("?"):
            raise NotUnderstood("That reads as a question; ask it in the questions panel.")
        if _UNSURE.search(text):
            raise NotUnderstood("That sounds unsure; say exactly what happened.", _hint(text))
        chunks: list[tuple[str, list[dict] | None]] = []
        for sentence in (s.strip() for s in _SENTENCES.split(text)):
            if not sentence:
                continue
            if chunks:  # does it continue the record before?
                joined = f"{chunks[-1][0].rstrip('.;')}. {sentence}"
                records = _read(joined, context)
                if records:
                    chunks[-1] = (joined, records)
                    continue
            chunks.append((sentence, _read(sentence, context)))
        for sentence, records in chunks:
            if not records:
                raise NotUnderstood(f"I could not read “{sentence}” as a record.", _hint(sentence))
        return [record for _, records in chunks for record in records or []]


def _normalise(text: str) -> str:
    text = text.translate(_QUOTES)
    text = re.sub(r"[ \t]+", " ", text).strip()
    if re.search(r"[A-Za-z]", text) and text.upper() == text:
        text = text.title()  # SHOUTED TEXT: names keep capitals, the rest reads as usual
    return text


def _read(chunk: str, context: TranslationContext) -> list[dict] | None:
    try:
        dates = find_dates(chunk, context.today)
    except InvalidRecord as e:
        raise NotUnderstood(f"{e.message}.", _hint(chunk)) from None
    rest = _without_dates(chunk, dates)
    for reader in (*READERS, read_note):  # a note only when no record kind reads it
        records = reader(rest, dates, context.today)
        if records:
            for record in records:
                if record["kind"] == "note":
                    record["text"] = chunk  # the note keeps the sentence as written
            return records
    return None


def _without_dates(text: str, dates: list[DateMention]) -> str:
    """The text with each date and the word that introduces it taken out."""
    for mention in sorted(dates, key=lambda d: d.start, reverse=True):
        lead = _LEAD_IN.search(text[: mention.start])
        start = lead.start() if lead else mention.start
        text = text[:start] + " " + text[mention.end:]
    text = re.sub(r"\s+([,.;:)])", r"\1", re.sub(r"\s+", " ", text))
    return text.strip(" ,;").rstrip(".").strip()


def _hint(text: str) -> str:
    for kind, words in _KIND_WORDS:
        if re.search(words, text, re.I):
            return HINTS[kind]
    return HINTS["sale"]
