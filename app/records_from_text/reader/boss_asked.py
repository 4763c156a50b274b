"""The boss's word around what a helper did: "the boss told me to change mango to 2.20", "I counted
the pears like the owner said", "… because the manager asked", "… like you showed me", and the
label that went with a new price ("…, I did the label", "– relabelled"). Who asked says nothing about
what happened, so it is dropped. An ask is read as done only for a shelf price (the boss's price is
the shop's price); "the boss asked me to bin 2 kg pears" is left as it is, and refused, since being
asked is not having done it."""

from __future__ import annotations

import re

_WHO = r"(?:the\s+)?(?:boss|owner|manager)"
# "ok so the boss told me to change mango to 2.20": only before a product's new price
_ASKED_TO_PRICE = re.compile(
    rf"^\s*(?:ok(?:ay)?\s+so\s+)?{_WHO}\s+(?:told|asked)\s+me\s+to\s+"
    r"(?=(?:change|put|set|mark)\s+(?:the\s+price\s+of\s+)?[a-z]+\s+(?:to|at)\s+[$£€]?\d)", re.I)
# "… like the boss said", "… because the owner asked", "… like you showed me": why it was done
# when it was asked on the phone, which dates the call, never the record: "… like you said on the phone last night"
_WHEN = r"(?:last\s+night|yesterday|this\s+morning|earlier)"
_WHY = re.compile(rf"(?:\s*,)?\s+(?:like|as|because)\s+(?:{_WHO}\s+(?:said|asked|wanted)|you\s+showed\s+me"
                  # … said to the boss: "as you asked (me on the phone)", "because you told me to", "as we discussed"
                  rf"|you\s+(?:asked|told|wanted|said)(?:\s+me)?(?:\s+to)?(?:\s+on\s+the\s+phone(?:\s+{_WHEN})?)?"
                  r"|(?:we\s+)?discussed"
                  r"|instructed|agreed)(?=\s*[,.;:]|\s*$)", re.I)
# the same said first: "as you asked me on the phone, I changed …"
_WHY_FIRST = re.compile(r"(?:^|(?<=[.!]\s))(?:just\s+)?(?:as|like)\s+(?:you\s+(?:asked|told|wanted)(?:\s+me)?"
                        r"(?:\s+on\s+the\s+phone)?|(?:we\s+)?discussed|instructed|agreed)\s*,\s*", re.I)
# where the new price went, before it: "changed the price of the cherries on the shelf label to 3.40"
_ON_THE_LABEL = re.compile(r"\s+on\s+the\s+(?:shelf\s+)?(?:label|ticket|sign)(?=\s+to\s+[$£€]?\d)", re.I)
# "…, I did the label", "…, changed the label", "– relabelled": the shelf label, after a price
_LABEL = re.compile(r"\s*[,;\u2013\u2014-]\s*(?:and\s+)?(?:i\s+)?(?:(?:did|changed|updated)\s+the\s+(?:label|ticket)s?"
                    r"|relabell?ed(?:\s+(?:it|them))?)(?=\s*[,.;!]|\s*$)", re.I)


def drop_boss_asked(text: str) -> str:
    if _ASKED_TO_PRICE.match(text):
        text = _LABEL.sub("", _ASKED_TO_PRICE.sub("", text, count=1))
    text = _ON_THE_LABEL.sub("", _WHY_FIRST.sub("", text))
    return _WHY.sub("", text)
