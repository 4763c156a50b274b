"""The words of the owner's spouse who does the ordering (set 78), said as the reader reads them: what "the
grapes have brought in" is the money they took, as "what did the grapes bring in" (read before as the grapes
in stock); the price "on the shelf" is the selling price; takings "all put together" are their total; what we
"make on strawberries once you take off what they cost us" is the profit on them; what "went back to
customers as refunds" was refunded; "Oh and …", "Just so I know - …" only lead in, and ", for comparison",
", love" only close; "Roughly - no, exactly -" takes the hedge back; "on the evening of the 10th" is at its
close; fruit "running low - under 22 kilos left" is fruit under 22 kilos (a bound said; "running low" alone
says none); "The cherries come tomorrow; …" says a delivery to come before a question about now, and about
them."""

from __future__ import annotations

import re

_SAID = (
    # "how much have the grapes brought in": the money they brought in (not a supplier's delivery)
    (re.compile(r"\b(?:have|has)\s+(the|our)\s+(?!suppliers?\b|farms?\b|deliver(?:y|ies)\b|vans?\b|lorr(?:y|ies)\b)"
                r"([a-z]+)\s+brought\s+in\b", re.I), r"did \1 \2 bring in"),
    # "the apple price on the shelf", "what's on the shelf price": what we sell at
    (re.compile(r"\b(prices?)\s+on\s+the\s+shel(?:f|ves)\b", re.I), r"selling \1"),
    (re.compile(r"\bshelf\s+(?=prices?\b)", re.I), "selling "),
    (re.compile(r",?\s*all\s+put\s+together\b", re.I), " in total"),
    # "how much went back to customers as refunds": what was refunded
    (re.compile(r"\b(?:went|was\s+paid|got\s+paid|was\s+given)\s+back\s+to\s+(?:the\s+|our\s+)?customers\s+"
                r"(?:as|in)\s+refunds?\b", re.I), "was refunded"),
    (re.compile(r"^\s*(?:oh|ah)\s*,?\s+(?=and\b)", re.I), ""),
    # "how much did we actually make on strawberries once you take off what they cost us": the profit on them
    (re.compile(r"^(?P<head>\s*how\s+much\s+)(?P<did>(?:did|do|have|has)\s+we)\s+(?:actually\s+|really\s+)?"
                r"(?P<made>(?:make|made|earn|earned|clear|cleared)\b[^,;?]*?)\s*,?\s*\b(?:once|after|when)\s+(?:you|we)"
                r"(?:['’]ve|\s+have)?\s+take?n?\s+off\s+what\s+(?:they|it|the\s+\w+)\s+cost(?:\s+us)?(?=\s*[?.!]*\s*$)",
                re.I), r"\g<head>profit \g<did> \g<made>"),
    # "…, for comparison?", "…, love.": why it is asked, or who to; not what
    (re.compile(r",\s*(?:just\s+)?for\s+(?:comparison|reference|my\s+notes?)(?=\s*[?.!]*\s*$)", re.I), ""),
    (re.compile(r",\s*(?:love|dear|darling|pet|hun|hon|sweetheart|sweetie)(?=\s*[?.!]*\s*$)", re.I), ""),
    # "Roughly - no, exactly - how much …": the hedge taken back
    (re.compile(r"^\s*(?:roughly|about|approximately|more\s+or\s+less)\s*[-–,]+\s*no\s*[,-]?\s*"
                r"(?:exactly|precisely)\s*[-–,:]+\s*", re.I), ""),
    (re.compile(r"^\s*(?:just\s+)?so\s+(?:i|we)\s+know\s*[-–:,]\s*", re.I), ""),
    (re.compile(r"\b(?:are|is)\s+running\s+low\s*[-–:,]\s*(?=(?:under|below|less\s+than)\s+\d)", re.I), "have "),
)


# "The cherries come tomorrow; how much cherry is left tonight?": a delivery still to come, said first; the
# question is about now (one that points back, "after they come", is left as it is)
_COMING = re.compile(r"^\s*(?:the\s+)?(?P<what>[a-z]+(?:\s+[a-z]+)?)\s+"
                     r"(?:comes?|arrives?|(?:is|are)\s+(?:coming|due))\s+(?:in\s+)?(?:tomorrow|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
                     r"next\s+week)\s*[;.]\s+(?P<rest>(?:how|what|which)\b.*)$", re.I | re.S)
_POINTS_BACK = re.compile(r"\b(?:it|they|them|then|that|those|after|once|when|before)\b", re.I)


# "how much orange did we have left on the evening of the 10th": a stock at its close (takings "on the evening
# of the 10th" are part of a day the records keep no hours of, and are left to be refused)
_EVENING = re.compile(r"\b(?:on|in)\s+the\s+(?:evening|night)\s+of\s+(?=(?:the\s+)?\d)", re.I)
_HELD = re.compile(r"\b(?:left|stock|on\s+hand|in\s+the\s+back)\b", re.I)
_MOVED = re.compile(r"\b(?:sell|sold|sales?|take|took|taken|takings|revenue|made|make|spend|spent|bought|buy|"
                    r"deliver(?:ed|y|ies)?|refund(?:ed|s)?|returned|written|wrote|threw|thrown)\b", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if _HELD.search(text) and not _MOVED.search(text):
        text = _EVENING.sub("at the end of ", text)
    coming = _COMING.match(text)
    if coming and not _POINTS_BACK.search(coming.group("rest")) and _one(coming.group("what")) <= _one(
            coming.group("rest")):  # what is coming is what is asked about ("The pears come …; how much is left")
        return coming.group("rest")
    return text


def _one(text: str) -> set[str]:
    """The words, each as one of it: "cherries" and "cherry" alike."""
    return {re.sub(r"ies$", "y", w) if w.endswith("ies") else w[:-1] if w.endswith("s") and len(w) > 3 else w
            for w in re.findall(r"[a-z]+", text.lower())}
