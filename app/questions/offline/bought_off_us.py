"""How buying from the shop is said at home (set 88): "who bought grapes off us", "what's Raj had off us,
money-wise", "names of everyone who bought pears", "how much did Green Valley charge us for everything they
sent", "the cost of the goods we sold". "Off us" is from the shop, which every sale is; "everyone who bought"
is the customers who did; what a supplier "charged us" is what the shop paid it; and the cost of the goods
sold is the cost of what was sold. Each is put in the words the parser reads, keeping every qualifier around
it; "had off us" is spending only where money is asked ("money-wise", "how much"), and otherwise is left."""

from __future__ import annotations

import re

_NAME = r"(?P<who>[A-Z][A-Za-z&'-]*(?:\s+[A-Z][A-Za-z&'-]*){0,3})"
_SAID = (
    # "What's Raj had off us this month, money-wise?": what he spent
    (re.compile(r"\bhad\s+off\s+us\b(?=.*\b(?:money|cash|dollar)[\s-]?wise\b)", re.I), "spent"),
    # "who bought grapes off us", "the most separate sales off us": from the shop, as every sale is
    (re.compile(r"(\b(?:bought|buys?|buying|purchased|sales?)\b[^.?!]*?)\s+off\s+us\b", re.I), r"\1"),
    # "names of everyone who bought pears": the customers who did
    (re.compile(r"\b(?:every(?:one|body)|any(?:one|body))\s+(?=(?:who|that)\s+(?:has\s+|have\s+|had\s+)?"
                r"(?:bought|purchased|returned|brought\s+back)\b)", re.I), "the customers "),
    # "How much did Green Valley charge us for everything they sent": what we paid them
    (re.compile(r"\b(?i:how\s+much\s+did)\s+" + _NAME + r"\s+(?:charge|bill|invoice)\s+us"
                r"(?:\s+for\s+(?:everything|all|what|all\s+that)\s+(?:they|he|she)\s+(?:sent|delivered|brought))?",
                ), r"how much did we pay \g<who>"),
    # "the cost of the goods we sold": the cost of goods sold
    (re.compile(r"\bcost\s+of\s+(?:the\s+)?goods\s+(?:we\s+|that\s+we\s+|we'?ve\s+)?sold\b", re.I),
     "cost of goods sold"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
