"""A table by week said with how its weeks are keyed (set 40, 42): "by week starting Monday", "keyed by
week commencing Monday", "Group by week (Monday start)", "per week (Monday key)", "rev by wk (wk = Mon
start)", "per week, Monday-start weeks". The shop's weeks run Monday to Sunday and are keyed by their
Monday already, so the words say again what a table by week is. They are read past only where a table by
week is asked; "the week starting Monday 12 February" (one week, dated) is left for the period reader."""

from __future__ import annotations

import re

_MON = r"mon(?:day)?s?"
_BY_WEEK = re.compile(r"\b(?:by|per|each|every)\s+(?:the\s+)?(?:wk|week)s?\b|\bweekly\b|\bweek\s+by\s+week\b", re.I)
_NO_DATE = r"(?!\s*,?\s*(?:the\s+)?\d)"  # "week starting Monday 12 Feb": a dated week, not a key
_SAID_AGAIN = [
    # "(week commencing Monday)", "(w/c Monday)", "(wk = Mon start)": all of it
    (re.compile(r"\(\s*(?:w/c|(?:(?:wk|week)s?\s*=?\s*)?(?:starting|commencing|beginning|start|begin))\s+(?:on\s+)?"
                r"(?:a\s+)?" + _MON + r"\s*\)", re.I), " "),
    # "by week starting Monday": "by week" kept ("weeks starting Monday" alone is read in phrasing.py)
    (re.compile(r"\b((?:by|per|each|every)\s+(?:the\s+)?(?:wk|week)s?)\s+(?:starting|commencing|beginning)\s+"
                r"(?:on\s+)?(?:a\s+)?" + _MON + r"\b" + _NO_DATE, re.I), r"\1"),
    # "Start the weeks on a Monday.", "Weeks starting Monday is fine by me.": a sentence of its own (set 80)
    (re.compile(r"(?<=[.?!])\s*(?:(?:start|begin)\s+(?:the\s+)?(?:wk|week)s\s+on\s+(?:a\s+)?" + _MON +
                r"|(?:wk|week)s\s+(?:starting|beginning|commencing)\s+(?:on\s+)?(?:a\s+)?" + _MON +
                r"(?:\s+(?:is|are)\s+fine(?:\s+by\s+me)?)?)\s*[.!]?\s*$", re.I), " "),
    # "(Monday start)", "(Monday key)", "Monday-start weeks", "(wk = Mon start)"
    (re.compile(r"[,;]?\s*\(?\s*(?:(?:wk|week)s?\s*=\s*)?" + _MON + r"[\s-]*(?:start|starting|key|keyed)"
                r"(?:\s+(?:wk|week)s?)?\b" + _NO_DATE + r"\s*\)?", re.I), " "),
]
# ", weeks keyed by Monday", ", keyed by week-commencing Monday" (sets 44, 46), ", keyed by week start" (set 64)
# "- a little grid keyed by the Monday", "weeks identified by their Monday" (set 88)
_KEYED_MONDAY = re.compile(r"[,;–-]?\s*\(?\s*(?:(?:a\s+)?(?:little\s+|small\s+)?(?:grid|table)\s+"
                           r"|(?<!\bby\s)(?<!\bper\s)(?:wk|week)s?\s+)?"
                           r"(?:keyed|labell?ed|dated|identified|named)\s+by\s+"
                           r"(?:(?:(?:the\s+)?(?:wk|week)[\s-]+(?:starting|commencing|beginning)[\s-]+)?"
                           r"(?:the\s+|their\s+)?" + _MON + r"\b" + _NO_DATE +
                           # ", keyed by week start", "keyed by the start of the week": its Monday, said as the start
                           r"|(?:the\s+|their\s+)?(?:(?:wk|week)(?:'s)?[\s-]+start(?:ing)?(?:\s+dates?|\s+days?)?"
                           r"|start\s+of\s+(?:the\s+|each\s+)?(?:wk|week))\b)\s*\)?", re.I)
_KEYED_BY = re.compile(r"\b(?:keyed|labell?ed|dated)\s+by\s+(?=(?:the\s+)?(?:wk|week)s?\b)", re.I)


def plain(text: str) -> str:
    if not _BY_WEEK.search(text):
        return text
    for said, kept in _SAID_AGAIN:
        text = said.sub(kept, text)
    return _KEYED_BY.sub("by ", _KEYED_MONDAY.sub(" ", text))
