"""A question set out like a worksheet or an exam paper (set 98): a label before it ("(b) Rank …", "b) …",
"3. …", "Q1: …"), an instruction verb opening it ("Calculate the total kilos …", "Compute …", "Work out
…", "Determine …"), and how the figure is to be written after it ("give number only", "number only", "show
answer", "3 d.p. please"). The label and the verb frame the question; the figure is given as the reader
gives it already. "Q1" is a label only when a colon or a bracket follows it and the question names its own
time (else "Q1 revenue" may be the first quarter's, and is left to be refused); three places are the
reader's own only for kilos, so "3 d.p." is taken out only beside kilos (money to three places is refused)."""

from __future__ import annotations

import re

_TIME = re.compile(r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december|"
                   r"today|yesterday|week|month|\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th))\b", re.I)
_LABEL = re.compile(r"^\s*(?:\(\s*(?:[a-h]|i{1,3}|iv|vi{0,3}|\d{1,2})\s*\)|(?:[a-h]|\d{1,2})\s*\))\s*(?=[A-Za-z])")
_NUMBERED = re.compile(r"^\s*\d{1,2}\s*\.\s+(?=[A-Za-z])")
_Q_LABEL = re.compile(r"^\s*q\s*\d{1,2}\s*[:)]\s*(?=[A-Za-z])", re.I)
_VERB = re.compile(r"^\s*(?:please\s+)?(?:calculate|compute|work\s+out|determine|find\s+out)\s+"
                   r"(?=(?:the|how|what|which|who|our|total|all|each|every|average|revenue|sales|gross|net)\b)", re.I)
_KILOS = re.compile(r"\b(?:kg|kgs|kilos?|kilograms?)\b", re.I)
_FORM = (
    # "…, give number only", "number only please", "just the number"
    re.compile(r"\s*[,;–-]?\s*(?:(?:give|show)\s+(?:me\s+)?(?:the\s+)?number\s+only|(?:the\s+)?number\s+only|"
               r"just\s+(?:give\s+)?(?:me\s+)?the\s+number)(?:\s*,?\s*please)?(?=\s*[,;.?!]*\s*$)", re.I),
    # "…, show answer", "show the answer to 2 d.p.": the answer, as ever
    re.compile(r"\s*[,;–-]?\s*show\s+(?:me\s+)?(?:the\s+)?answer\b(?=\s*(?:to\s+\d|[,;.?!]|$))", re.I),
)
_THREE = re.compile(r"\s*[,;–-]?\s*(?:to\s+|in\s+)?(?:3|three)\s*(?:d\.\s*p\.?|dp\b|decimal\s+places?)"
                    r"(?:\s*,?\s*please)?", re.I)


def plain(question: str) -> str:
    text = _NUMBERED.sub("", _LABEL.sub("", question))
    if _Q_LABEL.match(text) and _TIME.search(text):
        text = _Q_LABEL.sub("", text)
    text = _VERB.sub("", text)
    for said in _FORM:
        text = said.sub("", text)
    if _KILOS.search(text):
        text = _THREE.sub("", text)
    return text
