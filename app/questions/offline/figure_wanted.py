"""How the asker wants the figure written, said beside the question (set 88): "to two places", "a tidy
two-place number", "tidy figure in dollars", "Give me the number", "Write me out …", "roughly - well, exactly
if you can", "how many bananas in kilos". Figures are given to two places, in the shop's currency, already,
so these say again what the answer does; each is taken out whole. A different rounding ("to the nearest ten",
"to one place") is not ours to give, and is left to be refused."""

from __future__ import annotations

import re

_TWO = r"(?:two|2)[\s-]*(?:decimal\s+)?(?:places?|dp|decimals?)"
_SAID = (
    # ", to two places", ", to two decimal places", "- rounded to 2dp"
    re.compile(rf"\s*[,;–-]?\s*(?:rounded\s+)?to\s+{_TWO}\b", re.I),
    # "- a tidy two-place number, please", "tidy figure": a figure to two places
    re.compile(rf"\s*[,;–-]?\s*(?:as\s+|in\s+)?(?:an?\s+)?(?:nice\s+)?(?:tidy|neat|clean)\s+(?:{_TWO}\s+)?"
               r"(?:number|figure|sum|amount)(?=\s*(?:[,;.?!]|in\s+dollars\b|please\b|$))", re.I),
    # "? Names only.", "? Just the names": a list of who, which is what a "which customer" answer is
    re.compile(r"(?<=[?.!])\s*(?:(?:the\s+)?names\s+only|just\s+(?:the\s+)?names)\s*(?:please)?\s*[.!]*\s*$", re.I),
    # "? Give me the number", "? Just the figure": after the question, asking for what it asks
    re.compile(r"(?<=[?.!])\s*(?:just\s+)?(?:give\s+me\s+)?(?:the|a)\s+(?:number|figure|total)\s*(?:please)?\s*[.!]*"
               r"\s*$", re.I),
)


# "Write me out how much each customer has spent": tell me ("write off" is another thing, and is left)
_WRITE_OUT = re.compile(r"^\s*write\s+(?:me|us)\s+out\s+(?=(?:how|what|which|who|the|a|each|every)\b)", re.I)
# "roughly - well, exactly if you can": the hedge taken back, so the exact figure, as ever
_TAKEN_BACK = re.compile(r"\s*[,;]?\s*\b(?:roughly|about|approximately|ish)\s*[,;–-]+\s*(?:well|actually|no)\s*,?\s*"
                         r"exactly(?:\s+if\s+(?:you\s+can|possible))?\b", re.I)
# "how many bananas in kilos": how many kilos of bananas
_IN_KILOS = re.compile(r"\bhow\s+many\s+([a-z]+)\s+in\s+(kilos|kilograms|kgs?)\b", re.I)


def plain(text: str) -> str:
    text = _IN_KILOS.sub(r"how many \2 of \1", _TAKEN_BACK.sub("", _WRITE_OUT.sub("Tell me ", text)))
    for said in _SAID:
        text = said.sub("", text)
    return text
