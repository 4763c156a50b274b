"""An economist's terms for what the reader already reads (set 96): a "run-rate" of takings, or takings "per
calendar day", is the average per day (the reader's averages per day are over calendar days already), and the
formula said after it in brackets says so again; a "trailing 7-day" figure is the last 7 days'; "throughput" in
kilos is the kilos sold; "procurement" spend or outlay is the purchase cost; "shrinkage (write-offs)" is the
write-offs; the price "currently in force" is today's, a "price level" is the price, the "price vector" the
prices; the product that "contributes the largest share" of a total is the one with the most of it; "w/w" and
"week-on-week" compare last week with "the week prior" (the week before last)."""

from __future__ import annotations

import re

_MONEY = r"(?:takings|revenue|sales|turnover)"
_SAID = (
    # "(MTD revenue / calendar days elapsed)", "(revenue over days)": the average per day said again
    (re.compile(rf"\s*\(\s*(?:mtd\s+|month[\s-]to[\s-]date\s+)?{_MONEY}\s*(?:/|over|divided\s+by)\s*(?:calendar\s+)?"
                r"days(?:\s+(?:elapsed|so\s+far|passed))?\s*\)", re.I), ""),
    # "the implied daily run-rate of takings": takings per day, on average
    (re.compile(rf"\b(?:the\s+)?(?:implied\s+)?(?:daily\s+)?run[\s-]?rate\s+(?:of|for|in)\s+({_MONEY})\b", re.I),
     r"the average \1 per day"),
    # "Run-rate check: revenue per calendar day so far": a heading over the average per day
    (re.compile(rf"^\s*run[\s-]?rate(?:\s+check)?\s*:\s*({_MONEY})\s+per\s+(?:calendar\s+)?day\b", re.I),
     r"average \1 per day"),
    (re.compile(rf"\b(?:average|mean)\s+({_MONEY})\s+per\s+calendar\s+day\b", re.I), r"average \1 per day"),
    # "Trailing 7-day revenue, including today": the last 7 days' (today is one of them already)
    (re.compile(r"^\s*(?:the\s+)?trailing\s+(\d+)[\s-]*days?\s+([a-z][a-z\s-]*?)\s*(?:,\s*including\s+today\s*)?"
                r"(?=[?.!]*\s*$)", re.I), r"\2 in the last \1 days"),
    (re.compile(r"\b(?:kilo|kg|kilogram)s?\s+throughput\b", re.I), "kilos sold"),
    (re.compile(r"\bprocurement\s+(?:spend|spending|outlay|costs?|expenditure|bill)\b", re.I), "purchase cost"),
    (re.compile(r"\bprocurement\b(?!\s+(?:of|from)\b)", re.I), "purchases"),
    (re.compile(r"\bshrinkage\s*\(\s*(?:write[\s-]?offs?|written\s+off)\s*\)", re.I), "write-offs"),
    (re.compile(r"\bshelf\s+price\s+currently\s+in\s+force\b", re.I), "price now"),
    (re.compile(r"\b(?:price|prices)\s+(?:currently\s+)?in\s+force\s+now\b", re.I), "price now"),
    (re.compile(r"\bprice\s+level\b", re.I), "price"),
    (re.compile(r"\bcurrent\s+price\s+vector\b", re.I), "current prices"),
    # "Week-on-week: revenue last week minus the week before": the week before last
    (re.compile(r"^\s*(?:w/w|week[\s-]on[\s-]week|wow)\s*:\s*", re.I), ""),
    (re.compile(r"\bw/w\s+change\b", re.I), "change"),
    (re.compile(r"\b(last\s+week)\s+vs\.?\s+the\s+(?:week\s+(?:before|prior)|prior\s+week)(?!\s+last\b)\s*\(\s*last\s+"
                r"minus\s+prior\s*\)", re.I), r"\1 minus the week before last"),
    (re.compile(r"\b(last\s+week)\s+(minus|less)\s+the\s+(?:week\s+(?:before|prior)|prior\s+week)\b"
                r"(?!\s+last\b)", re.I), r"\1 \2 the week before last"),
    (re.compile(r"\brefund\s+(?:outflows?|outgoings?|payouts?)\b", re.I), "refunds"),
    (re.compile(r"\bof\s+(its|their)\s+own\s+(?=revenue|takings|sales)", re.I), r"of \1 "),
    (re.compile(r"\bfor\s+the\s+period\s+to\s+date\b", re.I), "to date"),
    (re.compile(r"\bISO\s+weeks?\b", re.I), "week"),
    # "by week (keyed on Monday)": the shop's weeks, keyed by their Monday ("keyed by" is read in week_keys.py)
    (re.compile(r"(\bweek\b[^?(]*?)\s*\(\s*keyed\s+on\s+(?:the\s+)?mondays?\s*\)", re.I), r"\1"),
    (re.compile(r"\baggregated\s+(?=over\b)", re.I), ""),
    (re.compile(r"\s+across\s+all\s+(?:standing\s+|net\s+)?(?:sales|transactions)\b", re.I), ""),
    (re.compile(r"\baverage\s+(?:realised|realized|achieved)\s+(?:selling\s+)?price\s+per\s+(?:kg|kilo)\s+across\s+"
                r"all\s+(?:fruit|products)\s+sold\b", re.I), "revenue per kilo sold"),
    (re.compile(r"\s*\(\s*(?:revenue|takings)\s+(?:over|/|divided\s+by)\s+(?:kilos|kg)(?:\s+sold)?\s*\)", re.I), ""),
    (re.compile(r"\s+on\s+the\s+balance\s+sheet\b", re.I), ""),
    (re.compile(r"\bdistinct\s+paying\s+customers\b", re.I), "distinct customers"),
    (re.compile(r"\b(which|what)\s+(product|fruit|customer|supplier)\s+(?:contributes|accounts\s+for|makes\s+up|has)\s+"
                r"the\s+(?:largest|biggest|greatest|highest)\s+share\s+of\b", re.I), r"\1 \2 has the most"),
)


def plain(question: str) -> str:
    text = question
    for said, plain_words in _SAID:
        text = said.sub(plain_words, text)
    return text
