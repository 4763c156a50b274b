"""What a shift supervisor or a partner says on the shop floor (set 16): "taken on the till", "gone
out", "sitting on", "picked up", "came by", "the top line", "laid out" — said again in the words the
parser reads. Each phrase is rewritten only where it can mean one thing; anything else is left for
the parser to read or to refuse."""

from __future__ import annotations

import re

_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_SAID = (
    # the till: what went through it is the takings
    (re.compile(r"\bwhat\s+(?:is|does)\s+the\s+till\s+say\b", re.I), " what are the takings "),
    (re.compile(r"\btill\s+(?:total|takings)\b", re.I), " takings "),
    (re.compile(r"\bthe\s+tills?\s+(?=take\b|took\b|taken\b)", re.I), " we "),  # "what did the till take"
    (re.compile(r"\bput\s+through\s+the\s+till\b", re.I), " rung up "),
    (re.compile(r"\b(taken|took|take|rung|rang)\s+(?:up\s+)?(?:on|through|at|in)\s+the\s+tills?\b", re.I), r" \1 "),
    # fruit gone out of the shop: sold ("gone up" and "gone down" are prices, left as they are)
    # (only before a time or the end: "gone through", "gone up", "gone off" are something else)
    (re.compile(r"\b(have|has)\s+gone(?:\s+out)?(?=\s*$|\s*[,;:.-]|\s+(?:today|yesterday|this|last|so|since|on|in|"
                r"during|the)\b)", re.I), r" \1 sold "),
    (re.compile(r"\bwent\s+back\s+out\s+(?:as|in)\s+", re.I), " "),  # "how much went back out as refunds"
    # what the shop holds
    (re.compile(r"\b(?:are|is)\s+we\s+(?:sitting\s+on|holding)\b", re.I), " do we have "),
    (re.compile(r"\bwe\s+(?:are|is)\s+holding\b", re.I), " we have "),
    (re.compile(r"\b(?:got\s+)?sitting\s+(?:there|around|on\s+the\s+shelf|in\s+the\s+back)\b", re.I), " in stock "),
    (re.compile(r"\b(?:in|out)\s+the\s+back\b(?![\s-]+half)", re.I), " in stock "),  # not "the back half"
    (re.compile(r"\bcount\s+(?=now\b|right\s+now\b|at\s+the\s+moment\b)", re.I), " stock "),
    (re.compile(r"\bshortest\s+on\b", re.I), " lowest on "),
    (re.compile(r"\b(which|what)\s+line(s?)\b", re.I), r" \1 product\2 "),
    # the price on the shelf or the ticket is the selling price ("shelf" alone is the stock on it)
    (re.compile(r"\b(?:shelf|ticket|sticker|tag)\s+(price|prices)\b", re.I), r" \1 "),
    (re.compile(r"\bdown\s+(under|below)\b", re.I), r" \1 "),
    (re.compile(r"^\s*run\s+(?:me\s+)?(?:off\s+|through\s+)?", re.I), " show me "),
    (re.compile(r"\bas\s+(?:it|they)\s+stands?\b", re.I), " now "),
    # what a customer took home: what she bought
    (re.compile(r"\b(?:(?:picked|pick|picks)\s+up|(?:carried|carry|carries)\s+(?:off|home|away)"
                r"|(?:took|take|takes)\s+(?:home|away))\b", re.I), " bought "),
    # a customer seen in the shop: came in
    (re.compile(r"\b(?:came|come|comes|coming)\s+(?:by|through|to\s+(?:the\s+)?shop)\b(?!\s+(?:the\s+)?\d)", re.I),
     " came in "),
    (re.compile(r"^\s*who\s+(?:was|were)\s+in\b", re.I), " who came in "),
    (re.compile(r"^\s*who\s+did\s+we\s+see\b", re.I), " who came in "),
    (re.compile(r"\bhow\s+many\s+(?:different\s+)?faces\b", re.I), " how many different customers "),
    # "which fruit's been flying off the shelves": sold the most (of kilos or money, which must still be said)
    (re.compile(r"\b((?:which|what)\b.{0,30}?)\s(?:is\s+|are\s+|been\s+|has\s+been\s+)?(?:flying|flies|fly|flew|flown)"
                r"\s+off\s+the\s+shel(?:f|ves)\b", re.I), r" \1 sold the most "),
    # money words
    (re.compile(r"\bthe\s+top\s+line\b(?!\s+(?:products?|fruits?|items?|customers?|suppliers?)\b)", re.I), " revenue "),
    (re.compile(r"\b(?:biggest|top|best)\s+earner\b", re.I), " top product "),
    (re.compile(r"\bleads?\s+(?:on|in|for)\b", re.I), " has the most "),
    (re.compile(r"\blaid\s+out\b", re.I), " spent "),
    (re.compile(r"\b(?:pieces|bits)\s+of\s+business\b", re.I), " sales "),  # "how many pieces of business"
    # "our most expensive supplier, in terms of what we've paid them": the one we paid the most (not a kilo's price)
    (re.compile(r"\b(most|least)\s+expensive\s+(suppliers?|vendors?)\s*,?\s*in\s+terms\s+of\s+what\s+we\s+(?:have\s+)?"
                r"(?:paid|spent)(?:\s+(?:them|him|her|with\s+them))?\b", re.I), r" \2 we paid the \1 "),
    # "how many trading days took less than $15": days (an average "per trading day" is over the days with sales)
    (re.compile(r"(?<!per )(?<!average )\btrading\s+(day|days)\b", re.I), r" \1 "),
    (re.compile(r"\b(?:is\s+|are\s+)?(?:looking|look)\s+like\b", re.I), " "),
    (re.compile(r"\bmaking\s+(?:us\s+)?the\s+most\s+money\s+after\s+costs?\b", re.I), " making the most profit "),
    (re.compile(r"\bbreak\s+(.{1,40}?)\s+down\s+(?=by\b)", re.I), r" \1 "),  # "break the gross profit down by product"
    (re.compile(r"^\s*(?:a\s+)?customer(?:\s+is)?\s+asking\s*[-–:,]?", re.I), " "),
    (re.compile(r"\b(?:for\s+)?the\s+week\s+so\s+far\b", re.I), " this week so far "),
    (re.compile(r"\bwhere\s+are\s+we\s+(?:at\s+)?on\b", re.I), " what are "),
    (re.compile(r"\bfor\s+(?:one|a|1)\s+(kilo|kg)\b", re.I), r" per \1 "),  # "how much for one kilo"
    (re.compile(r"\bknock(?:s|ed)?\s+off\b", re.I), " written off "),
    (re.compile(r"\bonly\s+(started|began|first)\b", re.I), r" \1 "),  # "only started coming after the 15th"
    # "the first week of trading, Thursday 1st to Sunday 4th": the days said are the time
    (re.compile(r"\b(?:the\s+)?first\s+(?:week|days?)\s+of\s+trading\s*,?\s*(?=(?:" + _WEEKDAY + r"\s+)?(?:the\s+)?\d)",
                re.I), " "),
    # "how many visits has Ida made, counting days": the days she came in
    (re.compile(r"\bhow\s+many\s+visits\s+(?:has|have|did)\s+(?P<who>.+?)\s+(?:made|make|had)\s*,?\s*counting\s+"
                r"(?:(?:by|the|distinct|different|separate)\s+)?days\b", re.I), r" how many days did \g<who> visit "),
    (re.compile(r"\ball\s+up\b", re.I), " total "),  # "how much all up"
    (re.compile(r"^\s*(\w+\s+\w+)\s+is\s+new\s*[-–,:;]", re.I), r" \1 - "),  # "Sue Davis is new - when was …"
    # "Ken was in earlier - what did he spend": an aside that says the day (today)
    (re.compile(r"\b(?:was|were|came)\s+in\s+earlier(?:\s+today)?\s*[-–,:;]", re.I), " today - "),
    (re.compile(r"\b(?:was|were|came)\s+in\s+earlier(?:\s+today)?\b", re.I), " came in today "),
)
# "grape we have still how many kilo in shop": what we have in the shop is the stock
_WE_HAVE = re.compile(r"\bwe\s+(?:still\s+)?have\b(?!\s+(?:sold|bought|paid|spent|taken|had|given))", re.I)
_IN_SHOP = re.compile(r"\bin\s+(?:the\s+)?(?:shop|store)\b", re.I)
_DONE = re.compile(r"\b(?:sell|sold|sells|buy|bought|deliver\w*|spen[dt]|paid|pay|took|take|taken)\b", re.I)
# "total kilos of fruit in the shop at the moment": fruit weighed now, with nothing done to it, is held (set 26)
_WEIGHED_NOW = re.compile(r"\b(?:kilos?|kgs?|kilograms?|fruit)\b.*\b(?:now|at\s+the\s+moment|currently|at\s+present)\b",
                          re.I)
