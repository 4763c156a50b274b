"""A customer's usual buy (set 16): "what does Ida tend to buy", "what does Mei usually go for",
"Raj's usual", "she buy what most of time" — the product she bought the most kilos of, said in the
words the parser reads ("what does Ida buy most"). "Tend to" said of anything else is left as it was."""

from __future__ import annotations

import re

_HABIT = r"(?:usually|normally|typically|mostly|generally|tends?\s+to|tended\s+to|likes?\s+to)"
_BUY = r"(?:buy|get|go\s+for|order|pick\s+up|take\s+home)"
# a customer's habit, not the shop's ("what do we usually buy", "what does the shop usually take")
_NOT_A_CUSTOMER = {"we", "you", "they", "i", "people", "customers", "the shop", "the store", "our customers"}
# "what does Ida Novak tend to buy", "what does Mei Chen usually go for"
_WHAT_HABIT = re.compile(r"\bwhat\s+(?:does|do|did)\s+(?P<who>.+?)\s+" + _HABIT + r"\s+" + _BUY + r"(?=\s*$|\s*[,;.])",
                         re.I)
# "what is Raj Patel usual" (the possessive already read), "what's Raj's usual order"
_WHAT_USUAL = re.compile(r"\bwhat\s+is\s+(?:the\s+)?(?P<who>.+?)\s+usual(?:\s+(?:buy|order|purchase|pick))?"
                         r"(?=\s*$|\s*[,;.])", re.I)
# "Zoe Davis she buy what most of time": most of the time is the most
_MOST_OF_TIME = re.compile(r"\bmost\s+of\s+(?:the\s+)?time\b", re.I)


def _most(match: re.Match[str]) -> str:
    who = match.group("who")
    return match.group(0) if who.lower() in _NOT_A_CUSTOMER else f"what does {who} buy most"


def plain(text: str) -> str:
    text = _WHAT_HABIT.sub(_most, text)
    text = _WHAT_USUAL.sub(_most, text)
    return spent_on(_MOST_OF_TIME.sub(" most ", text))


# "what does Omar spend most of his money on": the product he spent the most on
_SPENDS_MOST_ON = re.compile(r"\bwhat\s+(?:does|do|did)\s+(?P<who>.+?)\s+spend\s+(?:the\s+)?most\s+(?:of\s+(?:his|her|"
                             r"their)\s+money\s+)?on(?=\s*$|\s*[,;.])", re.I)


def spent_on(text: str) -> str:
    return _SPENDS_MOST_ON.sub(lambda m: f"which product did {m.group('who')} spend the most on", text)
