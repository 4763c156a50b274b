"""What is taken off said as a clause (set 54): "once the returns are taken off", "once anything she
returned is taken off" say "after returns" (sales are counted net of returns, and the answer says so);
"now that the return has gone through" says the same; "profit …, after taking off what they cost us" says
again what a profit is, and is read past only where a profit is asked."""

from __future__ import annotations

import re

_TAKEN_OFF = r"(?:is|are|was|were|has\s+been|have\s+been|gets?|got)\s+(?:taken\s+off|taken\s+out|deducted|removed|" \
             r"subtracted|knocked\s+off)"
_ONCE = re.compile(r"\b(?:once|when)\s+(?:(?:the|any|his|her|their|our)\s+)?(?:returns?|refunds?|"
                   r"(?:anything|everything|whatever|what)\s+(?:he|she|they|customers?|people)\s+(?:returned|brought\s+back|sent\s+back))\s+"
                   + _TAKEN_OFF + r"\b", re.I)
_NOW_THAT = re.compile(r",?\s*\bnow\s+(?:that\s+)?(?:the|his|her|their|that|this)\s+(?:returns?|refunds?)\s+"
                       r"(?:has|have|is|are)\s+(?:gone\s+through|been\s+(?:processed|done|put\s+through|entered))\b",
                       re.I)
_COST_OFF = re.compile(r",?\s*\b(?:after|once)\s+(?:taking|knocking)\s+off\s+what\s+(?:they|it|the\s+fruit)\s+"
                       r"(?:cost|costs)(?:\s+us)?\b", re.I)
_PROFIT = re.compile(r"\b(?:gross\s+)?profits?\b", re.I)


def plain(question: str) -> str:
    text = _NOW_THAT.sub(" after returns ", _ONCE.sub(" after returns ", question))
    return _COST_OFF.sub(" ", text) if _PROFIT.search(text) else text