_MOVED = re.compile(r"\b(?:came|come|comes|arrived|returned|brought|got|went|gone)\b", re.I)
# "the dearest fruit in the shop just now": a price, not what is held (set 84: the most stock was given)
_PRICED = re.compile(r"\b(?:dearer|dearest|cheap|cheaper|cheapest|expensive|pricey|priciest|prices?|charg\w*)\b",
                     re.I)


# "with the delivery in, how many kilos do we have now": the stock now holds it already, so the clause
# says nothing more (only with a stock asked of now; "what came in with the delivery" is left)
_NOW_ASKED = re.compile(r"\b(?:now|count|stock|do\s+we\s+have|have\s+we\s+got|left)\b", re.I)
_DELIVERY_IN = (
    re.compile(r"^\s*(?:with|now\s+that|after|since)\s+(?:the\s+|this\s+morning\s+|today\s+)?(?:delivery|drop)"
               r"(?:\s+(?:is|has|came|come|arrived))?(?:\s+in)?\s*[,;:-]", re.I),
    re.compile(r"^\s*\w+\s+(?:got|were|was|have\s+been|has\s+been)\s+delivered\s+today\s*[-–,:;]", re.I),
    re.compile(r"[,;]\s*after\s+the\s+delivery\s+(?:come|came|is\s+in|arrived|has\s+come)\s*$", re.I),
)
_DELIVERED = (
    (re.compile(r"\bdropped\s+off\s+the\s+(?:delivery|order|stock|fruit)\b", re.I), " delivered "),
    (re.compile(r"\b(?:came|come)\s+off\s+the\s+(?:truck|van|lorry)\b", re.I), " was delivered "),
    (re.compile(r"\b(the|this\s+morning|morning)\s+drop\b", re.I), r" \1 delivery "),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if _NOW_ASKED.search(text):
        for clause in _DELIVERY_IN:
            text = clause.sub(" ", text)
    for said, meant in _DELIVERED:
        text = said.sub(meant, text)
    if (_WE_HAVE.search(text) or _WEIGHED_NOW.search(text) and not _MOVED.search(text)) and not _DONE.search(text) \
            and not _PRICED.search(text):
        text = _IN_SHOP.sub(" in stock ", text)
    return text
