"""A business-studies mentor's words for what the shop already reads (set 78): sales "by count" are their
number; the weekday that "sees" the fewest sales has them; takings "per calendar day" are per day (every
day of the stretch, as an average per day always is); days whose takings "clear $30" were over it;
"realised takings per kilo" are the takings over the kilos sold; a share "of net takings" is of the
takings (net of returns already); "the slow days - which came in under $10" are the days whose takings were
under it; "- let's see where the money is" closes with an aside; "product by product" is by product; an
average "per weekday" is per day on weekdays ("per weekend day" on weekends), and "there were 21 of them"
said with it is the days it is taken over, checked as "over the 21 weekdays" is. A change between two times
said side by side ("Last week against the week before: percentage change in the number of sales", "week-to-
date takings against the whole of last week, percentage change", "week on week, how did takings move from the
week beginning 5 February to the week beginning 12 February, as a percentage") is the percentage change from
the second to the first (from the first to the second, for "from … to …"); only when each side says a
time ("apples against pears: …" is left as it is)."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\b(sales|transactions)\s+by\s+(?:count|number)\b", re.I), r"number of \1"),
    (re.compile(r"\b(?:sees|saw|see)\s+(?=the\s+(?:most|fewest|least|highest|lowest|biggest|smallest)\b)", re.I),
     "has "),
    (re.compile(r"\bper\s+calendar\s+day\b", re.I), "per day"),
    (re.compile(r"\b(takings|revenue|sales)\s+(?:clear|cleared|clears)\s+(?=\$\s?\d)", re.I), r"\1 were over "),
    (re.compile(r"\b(?:realised|realized)\s+(?:takings|revenue)\s+per\s+(?:kilo|kg)\b(?!\s+sold)", re.I),
     "revenue per kg sold"),
    (re.compile(r"\b(product|fruit|customer|supplier)\s+by\s+\1\b", re.I), r"by \1"),
    # "refunds as a percentage of net takings": of the takings, which are net of returns already
    (re.compile(r"\b(percentage|percent|share|proportion|fraction)\s+of\s+net\s+(?=(?:takings|revenue|sales|turnover)\b)",
                re.I), r"\1 of "),
    # "Margin by product, in percent - let's see where the money is": the asker's aside, closing
    (re.compile(r"\s*[-–;,]\s*let['’]?s\s+see\s+(?:where\s+the\s+money\s+(?:is|goes|comes\s+from)|how\s+(?:we(?:['’]re|"
                r"\s+are)\s+doing|it\s+looks|things\s+(?:look|stand)))(?=\s*[?.!]*\s*$)", re.I), ""),
    # "the really slow days - which came in under $10": the days whose takings were under it
    (re.compile(r"\b(?:the\s+)?(?:really\s+|very\s+)?(?:slow|quiet|busy|good|bad|big|best|worst)\s+days"
                r"(?P<when>\s+(?:in|of|this|last)\s+[a-z]+)?\s*[-–:,]\s*which\s+(?:came\s+in|took|made|did)\s+"
                r"(?P<bound>under|over|below|above|less\s+than|more\s+than)\s+(?=\$\s?\d)", re.I),
     r"which days\g<when> had takings \g<bound> "),
    (re.compile(r"\b(average\s+(?:takings|revenue|sales)\s+)per\s+weekday\b", re.I), r"\1per day on weekdays"),
    (re.compile(r"\b(average\s+(?:takings|revenue|sales)\s+)per\s+weekend\s+day\b", re.I), r"\1per day on weekends"),
)
# "- there were 21 of them this month": the days the average is taken over, said again
_THEM = re.compile(r"\s*(?:-|–|,|;)\s*there\s+(?:were|are|was)\s+(?P<n>\d{1,3})\s+of\s+them\b", re.I)


_TIME = re.compile(r"\b(?:week|weeks|month|months|day|days|today|yesterday|fortnight|monday|tuesday|wednesday|"
                   r"thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|"
                   r"october|november|december|week-to-date|month-to-date|mtd|wtd)\b|\d", re.I)
_CHANGE = r"(?:the\s+)?(?:percentage|percent|%)\s+change"
_AGAINST = r"(?:against|versus|vs\.?|compared\s+(?:with|to))"
_MEASURE = r"(?:takings|revenue|sales|turnover|kilos\s+sold|refunds)"
_SIDES = (
    # "Last week against the week before: percentage change in the number of sales"
    re.compile(rf"^\s*(?:now\s*,?\s*)?(?P<a>[^:;]+?)\s+{_AGAINST}\s+(?P<b>[^:;]+?)\s*:\s*{_CHANGE}\s+in\s+"
               r"(?P<m>[^:;?]+?)\s*[?.]?\s*$", re.I),
    # "week-to-date takings against the whole of last week, percentage change"
    re.compile(rf"^\s*(?P<a>[^:;]+?)\s+(?P<m>{_MEASURE})\s+{_AGAINST}\s+(?P<b>[^:;]+?)\s*,\s*{_CHANGE}\s*[?.]?\s*$",
               re.I),
)
# "week on week, how did takings move from … to …, as a percentage"
_MOVED = re.compile(rf"^\s*(?:week\s+on\s+week\s*,\s*)?how\s+did\s+(?P<m>{_MEASURE})\s+(?:move|change|shift|go|grow)\s+"
                    r"(?P<span>from\s+.+?\s+to\s+.+?)\s*,?\s*(?:as\s+a\s+percentage|in\s+percent(?:age)?(?:\s+terms)?)"
                    r"\s*[?.]?\s*$", re.I)


def _sides(text: str) -> str:
    for sides in _SIDES:
        said = sides.match(text)
        if said and _TIME.search(said.group("a")) and _TIME.search(said.group("b")):
            first, second = said.group("b"), said.group("a")
            last = re.fullmatch(r"\s*last\s+(week|month)\s*", second, re.I)
            if last and re.fullmatch(rf"\s*the\s+{last.group(1)}\s+before\s*", first, re.I):
                first = f"the {last.group(1)} before last"  # "last week against the week before"
            return f"percentage change in {said.group('m')} from {first} to {second}"
    moved = _MOVED.match(text)
    return f"percentage change in {moved.group('m')} {moved.group('span')}" if moved else text


def plain(text: str) -> str:
    text = _sides(text)
    for said, meant in _SAID:
        text = said.sub(meant, text)
    them = _THEM.search(text)
    if them and re.search(r"\baverage\b", text, re.I):
        kind = "weekdays" if re.search(r"\bper\s+day\s+on\s+weekdays\b", text, re.I) else \
            "days" if re.search(r"\bper\s+day\b(?!\s+on\b)", text, re.I) else None
        if kind:
            text = text[:them.start()] + f" over the {them.group('n')} {kind}" + text[them.end():]
    return text
