"""Roundabout words an older owner uses around what is asked (set 74): "over the whole month" (the month),
"the whole lot of them" (all of it, a total already), "tell me honestly", "at any point this month" (this
month), "taking all the Saturdays together" (on the Saturdays, added up already), "all the Sundays put together"
(together, set 64), "as we shut up tonight"
(at today's close), "in a single day" (in a day), a kilo "going for" (selling for); "counting each person
only the once" after "how many people" and "counting today" after "the last seven days" say what those
already are."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\bthe\s+whole\s+(?:of\s+the\s+)?(month|week|weekend|day|fortnight)\b", re.I), r"the \1"),
    (re.compile(r"[,;]?\s*\bthe\s+whole\s+lot(?:\s+of\s+(?:them|it))?\b", re.I), " "),
    (re.compile(r"\bhonestly\b\s*,?", re.I), " "),
    (re.compile(r"\b(?:at\s+)?any\s+(?:point|time|stage)\s+(?=(?:this|last|in|during|over|since)\b)", re.I), " "),
    (re.compile(r"[,;]?\s*\b(?:taking|counting|putting)\s+all\s+(?:the|of\s+the)\s+(?:mondays|tuesdays|wednesdays|"
                r"thursdays|fridays|saturdays|sundays|weekends|days|weeks)\s+together\b", re.I), " "),
    # "all the Saturdays and Sundays put together": together (the days themselves stay)
    (re.compile(r"(?<=s)\s+put\s+together\b", re.I), " together"),
    (re.compile(r"\bas\s+we\s+(?:shut|close|lock)(?:\s+up)?\s+(?:tonight|today|for\s+the\s+night)\b", re.I),
     " at close today "),
    (re.compile(r"\bread\s+(?:me\s+)?(?:out\s+)?(?=the\s+(?:customers|products|fruits?|suppliers|days|weeks|names)\b)",
                re.I), "list "),  # "could you read me the customers who …": list them
    (re.compile(r"\b(in|on)\s+a\s+single\s+day\b", re.I), r"\1 a day"),  # "the most we took in a single day"
    # "how much is a kilo of pears going for": selling for
    (re.compile(r"\b(kilo|kg|pound)(\s+of\s+\w+)?\s+going\s+for\b", re.I), r"\1\2 selling for"),
)
# "how many different people …, counting each person only the once": people are counted once already
_PEOPLE_COUNTED = re.compile(r"\bhow\s+many\s+(?:different\s+|distinct\s+|separate\s+|unique\s+)?(?:people|customers"
                             r"|shoppers|folk)\b", re.I)
_EACH_ONCE = re.compile(r"[,;]?\s*\b(?:counting|count)\s+(?:each|every)\s+(?:person|customer|one|shopper)\s+"
                        r"(?:only\s+)?(?:the\s+)?once\b", re.I)
# "over the last seven days, and I do mean counting today as one of them": the last days count today already
_LAST_DAYS = re.compile(r"\b(?:last|past)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|fourteen)\s+days\b",
                        re.I)
_TODAY_TOO = re.compile(r"[,;]?\s*\b(?:and\s+)?(?:i\s+(?:do\s+)?mean\s+)?(?<!not\s)(?<!n't\s)(?<!without\s)"
                        r"(?:counting|including)\s+today(?:\s+as\s+one\s+of\s+them|\s+too|\s+as\s+well)?\b", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if _PEOPLE_COUNTED.search(text):
        text = _EACH_ONCE.sub(" ", text)
    return _TODAY_TOO.sub(" ", text) if _LAST_DAYS.search(text) else text
