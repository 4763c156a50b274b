"""A former waiter's words for the shop, as a restaurant's floor and kitchen say them, put in the
English the reader knows before it reads:

- how many sat at a table, said before the orders ("table of two:", "party of four:", "table for
  three on the 26th:", "table 4:", "a two-top", "covers today:"): nothing of the record, each
  customer and item is still named;
- "86" for taking off (written off), read only where the text says why it went (mouldy, bruised,
  spoiled, in the bin …): "86 a kilo of strawberries" alone is still asked back as a price;
- the menu's price is the shelf price ("menu price 1.70", "menu change, pears 1.50"), "price it
  1.54" is sell at, "the check came to 7.04" the total, "x3 kilo" three kilos;
- a kitchen's answer before the line ("heard, chef.") and where the delivery came ("at the pass")
  say nothing of the record.
Anything else is left as typed, and refused there if it cannot be placed."""

from __future__ import annotations

import re

_HOW_MANY = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"
_SEATED = [
    # "table of two: Eva …", "yesterday, table of two: Zoe …", "Ann Brown, party of one. grapes …"
    re.compile(rf"(?:^|(?:\s*,)?\s+)(?:a\s+)?(?:table|party)\s+(?:of|for)\s+{_HOW_MANY}\b"
               rf"(?:\s*[:,.](?=\s)|(?=\s+(?:on|yesterday|today)\b))\s*", re.I | re.M),
    re.compile(r"^\s*table\s+\d{1,2}\b(?=\s+(?:yesterday|today|on\b)|\s*:)", re.I | re.M),  # "table 4 yesterday: …"
    re.compile(rf"(?:\s*,)?\s*\b(?:a\s+)?{_HOW_MANY}-top\b", re.I),  # "Raj, two-top with …"
    re.compile(r"^\s*covers\b(?=\s+(?:today|yesterday)?\s*:)", re.I | re.M),  # "covers today: …"
]
_LOSS = re.compile(r"\b(?:mouldy|moldy|rotten|bruised|spoiled|spoilt|damaged|bin|binned|black|off|gone|expired|"
                   r"squashed|stolen|dropped)\b", re.I)
_EIGHTY_SIX = re.compile(r"(?:^|(?<=\band\s)|(?<=[.;,:]\s))86(?:'d|ed)?\s+(?=(?:the|a|an|half|\d)\b)", re.I | re.M)
_REWRITES = [
    (re.compile(r"\bmenu\s+price\b", re.I), "selling price"),
    (re.compile(r"\bmenu\s+change\b", re.I), "price change"),
    (re.compile(r"\bprice\s+(?:it|them|'?em)\s+(?:at\s+)?(?=[$£€]?\d)", re.I), "sell at "),
    (re.compile(r"\b(?:the\s+)?check\s+(?:came\s+to|was)\s+(?=[$£€]?\d)", re.I), "total "),
    (re.compile(r"(?<=\s)x(?=\d+(?:\.\d+)?\s*(?:kilos?|kg)\b)", re.I), ""),  # "oranges x3 kilo"
    (re.compile(r"^\s*(?:heard|yes|oui)\s*,?\s*chef\s*[.!,]+\s*", re.I | re.M), ""),
    (re.compile(r"\s+at\s+the\s+pass\b", re.I), ""),
]


def service_in_english(text: str) -> str:
    said = text
    for pattern in _SEATED:
        text = pattern.sub(" ", text)
    if _LOSS.search(text):
        text = _EIGHTY_SIX.sub("wrote off ", text)
    for rewrite, replacement in _REWRITES:
        text = rewrite.sub(replacement, text)
    return said if text == said else text.strip()
