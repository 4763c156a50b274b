"""A measure's definition said again with it (set 14's accountant): "gross profit — takings less
the purchase cost of what we sold", "cost of goods sold, valuing fruit at what we paid for it". It
is what the measure is already, so it is read past; said without the measure it stays unread."""

from __future__ import annotations

import re

_SOLD = (r"(?:(?:the\s+)?(?:fruit|stock|goods|produce|items)\s+(?:we\s+|that\s+was\s+|that\s+were\s+)?sold"
         r"|what\s+(?:was|were|we)\s+sold|goods\s+sold)")
# "gross profit? I think that's sales minus …", "profit, i.e. takings less …": the definition, led in
_LEAD = (r"(?:[?.,;:]?\s*(?:i\s+(?:think|believe|guess)\s+)?(?:that(?:['’]s|\s+is)|which\s+is|i\.?e\.?|meaning)"
         r"\s*,?\s*)?")
_PROFIT = re.compile(r"\b(?:gross\s+)?(?:profit|profits|margin)\b", re.I)
_LESS_COST = re.compile(_LEAD + r"[,:;]?\s*[-–]?\s*\b(?:takings|sales|revenue|turnover)\s+(?:less|minus)\s+"
                        r"(?:the\s+|their\s+|its\s+)?(?:purchase\s+|buying\s+)?costs?(?:\s+of\s+" + _SOLD
                        + r")?(?=\s*$|\s*[,.;?)])", re.I)
_COGS = re.compile(r"\bcogs\b|\bcost\s+of\s+(?:the\s+)?(?:goods\s+sold|sales)\b", re.I)
_AT_COST = re.compile(r"[,:;]?\s*\bvaluing\s+(?:the\s+)?(?:fruit|stock|goods|it|them)\s+at\s+(?:what\s+we\s+paid"
                      r"(?:\s+for\s+(?:it|them))?|(?:purchase\s+|our\s+)?cost)(?=\s*$|\s*[,.;?)])", re.I)


# set 16: "sales less what the fruit we sold cost us", "selling minus buying cost"; and a margin in
# percent "profit on the sale money" (what a margin percentage is)
_LESS_WHAT_IT_COST = re.compile(_LEAD + r"[,:;]?\s*[-–]?\s*\b(?:takings|sales|revenue|selling)\s+(?:less|minus)\s+"
                                r"(?:what\s+"
                                r"(?:the\s+)?(?:fruit|stock|goods|produce)\s+(?:we\s+sold\s+|that\s+we\s+sold\s+)?"
                                r"cost\s+(?:us|we)|(?:the\s+)?buying\s+costs?)(?=\s*$|\s*[,.;?)])", re.I)
_MARGIN_OF_SALES = re.compile(r"[,:;]\s*(?:the\s+)?(?:gross\s+)?profit\s+(?:on|of|over|against)\s+(?:the\s+)?"
                              r"(?:sale|sales)\s+(?:money|revenue|value|takings)(?=\s*$|\s*[,.;?)])", re.I)
_PERCENT_MARGIN = re.compile(r"\bmargin\s+(?:%|per\s*cent|percent(?:age)?)", re.I)


def read_past(text: str) -> str:
    if _PROFIT.search(text):
        text = _LESS_WHAT_IT_COST.sub(" ", _LESS_COST.sub(" ", text))
    if _PERCENT_MARGIN.search(text):
        text = _MARGIN_OF_SALES.sub(" ", text)
    if _COGS.search(text):
        text = _AT_COST.sub(" ", text)
    return text
