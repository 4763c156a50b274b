"""The shop's doings in the words of a parent who rings it (set 84's elderly mother), said as the reader reads
them: "what sorts of fruit" someone buys is which fruit (the kinds were read past, and one total given); what
the bananas "were before you put them up" (or "how much" they were "before they went up") is their price before
it went up; "who were your customers today" is
who bought today ("I do like to hear the names" after it asks for what "who" gives); the "dearest fruit in the
shop" is the dearest fruit (its price is per kilo already); what someone "spends on average when they buy from
you" is the average sale; what fruit written off cost "at what you paid for it" is its cost, as it always is;
what a customer "got back when she returned her things" is her refund; "I mean the number of separate sales, not
the money" after "most often" says what "most often" does; and a saying of the family's after the question
("Your father always says the average is what matters.") when every word of it that could change the question is
said in the question already. What is left is read, or refused, as it stands."""

from __future__ import annotations

import re

from app.questions.offline.remark_words import SAYS_WHAT

_FRUIT = r"(?:fruits?|products?|items?|things?|lines?)"
_SAID = (
    # "what sorts of fruit does he buy", "which kinds of fruit": which fruit (one total was given for them)
    (re.compile(rf"\b(what|which)\s+(?:sorts?|kinds?|types?|varieties)\s+of\s+(?={_FRUIT}\b)", re.I), r"\1 "),
    # "what were the bananas before you put them up": the price before it went up (or down)
    (re.compile(r"\bwhat\s+(?:were|was)\s+(?:the\s+)?(?P<what>[a-z]+)\s+before\s+(?:you|we)\s+(?:put|pushed|moved)\s+"
                r"(?:them|it)\s+(?P<way>up|down)\b", re.I), r"what was the price of \g<what> before it went \g<way>"),
    # "how much were bananas before they went up" (set 96's child): a kilo's price, before it went up
    (re.compile(r"\bhow\s+much\s+(?:were|was)\s+(?:the\s+)?(?P<what>[a-z]+)\s+before\s+(?:they|it)\s+(?:went|got|were\s+put)"
                r"\s+(?P<way>up|down)\b", re.I), r"what was the price of \g<what> before it went \g<way>"),
    # "who were your customers today": who bought then
    (re.compile(r"^\s*who\s+were\s+(?:your|our|the\s+shop['’]?s)\s+customers\b", re.I), "which customers bought"),
    # "the dearest fruit in the shop just now, per kilo": its price (a price is per kilo already)
    (re.compile(rf"\b(dearest|cheapest|priciest|most\s+expensive|least\s+expensive)\s+({_FRUIT})\s+in\s+(?:the|your|our)"
                r"\s+(?:shop|store)\b", re.I), r"\1 \2"),
    # (only with nothing else said between: "the cheapest fruit for us to buy in, per kilo" is what it cost us)
    (re.compile(rf"\b(dearest|cheapest|priciest|most\s+expensive|least\s+expensive)\s+({_FRUIT})((?:\s+(?:just\s+now|right"
                r"\s+now|now|today|at\s+the\s+moment))?)\s*,\s*(?:per|a|by\s+the)\s+(?:kilo|kg|kilogram)\b", re.I),
     r"\1 \2\3"),
    # "what does somebody spend on average when they buy from you": the average sale
    (re.compile(r"\bwhat\s+does\s+(?:somebody|someone|a\s+customer|the\s+average\s+customer|a\s+person|anyone)\s+"
                r"(?:spend|pay)\s+on\s+average\s+(?:when|each\s+time|every\s+time)\s+(?:they|he\s+or\s+she)\s+"
                r"(?:buys?|shops?|comes?\s+in)(?:\s+(?:from|with)\s+(?:you|us))?", re.I),
     "what is the average sale value"),
    # "what did the fruit you wrote off cost you, at what you paid for it": its cost, which is at what was paid
    (re.compile(r"(\bcost\b[^?]*?)\s*,\s*at\s+what\s+(?:you|we)\s+paid\s+(?:for\s+)?(?:it|them)\b", re.I), r"\1"),
    # "how much did Eva Berg get back when she returned her things": her refund
    (re.compile(r"\b(?i:how\s+much\s+(?:money\s+)?did)\s+(?P<who>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+get\s+back"
                r"(?i:\s+when\s+(?:she|he|they)\s+(?:returned|brought\s+back|gave\s+back)\s+(?:her|his|their|the)\s+"
                r"(?:things|stuff|fruit|items|shopping))?\b"), r"how much was \g<who> refunded"),
)
# "which customer buys from you most often? I mean the number of separate sales, not the money.": said again
_OFTEN = re.compile(r"^(?P<asked>[^?]*\b(?:most|least)\s+often\b[^?]*\?)\s*i\s+mean\s+(?:the\s+)?(?:number|count)\s+of"
                    r"\s+(?:separate\s+|different\s+)?(?:sales|visits|purchases|times|trips)\s*,?\s*(?:and\s+)?not\s+"
                    r"the\s+(?:money|amount|takings|spend(?:ing)?)\s*[.!]?\s*$", re.I)
# "… today? I do like to hear the names.": names are what "who" gives
_NAMES = re.compile(r"^(?P<asked>\s*(?:who|which\s+customers)\b[^?]*\?)\s*i\s+(?:do\s+|would\s+)?(?:like|love)\s+to\s+"
                    r"(?:hear|know|have)\s+(?:the|their)\s+names\s*[.!]?\s*$", re.I)
# "… ? Your father always says the average is what matters.": a family saying, after the question
_SAYING = re.compile(r"^(?P<asked>[^?]+\?)\s*(?P<saying>(?:your|my)\s+(?:father|mother|dad|mum|mom|husband|wife)\s+"
                     r"(?:always\s+)?says\b[^?]*?)\s*[.!]?\s*$", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    for again in (_OFTEN, _NAMES):
        match = again.match(text)
        if match:
            return match.group("asked")
    saying = _SAYING.match(text)
    if saying and all(re.search(rf"\b{re.escape(w.group(0))}\b", saying.group("asked"), re.I)
                      for w in SAYS_WHAT.finditer(saying.group("saying"))):
        return saying.group("asked")
    return text
