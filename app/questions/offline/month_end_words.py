"""An accountant's, an investor's and a texting owner's words for what the shop already reads (set 24):
"customer returns" are returns (every return is a customer's); "closing inventory at cost" and "the
inventory valuation" are the stock's worth at cost; "negative stock adjustments" are stock taken out;
"purchasing spend" is spend; a product that "contributed the most" made the most; "the least valuable
by spend" is the least by it; "atm" is now; "how many diff customers" is different ones; the
"realised selling price per kg" is the revenue per kilo sold; "Monday-based weeks" are the weeks.
Said again in the words the reader reads."""

from __future__ import annotations

import re

_SAID = (
    # not "which customer returns the most": a customer asked for, who returns
    (re.compile(r"(?<!\bwhich )(?<!\bwhat )(?<!\beach )(?<!\bevery )(?<!\bthe )(?<!\ba )(?<!\bone )(?<!\bany )"
                r"\bcustomers?'?\s+(returns|refunds)\b", re.I), r"\1"),
    (re.compile(r"\b(?:closing\s+)?(?:inventory|stock)\s+(?:valuation\s+|value\s+)?at\s+(?:unit\s+|purchase\s+)?cost\b",
                re.I), "stock value at cost"),
    (re.compile(r"\b(?:inventory|stock)\s+valuation\b", re.I), "stock value"),
    (re.compile(r"\binventory\s+(?=written\s+off\b|write[\s-]?offs?\b)", re.I), "stock "),
    (re.compile(r"\bnegative\s+(?:stock\s+)?adjustments?\b", re.I), "write offs"),
    (re.compile(r"\b(valued\s+)?at\s+unit\s+cost\b", re.I), r"\1at cost"),  # a kilo's cost is what we paid
    (re.compile(r"\bpurchasing\s+(?=spend\b|costs?\b)", re.I), ""),
    (re.compile(r"\bcontribut(?:ed|es|e)\s+(?=(?:the\s+)?(?:most|least|highest|lowest|biggest|largest|smallest)\b)",
                re.I), "made "),
    (re.compile(r"\b(most|least)\s+valuable\b(?=.*\bby\s+\w)", re.I), r"\1"),  # the measure is said after "by"
    (re.compile(r"\batm\b", re.I), "now"),
    # "closing stock at month end", "stock, month-end" (set 82): at the end of the month ("to month end" is left)
    (re.compile(r"(?<!\bto\s)(?<!\bthrough\s)(?<!\bthru\s)(?<!\btill\s)(?<!\buntil\s)(?<!\bup\s)"
                r"(?<!\bto\sthe\s)(?<!\bthrough\sthe\s)(?<!\buntil\sthe\s)(?<!\btill\sthe\s)\b(?:(?:at|as\s+at|as\s+of)\s+)?(?:the\s+)?month[\s-]+end\b(?![\s-]+(?:review|report|close|closing)\b)",
                re.I), " at the end of the month "),
    (re.compile(r"\b(how\s+many|number\s+of)\s+diff\b", re.I), r"\1 different"),
    (re.compile(r"\b(?:average\s+)?(?:realised|realized|achieved|effective)\s+(?:selling\s+|sale\s+)?price\s+"
                r"per\s+(kg|kilo)\b", re.I), r"average revenue per \1 sold"),
)
# a week is Monday to Sunday already: "per week, Monday-based weeks" says the weeks twice
_MONDAY_WEEKS = re.compile(r"\s*[,;(]?\s*\bmonday[\s-]*(?:based|to[\s-]*sunday|starting)\s+weeks?\b\)?", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    weeks = _MONDAY_WEEKS.search(text)
    if weeks:
        again = re.search(r"\bweek(?:s|ly)?\b", text[:weeks.start()] + text[weeks.end():], re.I)
        text = _MONDAY_WEEKS.sub(" " if again else " weeks ", text)
    return text
