""""The amount" asked for after the question (set 96's Kenyan-English manager: "How much have we sold for
the whole of last week? I want the amount."): an amount of selling, buying, spending or refunding said on
its own is the money (kilos are said as kilos), as "In money." after the question already reads. Said after
a question of kilos, "the amount" could be either, and is asked back."""

from __future__ import annotations

import re

from app.questions.offline.words import CannotAnswer

_WANTED = re.compile(r"(?<=[?.!,])\s*(?:(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)|give\s+me|just|kindly\s+"
                     r"(?:give|share|avail)(?:\s+me)?|only)\s+the\s+(?:total\s+)?amount\s*(?:,?\s*please)?\s*[.!]*\s*$",
                     re.I)
_KILOS = re.compile(r"\b(?:kg|kgs|kilos?|kilograms?|weight|quantity|how\s+many)\b", re.I)
_MONEYED = re.compile(r"\b(?:sold|sell|selling|sales|bought|buy|purchased?|purchases|spent|spend|paid|pay|"
                      r"refund(?:ed|s)?|made|make|take|took|taken|takings|revenue|cost)\b", re.I)


def plain(question: str) -> str:
    wanted = _WANTED.search(question)
    if not wanted:
        return question
    asked = question[:wanted.start()]
    if _KILOS.search(asked) or not _MONEYED.search(asked):
        raise CannotAnswer("“The amount”: the money, or the kilos? Say “in money” or “in kilos”.")
    return asked.rstrip(",") + (" In money." if asked.rstrip().endswith(("?", ".", "!")) else ", in money?")
