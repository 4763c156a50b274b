"""Days said another way (set 52): "today and yesterday" are the two days, whichever is said first (read
from yesterday to today, not a range that ends before it starts); "since the halfway point of the month,
the 15th" is since the 15th, "the end of the first weekend, Sunday the 4th" the end of the 4th (a day in
the first weekend), "over the first week of trading, the 1st to today" from the 1st to today: the days
said after a description the parser does not read are the ones meant; "selling for per kilo back on the
20th" is on the 20th ("brought back on the 20th" is a return, and is left). "At close on the 17th, the day
before the price went up", "between the 21st and the 27th, the week before our drop on the 28th" (set 64): the
day is said, and what it was the day before or after only describes it; said last, after the day's own number,
and never with "and" or "or" (that would add a day)."""

from __future__ import annotations

import re

_TODAY_AND_YESTERDAY = re.compile(r"\btoday\s+(and|&|\+)\s+yesterday\b", re.I)
_HALFWAY = re.compile(r"\b(?:the\s+)?(?:halfway|half-way|mid)(?:\s+|-)?(?:point|mark|way)?\s+(?:of|in|through)\s+"
                      r"(?:the|this)\s+month\s*[,:(–-]\s*(?P<day>the\s+\d{1,2}(?:st|nd|rd|th)?)\b\)?", re.I)

# "the end of the first weekend, Sunday the 4th": that day, when it is in a month's first weekend
_FIRST_WEEKEND = re.compile(r"\bthe\s+first\s+weekend\s*,\s*(?=(?:saturday|sunday)\s+the\s+[1-7](?:st|nd|rd|th)?\b)",
                            re.I)
# "over the first week of trading, the 1st to today": the shop's own weeks are not read; its days said are
_OF_TRADING = re.compile(r"\b(?:(?:over|in|during|for|across)\s+)?the\s+(?:first|opening)\s+(?:week|fortnight|days?)\s+"
                         r"of\s+(?:trading|business)\s*,\s*(?=(?:from\s+)?the\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:to|until|"
                         r"through)\s)", re.I)
# "back on the 20th", "back in February": then; only after words of a price or a stock, never a return's verb
_BACK_THEN = re.compile(r"\b(for|kilo|kg|price|prices|selling|stock|level|was|were|had|have)\s+back\s+"
                        r"(?=(?:on|in)\s+(?:the\s+)?(?:\d|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
                        r"january|february|march|april|may|june|july|august|september|october|november|december)\b))",
                        re.I)


# ", the day before the price went up" after a day said as a number, ending the question
_DESCRIBED = re.compile(r"(?<=\d)(st|nd|rd|th)\s*,\s*the\s+(?:day|week|weekend|morning|evening|night)\s+"
                        r"(?:before|after)\s+(?:the|our|we|you|they|a|an|[a-z]+'s)\s(?:(?!\b(?:and|or|&)\b)[^,;?.!])*"
                        r"(?=[?.!]*\s*$)", re.I)


def plain(question: str) -> str:
    text = _TODAY_AND_YESTERDAY.sub(r"yesterday \1 today", _DESCRIBED.sub(r"\1", question))
    text = _BACK_THEN.sub(r"\1 ", _OF_TRADING.sub(" from ", _FIRST_WEEKEND.sub(" ", text)))
    return _HALFWAY.sub(lambda m: m.group("day"), text)
