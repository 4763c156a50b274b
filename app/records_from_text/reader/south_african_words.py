"""Words of a South African writer's speech inside a shop record ("Eish, 2,5kg of the mangoes are
rotten", "Ja, Mrs Chen was here now now, took 2kg bananas", "Boet, 1kg apples walked out the
door"): each is put in the English the reader knows before it reads, as the Scots words are.

Only what says nothing of the record goes or is rewritten:
- an exclamation opening the text or a sentence, before its comma ("Eish,", "Ja,", "Shame,",
  "Boet,", "Yoh,", "Haibo,"): a sigh, a yes, sympathy or a friend hailed;
- "now now" (a moment ago, or in a moment): "just now" after "was" or "were" (it happened), and
  otherwise left as typed, so a plan ("I'll do it now now") is still refused as one.
Anything else is left as typed, and refused there if it cannot be placed."""

from __future__ import annotations

import re

_OPENER = re.compile(r"(?:^|(?<=[.!?]\s))(\s*)(?:eish|ja|shame|boet|bru|yoh|haibo|sjoe|ag)\s*,\s*(?=\S)", re.I)
_NOW_NOW = re.compile(r"\b((?:was|were)\s+(?:here|in)\s+)now\s+now\b", re.I)


def south_african_in_english(text: str) -> str:
    return _NOW_NOW.sub(r"\1just now", _OPENER.sub(r"\1", text))
