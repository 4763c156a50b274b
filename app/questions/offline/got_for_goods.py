"""Money the shop "got for" what it sold (set 100: "how much did we get for the bananas last week", "…for
everything last week, hen", "…for the weekend"): what was got for goods is the takings, and is read as
"how much did we take for …". Only in the past ("did", "have", "had we got"), after "how much (money)":
"how much do we get for pears" and "… for a kilo", "… for each" ask a price, "how much stock did we get"
a delivery, "how much did we pay for" the cost, and each is left as it stands."""

from __future__ import annotations

import re

_GOT_FOR = re.compile(r"\bhow\s+much(?:\s+money)?\s+(?:did|have|had)\s+we\s+(?:get|got|gotten)\s+for\b"
                      r"(?!\s+(?:a|an|one|each|every|per|the\s+kilo)\b)", re.I)


def plain(question: str) -> str:
    return _GOT_FOR.sub("how much did we take for", question)
