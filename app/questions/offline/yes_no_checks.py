"""A yes-or-no check followed by the figure that settles it (set 52): "Is cherry stock above 40 kilos now?
What is it exactly?", "Were refunds more than $20 this month? What do they total?", "Has the banana price
changed — what is it today?". The follow-up asks for the checked thing itself ("it", "they", "his
total"), so the question is that thing, at the check's time: the threshold or the change is what the
figure answers, and is said back in no other way. Only these shapes are read: a follow-up that names
something else, or a check with no threshold or change ("Were any sales bigger than $20? How many
were?" counts those sales), is left to be read, or refused, as it stands."""

from __future__ import annotations

import re

_AMOUNT = r"\$?\d[\d,]*(?:\.\d+)?\s*(?:kilos?|kgs?|kilograms?|dollars?)?(?:\s+(?:a|per)\s+(?:kilo|kg))?"
_THRESHOLD = (r"(?:still\s+)?(?:under|over|above|below|more\s+than|less\s+than|at\s+least|at\s+most|beat|beaten|"
              r"exceed|exceeded|top|topped|hit|reach|reached)\s+" + _AMOUNT)
_MOVED = r"changed|gone\s+up|gone\s+down|risen|fallen|dropped|moved"
_CHANGED = r"(?:(?P<moved>" + _MOVED + r")|the\s+same|still\s+" + _AMOUNT + ")"
_CHECK = re.compile(r"^\s*(?P<aux>is|are|was|were|has|have|did|do|does)\s+(?P<subject>(?:(?!\b(?:it|they|there|"
                    r"anything|any)\b)[\w' ])+?)\s+(?:" + _THRESHOLD + "|(?P<changed>" + _CHANGED + r"))\b"
                    r"(?P<tail>[^?—–]*?)\s*(?:\?|[—–]|\s-\s)\s*", re.I)
# the follow-up: the checked thing's figure, nothing else named
_FIGURE = re.compile(r"^(?:so\s+|and\s+)?(?:what(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+(?:it|they|that|(?:his|her|"
                     r"their|the)\s+(?:total|figure|amount)|the\s+(?P<noun>price|stock))|what\s+(?:do|did)\s+(?:they|it)\s+(?:total|come\s+to|add\s+up\s+to)"
                     r"|how\s+much\s+(?:is|was)\s+(?:there|it|left))(?P<rest>(?:\s+(?:now|today|exactly|actually|then|"
                     r"so\s+far|in\s+total|altogether))*)\s*[?.!]*\s*$", re.I)


# "Zoe Davis — did she spend over $40?": the name said first, then the check about "she"
_TOPIC = re.compile(r"^\s*(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*[—–:-]\s*"
                    r"(?P<rest>(?i:is|was|has|did)\s+(?i:he|she)\b.+)$")
_DONE = re.compile(r"\b(?:spend|spent|take|took|taken|sell|sold|buy|bought|make|made|earn|earned)$", re.I)


def plain(question: str) -> str:
    topic = _TOPIC.match(question)
    said = re.sub(r"\b(?:he|she)\b", topic.group("name"), topic.group("rest"), count=1, flags=re.I) if topic else ""
    read = _read(said) if topic else None
    return read or _read(question) or question


def _read(question: str) -> str | None:
    """The checked thing asked for, or None when the question is not a check followed by its figure."""
    check = _CHECK.match(question)
    if not check:
        return None
    figure = _FIGURE.match(question[check.end():])
    if not figure:
        return None
    aux, subject = check.group("aux").lower(), check.group("subject")
    rest = re.sub(r"\bthen\b", " ", figure.group("rest"), flags=re.I)  # "then": the check's own time
    tail = check.group("tail").strip()
    if re.match(r"(?:as|than|compared|against)\b", tail, re.I):
        return None  # "the same as yesterday": the other side of a comparison, not the check's time
    if check.group("moved"):
        tail = ""  # "has it changed since Monday? what is it now": the change's span; the figure is now
    when = f"{tail} {rest.strip()}".strip()
    if figure.group("noun") and figure.group("noun").lower() not in subject.lower():
        return f"what is the {figure.group('noun')} of {subject} {when}?"  # "are oranges still $1.40? the price now?"
    # "has Raj spent over $50", "did we take over $100": how much
    if aux in ("has", "have", "did") and not check.group("changed") and (aux != "did" or _DONE.search(subject)):
        return f"how much {aux} {subject} {when}?"
    # "has the price changed": what it is; "did takings beat $100": what they were
    copula = {"has": "is", "does": "is", "have": "are", "do": "are", "did": "were"}.get(aux, aux)
    return f"what {copula} {subject} {when}?"
