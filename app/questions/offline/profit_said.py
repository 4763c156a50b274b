"""Profit said as what is left of the takings once the fruit is paid for (set 76): "what did grapes make you
once you take off what they cost", "after what they cost you, what have mangoes made", "how much did the shop
make once the fruit's paid for" ask the gross profit; a profit the shop "turns" it makes; the fruit that
"makes the shop the most profit" has the most; money "put in your till" is takings, and what "the till rang
up" the shop did; a kilo's "shelf price less what you pay for it" is its selling price less cost. The clause
taking the cost off is what says profit: without it "what did grapes make" stays the takings. Said again in
the words the reader reads."""

from __future__ import annotations

import re

# the cost taken off, before or after the question
_COST_OFF = re.compile(
    r"\s*,?\s*\b(?:once|after|when)\s+(?:(?:you|we)\s+(?:take|taken|took|taking)\s+off|you've\s+taken\s+off"
    r"|we've\s+taken\s+off|taking\s+off|paying\s+for)\s+what\s+(?:they|it|the\s+fruit)\s+(?:cost|costs)"
    r"(?:\s+(?:you|us))?\b"
    r"|\s*,?\s*\b(?:once|after)\s+(?:the\s+fruit(?:'s|\s+is|\s+has\s+been)|it's|they're|they've\s+been|it\s+has\s+been"
    r"|everything's|the\s+stock's)\s+(?:been\s+)?paid\s+for\b"
    r"|^\s*after\s+what\s+(?:they|it|the\s+fruit)\s+(?:cost|costs)(?:\s+(?:you|us))?\s*,\s*"
    # "… this month after what they cost us", "gross profit after cost of goods": the same clause at the end
    r"|\s*,?\s*\bafter\s+(?:what\s+(?:they|it|the\s+fruit)\s+(?:cost|costs)(?:\s+(?:you|us))?"
    r"|(?:the\s+)?cost\s+of\s+(?:goods(?:\s+sold)?|the\s+fruit(?:\s+sold)?|sales))(?=\s*[?.!]*\s*$)"
    # "what did we make on the mangoes, after what they cost us?" (set 88): the clause said after the question
    r"|\s*,\s*(?:once|after)\s+what\s+(?:they|it|the\s+fruit)\s+(?:cost|costs|cost\s+us|cost\s+you)(?=\s*[?.!]*\s*$)",
    re.I)
_PROFIT = re.compile(r"\b(?:gross\s+)?profit\b", re.I)
_MADE = re.compile(r"\b(made|make|makes|earned|earn|earns|cleared|clear)(?:\s+(?:you|us|for\s+(?:you|us)))?\b", re.I)
_ASKS = re.compile(r"^(\s*)(what|how\s+much)\s+(?=(?:did|have|has|do|does)\b)", re.I)
_OTHER_MEASURE = re.compile(r"\b(?:profit|margin|revenue|takings|kilos?|kgs?|cost|costs|price|stock|sales|spend)\b",
                            re.I)
_SAID = (
    (re.compile(r"\b(profit|margin)\s+(did|does|has|have)\s+(.{1,40}?)\s+turn(?:ed)?\b", re.I), r"\1 \2 \3 make"),
    # "which fruit makes the shop the most profit": the one with the most
    (re.compile(r"\b(?:makes?|made|earns?|earned)\s+(?:the\s+shop|the\s+store|the\s+business|us|you)\s+"
                r"(?=the\s+(?:most|least|biggest|smallest)\s+(?:profit|money|margin)\b)", re.I), "has "),
    (re.compile(r"\bputs?\s+the\s+(most|least)\s+money\s+(?:in|into)\s+(?:your|our|the)\s+(?:till|tills|register)\b",
                re.I), r"brings in the \1 money"),
    (re.compile(r"\b(?:has|have|did)\s+the\s+(?:till|tills|register)\s+(rung|rang|ring)\s+up\b", re.I),
     r"have we \1 up"),
    (re.compile(r"\b(?:your|our|the)\s+shelf\s+price\b", re.I), "the selling price"),
    (re.compile(r"\bless\s+what\s+(?:you|we)\s+(?:pay|paid)(?:\s+for\s+(?:it|them|a\s+kilo))?\b", re.I), "less cost"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    off = _COST_OFF.search(text)
    if off:
        rest = (text[:off.start()] + " " + text[off.end():]).strip()
        asks = _ASKS.match(rest)
        if _PROFIT.search(rest) and not asks:  # "gross profit for the month after cost of goods": profit already
            return rest
        if asks and _MADE.search(rest) and not _OTHER_MEASURE.search(rest):
            rest = _ASKS.sub(r"\1\2 profit ", rest, count=1)
            text = _MADE.sub(lambda m: m.group(1), re.sub(r"\b(?:really|actually)\s+(?=\w+\b)", "", rest, count=1))
    return text
