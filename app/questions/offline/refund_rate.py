"""Refunds over the takings of the same time (set 52): "refunds as a percentage of takings for February",
"refunds so far this month as a share of takings", "the refund rate for the week starting the 19th". The
part is the refunds dated in the period, the whole the takings of that period (net of returns, as
takings always are); the answer shows both."""

from __future__ import annotations

import re

_REFUNDS = re.compile(r"\brefunds?\b|\brefunded\b", re.I)
_TAKINGS = r"(?:the\s+|our\s+|its\s+)?(?:takings|revenue|turnover|sales)"
# "as a percentage of takings": the whole said; kept as "as a percentage" for shares.py to read
_OF_TAKINGS = re.compile(r"(\b(?:percentage|percent|share|proportion|fraction|%)\s+of)\s+" + _TAKINGS + r"\b", re.I)
# "refund rate", "rate of refunds", "(refunds over takings)" said again after it
_RATE = re.compile(r"\brefund\s+rate\b|\brate\s+of\s+refunds\b", re.I)
_OVER = re.compile(r"\(?\s*\brefunds\s+(?:over|divided\s+by|/)\s+" + _TAKINGS + r"\b\s*\)?", re.I)


def plain(text: str) -> tuple[str, bool]:
    """The text with the takings taken out of a refunds share, and whether they were the whole."""
    if not _REFUNDS.search(text):
        return text, False
    rate = _RATE.search(text)
    said = _OVER.sub(" ", _RATE.sub(" refunds as a percentage ", text)) if rate else text
    said, whole = _OF_TAKINGS.subn(r"\1", said)
    return (said, True) if rate or whole else (text, False)


def of_takings(question: str) -> bool:
    """Whether the question asks the refunds over the takings."""
    return bool(_REFUNDS.search(question) and (_RATE.search(question) or _OF_TAKINGS.search(question)
                                                or _OVER.search(question)))
