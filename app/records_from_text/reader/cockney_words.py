"""A London market trader's words inside a shop record ("floggin' 'em at 1.60", "knockin' 'em out
at 3.90", "Done a count on the strawbs"): each is put in the English the reader knows before it
reads, as the Yorkshire and Scots words are (first_language.py; those already give back a dropped
h or g: "'alf", "floggin'").

Only phrases with one meaning in a shop record are rewritten:
- "flogging them at", "knocking them out at" (and "'em", "flog", "flogs") with an amount after:
  the price the goods sell at, "selling them at";
- "Done a count" (or "the count", "a stock take") opening a clause: "Did a count".
Rhyming slang ("apples an' pears", "Adam an' Eve") is left as typed and refused there."""

from __future__ import annotations

import re

_SELLING = re.compile(r"\b(?:flogg?(?:ing|s)?|knocking\s+(?:them|'?em)\s+out)(?:\s+(?:them|'?em))?\s+(?=at\s+[$£€]?\d)",
                      re.I)
_DONE = re.compile(r"(?:^|(?<=[.,;:!]\s))(D|d)one\s+(?=(?:a|the)\s+(?:count|stock\s*take|stocktake)\b)", re.M)


def cockney_in_english(text: str) -> str:
    text = _SELLING.sub("selling them ", text)
    return _DONE.sub(lambda m: f"{m.group(1)}id ", text)
