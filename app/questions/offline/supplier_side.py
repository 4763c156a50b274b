"""The shop's buying in the words of someone outside it (set 76's supplier's rep): what a supplier "billed
you" is what the shop paid; kilos a customer of the supplier "had off us at Hillside" were bought from
Hillside; a "drop-off" is a delivery, and deliveries are "taken in"; what fruit "cost you" it cost the shop
("you" is the shop asked, as "your" is), and what "a kilo cost you, averaged over everything you bought" is
the average paid per kilo; "did you buy in" is the shop's buying. An addition that only says
every supplier is counted ("counting everyone's", "whoever they came from") is read past, as every
supplier is counted unless one is named. "All in," and "all told" before or after a question say a total.
The cheapest fruit "for us to buy in" is the one we pay the least a kilo
for. Said again in the words the reader reads."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"^\s*all\s+in\s*[,:;]\s*", re.I), ""),
    (re.compile(r"\s*,?\s*\ball\s+told\b", re.I), " in total"),
    (re.compile(r"\b(?:invoiced|billed)\s+(?:to\s+)?you\b", re.I), "we paid"),
    # what a supplier "got out of you" is what the shop paid it (set 80: read as the kilos it delivered)
    (re.compile(r"\b(?:get|got|gotten|had)\s+out\s+of\s+(?:you|us)\b", re.I), "we paid"),
    # the rep speaking for the supplier: "had off us at Hillside" is bought from Hillside
    (re.compile(r"\b(?:had|got|bought|taken|took)\s+(?:off|from)\s+us\s+(?:here\s+)?at\s+", re.I), "bought from "),
    (re.compile(r"\bdrop[\s-]?offs\b", re.I), "deliveries"),
    (re.compile(r"\bdrop[\s-]?off\b", re.I), "delivery"),
    (re.compile(r"\b(deliveries|delivery)\s+(did|have|has|do)\s+(?:you|we)\s+(?:take|took|taken)\s+in\b", re.I),
     r"\1 \2 we receive"),
    # "averaged over everything you bought, what did a kilo cost you": the average paid per kilo
    (re.compile(r"^\s*averaged\s+over\s+(?:everything|all(?:\s+of\s+it)?|all\s+the\s+(?:fruit|stock|kilos))\s+"
                r"(?:you|we)\s+(?:bought|purchased)(?:\s+in)?\b", re.I), "on average"),
    (re.compile(r"\bwhat\s+did\s+a\s+(kilo|kg)\s+cost\s+(?:you|us)\b", re.I), r"what did we pay per \1"),
    (re.compile(r"\bcost\s+you\b", re.I), "cost us"),
    # "what have you laid out on fruit", "how much did you spend": the shop's own spending is its buying in (set 84:
    # read as what customers spent)
    (re.compile(r"\byou('ve)?\s+(?=(?:spend|spent|spending|laid\s+out|lay\s+out)\b)", re.I), r"we\1 "),
    (re.compile(r"\b(did|do|have|had)\s+you\s+(?=(?:buy|bought|purchase|purchased|order|ordered)\s+in\b)", re.I),
     r"\1 we "),
    (re.compile(r"\b(did|do|have|had)\s+you\s+(?=(?:buy|bought|purchase|purchased|order|ordered)\s+(?:in\s+)?"
                r"(?:from|off)\b)", re.I), r"\1 we "),
    # "counting everyone's", "whoever they came from": every supplier, as when none is named
    (re.compile(r"\s*,?\s*\b(?:counting|including)\s+(?:everyone's|everybody's|every\s+supplier's|all\s+suppliers'?)"
                r"(?=\s*[?.!]?\s*$)", re.I), ""),
    (re.compile(r"\s*,?\s*\b(?:whoever|no\s+matter\s+who)\s+(?:they|it)\s+(?:came|come|was|were)\s+(?:in\s+)?from"
                r"(?=\s*[?.!]?\s*$)", re.I), ""),
)


# "what's the cheapest fruit for us to buy in, per kilo", "which fruit is dearest for us to get in": what a kilo
# costs the shop to buy (set 84's round: it was answered with the selling price, or the kilos sold)
_TO_BUY_IN = re.compile(r"^\s*(?:what(?:['’]s|\s+is)|which\s+is|which)\s+(?:the\s+)?(?P<what>fruit|product|item)s?\s+"
                        r"(?:is\s+)?(?:the\s+)?(?P<end>cheapest|dearest|priciest|most\s+expensive|least\s+expensive)"
                        r"\s+(?:for\s+(?:us|the\s+shop)\s+to\s+(?:buy|get|bring)(?:\s+in)?|to\s+(?:buy|get|bring)\s+in)"
                        r"(?:\s*,?\s*(?:per|a|by\s+the)\s+(?:kilo|kg))?(?=\s*[?.!]*\s*$)", re.I)
_THE_END = re.compile(r"^\s*(?:what(?:['’]s|\s+is)|which\s+is)\s+the\s+(?P<end>cheapest|dearest|priciest|"
                      r"most\s+expensive|least\s+expensive)\s+(?P<what>fruit|product|item)s?\s+", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    end = _THE_END.match(text)  # "what's the cheapest fruit …": the end said before the fruit
    ended = text[:end.start("end")] + text[end.end("end"):end.end()] + "is " + end.group("end") + " " + \
        text[end.end():] if end else text
    bought = _TO_BUY_IN.match(ended)
    if bought:
        least = bought.group("end").lower() in ("cheapest", "least expensive")
        return f"which {bought.group('what')} do we pay the {'least' if least else 'most'} per kilo for"
    return text
