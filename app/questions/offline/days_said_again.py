"""Days said again beside the period they restate (set 88): "this week, Monday on" is this week (the shop's
weeks start on a Monday); "the last three days, today in" counts today, as "including today" does; "the three
days from the 26th to the 28th" are those days, when three is how many they are; "the opening weekend, the 3rd
and 4th" is the two days said; "every day counts, weekends too" beside an average per day is what an average
per day is already (every day of the period); "since we bumped the price on the 19th - count the 19th" is
since the 19th, counting it. A count that does not agree with the days ("the two days from
the 26th to the 28th"), or days that are not one weekend, are left whole, to be refused."""

from __future__ import annotations

import re

_ORD = r"(?:st|nd|rd|th)?"
_NUMBERS = {w: i for i, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                                        "ten", "eleven", "twelve", "thirteen", "fourteen"))}
_WEEK_FROM_MONDAY = re.compile(r"\b(this|last)\s+week\s*,?\s*(?:from\s+)?(?:a\s+)?mon(?:day)?\s+(?:on|onwards?)\b",
                               re.I)
_TODAY_IN = re.compile(r"\b((?:last|past)\s+(?:\w+\s+)?days)\s*,?\s*today\s+in\b", re.I)
_COUNTED = re.compile(rf"\bthe\s+(?P<n>\w+)\s+days\s+(?P<range>from\s+the\s+(?P<a>\d{{1,2}}){_ORD}\s+(?:to|until|till|"
                      rf"through|-|–)\s+the\s+(?P<b>\d{{1,2}}){_ORD})\b", re.I)
_WEEKEND_DAYS = re.compile(rf"\bthe\s+(?:opening|first)\s+weekend\s*,\s*(?=the\s+(?P<a>\d{{1,2}}){_ORD}\s+and\s+"
                           rf"(?:the\s+)?(?P<b>\d{{1,2}}){_ORD}\b)", re.I)
_EVERY_DAY = re.compile(r"(?<=[?.!])\s*every\s+day\s+counts\s*,?\s*(?:weekends?\s+(?:too|included|as\s+well)\s*)?"
                        r"[.!]*\s*$",
                        re.I)
_PER_DAY = re.compile(r"\baverage\b.*\b(?:per|a|each)\s+day\b|\bdaily\s+average\b", re.I)


def _count(match: re.Match[str]) -> str:
    said = match.group("n").lower()
    n = int(said) if said.isdigit() else _NUMBERS.get(said)
    days = int(match.group("b")) - int(match.group("a")) + 1
    return match.group("range") if n == days else match.group(0)


def _weekend(match: re.Match[str]) -> str:
    # the first weekend of a month falls within its first eight days, its Saturday and Sunday one after the other
    a, b = int(match.group("a")), int(match.group("b"))
    return "" if b == a + 1 and a <= 7 else match.group(0)


# "since we bumped the price on the 19th - count the 19th": since the day said, counting it
_SINCE_DONE = re.compile(r"\bsince\s+we\s+(?:bumped|put\s+up|raised|cut|dropped|changed|lowered)\s+the\s+price"
                         r"(?:\s+of\s+[a-z]+)?\s+on\s+(?=the\s+\d{1,2}(?:st|nd|rd|th)?\b)", re.I)
_COUNT_IT = re.compile(rf"\s*[,;–-]+\s*count\s+(the\s+\d{{1,2}}{_ORD})(?:\s+(?:too|in|as\s+well))?(?=\s*[?.!]*\s*$)",
                       re.I)


def plain(text: str) -> str:
    text = _COUNT_IT.sub(r", counting \1", _SINCE_DONE.sub("since ", text))
    text = _WEEK_FROM_MONDAY.sub(r"\1 week", text)
    text = _TODAY_IN.sub(r"\1, including today", text)
    text = _WEEKEND_DAYS.sub(_weekend, _COUNTED.sub(_count, text))
    return _EVERY_DAY.sub("", text) if _PER_DAY.search(text) else text
