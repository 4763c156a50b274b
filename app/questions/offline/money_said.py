"""Money asked for in words that count it or define it again (set 74): "how many dollars more did last week
take" is how much more (dollars are an amount, not things counted); "the profit once you take off what the
grapes cost us", "profit … after what we paid for them" is the profit (revenue less cost) said again;
"going by what we paid" is at cost, "going by the money taken" by revenue."""

from __future__ import annotations

import re

# "how many dollars more/less/higher", "by how many dollars": an amount of money
_DOLLARS_COUNTED = re.compile(r"\bhow\s+many\s+(?:dollars|bucks|quid|pounds)\b(?=\s+(?:more|less|higher|lower|"
                              r"bigger|smaller|up|down|over|under|above|below|were|was|did|do|does|is|are)\b)", re.I)
# "(the profit) once you take off / after / less what the grapes cost us / what we paid for them"
_COST_TAKEN_OFF = re.compile(r"[,;]?\s*\b(?:once\s+you(?:'ve|\s+have)?\s+take?n?\s+off|after(?:\s+taking\s+off)?|"
                             r"less|minus|net\s+of)\s+what\s+(?:we\s+paid(?:\s+for\s+(?:them|it|the\s+\w+))?|(?:the\s+"
                             r"\w+|they|it)\s+cost(?:\s+us)?)(?=\s*(?:[,.;?!]|$))", re.I)
# "going by what we paid for it": at cost; "going by the money taken": by revenue
_GOING_BY_COST = re.compile(r"\b(?:going|judging|measured|valued)\s+by\s+what\s+we\s+paid(?:\s+for\s+(?:it|them))?\b",
                            re.I)
_GOING_BY_MONEY = re.compile(r"\b(?:going|judging)\s+by\s+(?:the\s+)?(?:money(?:\s+taken)?|takings|revenue)\b", re.I)
_PROFIT = re.compile(r"\bprofits?\b", re.I)
_WORKED_OUT = re.compile(r"\b(?:takings|revenue|sales|turnover|income)\s*$", re.I)


def plain(text: str) -> str:
    text = _DOLLARS_COUNTED.sub("how much", text)
    text = _GOING_BY_MONEY.sub("by revenue", _GOING_BY_COST.sub("at cost", text))
    if not _PROFIT.search(text):
        return text
    # "takings less what the fruit cost us" is the profit worked out, read elsewhere; only a cost taken off the
    # profit itself is said again
    return _COST_TAKEN_OFF.sub(lambda m: m.group(0) if _WORKED_OUT.search(text[:m.start()]) else " ", text)
