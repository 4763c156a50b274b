"""Returned sales left out, said as a clause of its own: "not counting anything he brought back", "(ignore
anything returned)", "leaving out returned buys", "once returned sales are excluded", "returned ones
excluded", "sales that were not later returned", "purchases he hasn't brought back", "Don't count the
one he returned", "Leave the refunded sales out". Every sales figure already leaves out the sales
returned, so each of these says it again, like "net of returns" (phrasing.net_of_returns): taken out,
and kept as said for the checks that refuse it with what is not a sales figure. What counts returned
sales in ("including those later returned", "before returns") is not one of them and is left."""

from __future__ import annotations

import re

_BACK = (r"(?:later\s+|subsequently\s+|since\s+|afterwards\s+)?(?:returned|refunded|brought\s+back|sent\s+back|"
         r"taken\s+back|took\s+back|handed\s+back|gave\s+back|given\s+back|bring\s+back|return|refund)")
_WHO = r"(?:(?:he|she|they|we|it|customers?|people|someone|somebody|anyone|anybody)\s+)?"
_BE = r"(?:(?:was|were|is|are|got|has\s+been|have\s+been|had\s+been)\s+)?"
_THINGS = (r"(?:anything|everything|whatever|what|the\s+one|the\s+ones|ones|those|that|the\s+lot|"
           r"(?:the\s+|any\s+|his\s+|her\s+|their\s+)?(?:sales?|buys?|purchases?|orders?|transactions?|baskets?|items?|"
           r"stuff|fruit|things?))")
_LEAVE = (r"(?:not\s+counting|without\s+counting|don'?t\s+count|do\s+not\s+count|ignore|ignoring|leave\s+out|"
          r"leaving\s+out|left\s+out|exclude|excluding|excluded|without|minus|omit|omitting|skip|skipping)")
_LEFT = r"(?:excluded|taken\s+out|left\s+out|removed|taken\s+off|not\s+counted|ignored|set\s+aside|dropped)"
_SAID = re.compile(
    # "not counting anything (that was later) returned", "don't count the one he returned", "ignore anything returned"
    rf"\b{_LEAVE}\s+{_THINGS}\s+(?:(?:that|which)\s+)?{_WHO}{_BE}{_BACK}\b"
    # "leaving out returned buys", "excluding refunded sales"
    rf"|\b{_LEAVE}\s+(?:the\s+|any\s+)?(?:returned|refunded)\s+(?:sales?|buys?|purchases?|orders?|ones|transactions?|"
    r"items?)\b"
    # "leave the refunded sales out", "once returned sales are excluded", "with the returned ones taken out"
    r"|\b(?:leave|leaving)\s+(?:the\s+)?(?:returned|refunded)\s+(?:sales|ones|buys|purchases|orders)\s+out\b"
    rf"|\b(?:once|with|after|when)\s+(?:the\s+|any\s+)?(?:returned|refunded)\s+(?:sales|ones|buys|purchases|orders|"
    rf"transactions)\s+(?:are\s+|have\s+been\s+|were\s+)?{_LEFT}"
    rf"|,?\s*\b(?:the\s+)?(?:returned|refunded)\s+ones\s+{_LEFT}"
    # "(sales) that were not later returned": said of the sales (passive), never of the people
    r"|\b(?:that|which)\s+(?:(?:were|was)(?:\s+not|n'?t)|(?:had|have|has)(?:\s+not|n'?t)\s+been|(?:were|was)\s+never|never\s+"
    r"(?:got|were|was))\s+(?:later\s+|subsequently\s+|since\s+|afterwards\s+)?(?:returned|refunded|"
    r"brought\s+back|sent\s+back|taken\s+back)\b"
    # "(purchases) he hasn't brought back", "that she didn't return": the people who bought are the subject
    r"|\b(?:(?:that|which)\s+)?(?:he|she|they)\s+(?:hasn'?t|haven'?t|hadn'?t|didn'?t|has\s+not|have\s+not|"
    r"did\s+not|never)\s+(?:(?:returned|return)(?=\s*(?:[,.;:!?)]|$))|brought\s+back|sent\s+back|taken\s+back|"
    r"bring\s+back|send\s+back|take\s+back)\b(?!\s+(?:anything|something|any|a|an|the|them|it|since)\b)"
    r"|\b(?:that|which)\s+(?:didn'?t|did\s+not|never)\s+come\s+back\b", re.I)


def leave_out(text: str) -> tuple[str, list[str]]:
    """The text without its clauses that leave returned sales out, and those clauses as said."""
    said = [m.group(0).strip(" ,") for m in _SAID.finditer(text)]
    return _SAID.sub(" ", text), said


_STANDING = re.compile(r"\b(?:still\s+)?(?:stand|stands|standing)(?:\s+on\s+the\s+books)?\b", re.I)


def standing(text: str) -> str:
    """"How many sales stand for February once returned sales are excluded", "sales still standing after
    returns": with the returns said left out, the sales that "stand" are those kept — the same sales."""
    return _STANDING.sub(" ", text)
