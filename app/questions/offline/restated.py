"""A measure's definition said again with it (set 14's accountant): "gross profit — takings less
the purchase cost of what we sold", "cost of goods sold, valuing fruit at what we paid for it". It
is what the measure is already, so it is read past; said without the measure it stays unread."""

from __future__ import annotations

import re

_SOLD = (r"(?:(?:the\s+)?(?:fruit|stock|goods|produce|items)\s+(?:we\s+|that\s+was\s+|that\s+were\s+)?sold"
         r"|what\s+(?:was|were|we)\s+sold|goods\s+sold)")
_PROFIT = re.compile(r"\b(?:gross\s+)?(?:profit|profits|margin)\b", re.I)
_LESS_COST = re.compile(r"[,:;]?\s*[-–]?\s*\b(?:takings|sales|revenue|turnover)\s+(?:less|minus)\s+"
                        r"(?:the\s+|their\s+|its\s+)?(?:purchase\s+|buying\s+)?costs?(?:\s+of\s+" + _SOLD
                        + r")?(?=\s*$|\s*[,.;?)])", re.I)
_COGS = re.compile(r"\bcogs\b|\bcost\s+of\s+(?:the\s+)?(?:goods\s+sold|sales)\b", re.I)
_AT_COST = re.compile(r"[,:;]?\s*\bvaluing\s+(?:the\s+)?(?:fruit|stock|goods|it|them)\s+at\s+(?:what\s+we\s+paid"
                      r"(?:\s+for\s+(?:it|them))?|(?:purchase\s+|our\s+)?cost)(?=\s*$|\s*[,.;?)])", re.I)


def read_past(text: str) -> str:
    if _PROFIT.search(text):
        text = _LESS_COST.sub(" ", text)
    if _COGS.search(text):
        text = _AT_COST.sub(" ", text)
    return text
