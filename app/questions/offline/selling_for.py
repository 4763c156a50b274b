"""What a kilo went for is its price: "what did bananas sell at on the 10th", "what a kilo of oranges sold
for". "Sold at" with no number after it is the price sold at (set 54 read kilos sold, the "at" read past);
"sold at 1.44", "sold at the weekend", "not sold at all" are left as they are. "Sold for" is a price only
with a kilo said ("a kilo of oranges sold for"): "what did oranges sell for on the 10th" may be the
money they brought in, which the parser asks about itself."""

from __future__ import annotations

import re

_SELL = {"sold": "sell", "sell": "sell", "sells": "sells", "selling": "selling"}
# "at" ends the question or is followed by when: "sell at on the 10th", "selling at now", "sold at?"
# the fruit may stand between ("what did we sell pears at on the 23rd": set 62 read kilos sold)
_AT = re.compile(r"\b(sold|sell|sells|selling)\s+(?:(?:the|our)\s+)?([a-z]+\s+)?at\b(?=\s*(?:$|[?.,!;]|(?:on|in|back|"
                 r"yesterday|today|now|then|currently|per|a\s+(?:kilo|kg|kilogram))\b))", re.I)
_A_KILO = re.compile(r"\b(?:a|per|one|each)\s+(?:kilo|kg|kilogram)\b", re.I)
_SOLD_FOR = re.compile(r"\b(sold|went)\s+for\b", re.I)


def plain(question: str) -> str:
    text = _AT.sub(lambda m: f"{_SELL[m.group(1).lower()]} {m.group(2) or ''}for", question)
    if _A_KILO.search(text):
        text = _SOLD_FOR.sub(lambda m: "sell for" if m.group(1).lower() == "sold" else "go for", text)
    return text
