"""A landlord's and a retired greengrocer's words for what the shop already reads (set 80): money paid "for
stock" or that "went out on stock", and the "stock bill", is what was spent on deliveries (money, not kilos:
"stock bought" is left, kilos or money?); fruit "held" or that the shop was "carrying" at close is its stock;
what the shop is "asking" or "charging" for a fruit, and what the fruit is "fetching" or "going for", is its
price, and a price "in force" on a day its price that day; money that "came through the till" is takings,
days the till "went over" a figure had takings over it, and what "the till had seen" its takings; the
fruit that "fetched the least money" had the least revenue; sales "that came back" or "brought back" are
returned ones; "young Zoe" is Zoe; weekday takings with "— Monday to Friday, no weekends" after them are the
weekdays said again, and what "your Saturdays have taken" is the takings on Saturdays. Said again in the words
the reader reads. What the grapes are "costing you a kilo" is what the shop pays per kilo; what has "shifted
slowest, by the kilo" the fewest kilos sold; "each line you stock" each product ("— a schedule, please" after
it: listed, as it is); "the trading period" the period; a "weighted" average cost per kilo the average paid per
kilo, which is weighted by the kilos already."""

from __future__ import annotations

import re

_SAID = (
    # "what did the shop pay out for stock", "what you paid for stock": what it spent on deliveries
    (re.compile(r"\b(paid|pay|pays|paying|spent|spend|spends|spending)\s+(?:out\s+)?(?:on|for)\s+(?:new\s+)?stock\b",
                re.I), r"\1 on deliveries"),
    (re.compile(r"\bwhat(?:\s+has|['’]s)?\s+(?:went|gone|goes|go)\s+out\s+on\s+stock\b", re.I),
     "what was spent on deliveries"),
    (re.compile(r"\bstock\s+bill\b", re.I), "purchase cost"),
    # "grapes held at close on the 5th", "how much grape were you carrying at closing": in stock then
    (re.compile(r"\b(?:held|carried|on\s+hand)\s+(?=at\s+(?:the\s+)?clos(?:e|ing)\b)", re.I), "in stock "),
    (re.compile(r"\b(?:were|was)\s+(?:you|we|the\s+shop)\s+carrying\s+(?=at\s+(?:the\s+)?clos(?:e|ing)\b)", re.I),
     "was in stock "),
    # "what are you asking for oranges", "what are pears fetching": the price
    (re.compile(r"\bwhat\s+(?:are|is)\s+(?:you|we|the\s+shop)\s+(?:asking|charging)\s+for\s+(?=[a-z]+\b)", re.I),
     "what is the price of "),
    (re.compile(r"\bwhat\s+(?:are|is)\s+(?:the\s+)?([a-z]+)\s+(?:fetching|going\s+for)\b", re.I),
     r"what is the price of \1"),
    (re.compile(r"\s+in\s+force\b(?=\s+(?:on|at|as\s+(?:of|at))\b)", re.I), ""),
    # the till's money: "money come through the till", "days the till went over $30", "what had the till seen"
    (re.compile(r"\bmoney\s+(?:come|came|coming|go|went|going)\s+through\s+the\s+(?:till|register)\b", re.I),
     "takings"),
    (re.compile(r"\bwhich\s+days\s+did\s+the\s+(?:till|register)\s+(?:go|get|come\s+in)\s+(over|above|under|below)\b",
                re.I), r"which days had takings \1"),
    (re.compile(r"\bwhat\s+(?:had|has|did)\s+the\s+(?:till|register)\s+(?:seen|see|taken|take)\b", re.I),
     "what were the takings"),
    (re.compile(r"\bhow\s+many\s+times\s+did\s+the\s+(?:till|register)\s+ring\b", re.I), "how many sales were there"),
    # "— sales, I mean, …": the thing counted said again, plainly
    (re.compile(r"\s*[—–-]+\s*(sales|takings|kilos)\s*,\s*i\s+mean\s*,", re.I), r", \1,"),
    (re.compile(r"(\bwhich\s+days\b[^?]*\?)\s*dates?,?\s+please\s*[.!]?\s*$", re.I), r"\1"),
    # "the quantities, per product": the quantity (kilos) of each
    (re.compile(r"\bquantities\b", re.I), "quantity"),
    # "Stock at cost as at today — the whole shop": every product, which a stock with none named is already
    (re.compile(r"\s*[—–-]+\s*(?:the\s+)?whole\s+(?:shop|store|lot)\s*(?=[.?!]*\s*$)", re.I), ""),
    # "what's fetched the least money, of all the fruit": the one with the least takings
    (re.compile(r"\bwhat(?:'s|\s+has)\s+(?:fetched|brought\s+in|taken)\s+the\s+(most|least)\s+money\b", re.I),
     r"what has had the \1 revenue"),
    # "young Zoe": the customer, however old
    (re.compile(r"\byoung\s+(?=[A-Z][a-z]+\b)"), ""),
    # "weekday takings — Monday to Friday, forget the weekend": the weekdays said again
    (re.compile(r"(\bweekdays?\b.*?)\s*[—–,-]+\s*mon(?:day)?\s+(?:to|through|thru|till|until|[–-])\s+fri(?:day)?"
                r"(?:\s+only)?(?:\s*[,;]?\s*(?:no|not|forget|without|excluding|leave\s+out)\s+(?:the\s+)?weekends?)?"
                r"\s*(?=[.?!]*\s*$)", re.I), r"\1"),
    # "what have your Saturdays taken, all of them": the takings on them
    (re.compile(r"\bwhat\s+(?:have|did)\s+(?:your\s+|the\s+|our\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)days|"
                r"weekends|weekdays)\s+(?:taken|take|brought\s+in|bring\s+in)\b(?:\s*,?\s*all\s+of\s+them)?", re.I),
     r"what was the revenue on \1"),
    # "what are the grapes costing you a kilo from the wholesaler": what the shop pays per kilo
    (re.compile(r"\bwhat(?:\s+are|\s+is|['’]s|['’]re)\s+(?:the\s+)?([a-z]+)\s+costing\s+(?:you|us|the\s+shop)\s+(?:a|per)\s+"
                r"(?:kilo|kg)(?:\s+from\s+(?:the|your|our)\s+(?:wholesaler|supplier|market)s?)?", re.I),
     r"what do we pay per kilo for \1"),
    # "what's shifted slowest, by the kilo": the fewest kilos sold (without the kilo said: by kilos or by money?)
    (re.compile(r"\bwhat(?:['’]s|\s+has)\s+(?:shifted|sold|moved|gone)\s+(slowest|fastest)\s*,?\s*(?:by\s+the|in)\s+"
                r"(?:kilo|kg|kilos)\b",
                re.I), lambda m: "which product had the " + ("fewest" if m.group(1).lower() == "slowest" else "most")
     + " kilos sold"),
    # "for each line you stock — a schedule, please": each product, listed
    (re.compile(r"\b(each|every)\s+line\s+(?:you|we)\s+(?:stock|carry|sell)\b", re.I), r"\1 product"),
    (re.compile(r"(\b(?:each|every|per|by)\b.*?)\s*[—–-]+\s*a\s+(?:schedule|list|table)\s*,?\s*please\s*[.!]?\s*$",
                re.I), r"\1"),
    # "the trading period 1st to 27th": the period; "weighted average cost per kilo across everything bought": the
    # average paid per kilo, which is the total paid over the kilos bought (weighted by them already)
    (re.compile(r"\btrading\s+period\b", re.I), "period"),
    (re.compile(r"\bweighted\s+(?=average\s+(?:purchase\s+)?(?:cost|price)\s+per\s+(?:kilo|kg)\b)", re.I), ""),
    (re.compile(r"(\bper\s+(?:kilo|kg)\b)\s+across\s+everything\s+(?:we\s+|you\s+)?(?:bought|purchased)\b", re.I),
     r"\1"),
    # "not counting the ones that came back": returned sales
    (re.compile(r"\b(?:the\s+)?ones\s+(?:that\s+|which\s+)?(?:came|come|were\s+brought|got\s+brought|were\s+taken|"
                r"brought|taken)\s+back\b", re.I), "returned sales"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
