"""A loan officer's formal words for what the shop already reads (set 78): "for our file:" and "for
collateral purposes," only say why it is asked; "we require" asks; "prior to" is before; "in excess of" is
more than; "as at today's date" is today; "at present" now; "weekend trading" the weekends; "the daily
revenue series" the daily revenue; "derived from" came from; "accounted for the largest" had it; the "best
single day" is the best day; a price "applied to" a fruit is its price; "weeks commencing on a Monday" are
our weeks; to "conduct" a sale is to make it; a "completed" sale is any sale recorded; "the fortnight 5 to
18 February" is the days it gives; "gross profit, being revenue less cost of goods sold" says again what
gross profit is; "net of returned goods, naturally" is net of returns; "A count will suffice." and "if you
would" add nothing. Each is taken out or said plainly whole, so a word of it left alone is still refused."""

from __future__ import annotations

import re

_SAID = (
    # why it is asked: "For our file:", "For collateral purposes,", "for the loan file -"
    (re.compile(r"^\s*for\s+(?:our|the|my|your)\s+(?:loan\s+|credit\s+)?(?:file|files|records)\s*[:;,–-]\s*"
                r"|^\s*for\s+(?:collateral|lending|credit|security|valuation|underwriting|audit)\s+purposes\s*"
                r"[:;,–-]\s*", re.I), ""),
    (re.compile(r"^\s*(?:we|i)\s+(?:require|request)\b\s*", re.I), ""),
    (re.compile(r"(?:^|(?<=[,;:]))\s*(?:(?:please|kindly)\s+)+(?:provide|state|confirm|report)\b", re.I), " "),
    (re.compile(r"\bprior\s+to\b", re.I), "before"),
    # "best single trading day", "worst single day": the best day (each day is one)
    (re.compile(r"\b(best|worst|top|busiest|quietest|slowest|biggest)\s+single\s+(?=(?:trading\s+)?day\b)", re.I),
     r"\1 "),
    (re.compile(r"\baccounted\s+for\s+(?=the\s+(?:largest|biggest|greatest|highest|most|smallest|lowest|least)\b)",
                re.I), "had "),
    # "what retail price applied to bananas on the 15th": the price of them then
    (re.compile(r"(\bprices?\b.*?)\b(?:applied|applies|applying)\s+to\b", re.I), r"\1 of"),
    # "by week, with weeks commencing on a Monday", "keyed on each week's Monday": our weeks do
    (re.compile(r",?\s*(?:with\s+)?(?:the\s+)?weeks\s+(?:commencing|starting|beginning)\s+(?:on\s+)?(?:a\s+)?"
                r"mondays?\b(?!\s*,?\s*(?:the\s+)?\d)"
                r"|,?\s*(?:keyed|labell?ed|dated|identified)\s+(?:on|by)\s+(?:each|every|the)\s+week['’]?s\s+monday\b",
                re.I), ""),
    (re.compile(r"\bin\s+excess\s+of\b", re.I), "more than"),
    (re.compile(r"\bas\s+(?:at|of)\s+today['’]?s\s+date\b", re.I), "as at today"),
    (re.compile(r"\bat\s+present\b", re.I), "now"),
    (re.compile(r"\b(weekend|weekday)\s+trading\b", re.I), r"\1s"),
    (re.compile(r"\b(?:attributable|attributed)\s+to\s+(?=weekend|weekday|saturday|sunday|monday|tuesday|"
                r"wednesday|thursday|friday)", re.I), "on "),
    (re.compile(r"\b(daily|weekly)\s+(revenue|takings|sales)\s+series\b", re.I), r"\1 \2"),
    (re.compile(r"\b(?:was\s+|were\s+)?derived\s+from\b", re.I), "came from"),
    (re.compile(r"\b(?:please\s+)?express\s+(?:it|this|that|the\s+figure)\s+as\s+(?=a\s+percentage\b)", re.I), "as "),
    (re.compile(r"\bconduct(?:ed)?\b(?=\s+with\s+(?:the\s+)?(?:shop|store|business|us)\b)", re.I), "make"),
    (re.compile(r"\bcompleted\s+(?=(?:sales?\s+)?(?:transactions|sales)\b)", re.I), ""),
    (re.compile(r"\b(?:for\s+)?the\s+fortnight\s+(?=(?:from\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:to|-|–|until|through)\s+"
                r"\d)", re.I), "for "),
    (re.compile(r"\bnet\s+of\s+(?:the\s+)?returned(?:\s+goods)?\b", re.I), "net of returns"),
    (re.compile(r"(?:,\s*|\b)(?:naturally|of\s+course|obviously)(?=\s*[.?!]?\s*$)", re.I), ""),
    (re.compile(r"[.?!]\s*(?:a|the)\s+(?:count|number|figure|total)\s+(?:will|would|should)\s+(?:suffice|do)"
                r"\s*[.!]?\s*$", re.I), "?"),
    (re.compile(r",?\s*if\s+you\s+would\s*(?=[.?!]?\s*$)", re.I), ""),
)


# "gross profit for February, being revenue less cost of goods sold": what gross profit is, said again (said of
# anything else, "takings, being revenue less …", it defines another figure, and is left to be refused)
_BEING = re.compile(r",?\s*being\s+(?:the\s+)?(?:revenue|sales|takings)\s+(?:less|minus)\s+(?:the\s+)?(?:cost\s+of\s+"
                    r"(?:goods\s+sold|sales)|cogs)\b(?=\s*[,.?]|\s*$)", re.I)
_GROSS_PROFIT = re.compile(r"\bgross\s+profit\b", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    being = _BEING.search(text)
    if being and _GROSS_PROFIT.search(text[:being.start()]):
        text = text[:being.start()] + text[being.end():]
    return text
