"""How goods become tasting samples: "I cut up 0.5 kg of strawberries for tasting samples", "For
tasting have we 1 kilo grapes opened, samples for the customers". In a sentence that says tasting
or samples, the act of cutting, slicing, opening or putting out a weight of goods is the use the
reader knows ("used"); the weight must stand next to it, and a sentence about a price or a cost
is never touched ("cut the price")."""

from __future__ import annotations

import re

_WEIGHT = r"\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)"
_ACT = r"(?:cut\s+up|cut|sliced(?:\s+up)?|opened(?:\s+up)?|put\s+out|ate|eaten|tasted)"
# the act before its weight ("cut up 0.5 kg of …") or after its weight and product ("1 kilo grapes opened")
_USED = re.compile(rf"\b{_ACT}(?=\s+(?:a\s+)?{_WEIGHT})|(?<=[a-z])\s+{_ACT}(?=\s*[,.;]|\s+for\b)", re.I)
_PRICED = re.compile(r"\b(?:price[sd]?|off|cost|costs|charged?)\b|[$£€]", re.I)  # "cut 2 kg off the price"
# "… was offered to patrons as samples": handed out to the shop's customers, as samples are
_OFFERED = re.compile(r"\b(?:offered|handed\s+out|passed\s+round)\s+to\s+(?:the\s+|our\s+)?"
                      r"(?:patrons|customers|shoppers)\s+(?=as\s+(?:samples|tasters)\b)", re.I)
_SENTENCE = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d))+[.!?]*")  # never ending at "0.5"


def samples_used(text: str) -> str:
    if not re.search(r"\b(?:tasting|samples?)\b", text, re.I):
        return text

    def sentence(match: re.Match[str]) -> str:
        said = _OFFERED.sub("given out ", match.group())
        if not re.search(r"\b(?:tasting|samples?)\b", said, re.I) or not re.search(_WEIGHT, said, re.I) \
                or _PRICED.search(said):
            return said
        return _USED.sub(lambda m: (" used" if m.group()[0].isspace() else "used"), said)

    return _SENTENCE.sub(sentence, text)
