"""A gamer minding the shop (set 84), said as the reader reads it: "yo", "gg", "pls", "lol", "lowkey", "no cap" and
"rn" (right now) only colour the question; "loot" is money, and loot "pulled in" or "made" the takings; "top of
the customer leaderboard" is the customer with the most (what it is ranked by said in the question: "the
leaderboard" alone is refused as no measure), "bottom of the leaderboard" the one with the least; a price "nerf"
is a cut and a "buff" a rise ("what got nerfed … like the price went down" says so again); a "high score" for a
sale is the biggest, and who "dropped" it made it; "sales count" is the number of sales; the "MVP fruit by
profit" is the fruit with the most profit, and fruit "carrying the least profit" had the least; what "nobody
bought" we sold none of; customers who "rolled in" came in; "rage-return" is return; "the squad that came in"
the customers who did; stock "in the bag" on an "inventory check" is in stock; "all of them added up" after a
weekday's days is their total, as they are; "…, he keeps bringing stuff back" says something of the one named.
What is left is read, or refused, as it stands."""

from __future__ import annotations

import re

_PRICE_WAY = {"nerf": "down", "nerfed": "down", "buff": "up", "buffed": "up"}
_SAID = (
    (re.compile(r"^\s*(?:yo|gg|ok\s+so|ayy+)\s*,?\s+", re.I), ""),
    (re.compile(r"\s*,?\s*\b(?:pls|plz|no\s+cap|lol|lmao|fr)\b\s*(?=[,?.!:]|$)", re.I), ""),
    (re.compile(r"\s*\b(?:pls|plz)\b(?=\s*:)", re.I), ""),
    (re.compile(r"\blowkey\s+", re.I), ""),
    (re.compile(r"\brn\b(?=\s*[?.!]*\s*$)", re.I), "now"),
    # "how much loot did we pull in today", "how much loot have we made since monday": the takings
    (re.compile(r"\bhow\s+much\s+loot\s+(did|do|have|has)\s+(we|you|the\s+shop)\s+(?:pull(?:ed)?(?:\s+in)?|made|make|"
                r"bank(?:ed)?|rake[d]?\s+in)\b", re.I), r"how much money \1 \2 take"),
    # "who's top of the customer leaderboard this month? most $ spent": the customer who spent the most
    (re.compile(r"\bwho['’]?s\s+(?:top|first|number\s+one)\s+of\s+the\s+customer\s+leaderboard\b(?P<when>[^?]*)\?\s*"
                r"most\s+(?:\$|money|dollars)\s+spent\s*[.!?]?\s*$", re.I), r"which customer spent the most\g<when>?"),
    (re.compile(r"\bwho['’]?s\s+(?:bottom|last)\s+of\s+the\s+(?:customer\s+)?leaderboard\s*,\s*(spent\s+the\s+least)\b",
                re.I), r"which customer \1"),
    # "what got nerfed this month? like the price went down": whose price went down
    (re.compile(r"\bwhat\s+(?:got|was|has\s+been|have\s+been)\s+(?P<way>nerfed|buffed)\b(?P<when>[^?(]*?)\s*(?:\?\s*|\(\s*)"
                r"(?:like|i\.?e\.?|as\s+in)?\s*,?\s*(?:the\s+)?price\s+went\s+(?:down|up)\s*\)?\s*[.!?]?\s*$", re.I),
     lambda m: f"which products had their price go {_PRICE_WAY[m.group('way').lower()]}{m.group('when')}?"),
    # "patch notes: what date did bananas get their price buff": when their price went up
    (re.compile(r"^\s*patch\s+notes\s*:\s*", re.I), ""),
    (re.compile(r"\bwhat\s+(?:date|day)\s+did\s+(?:the\s+)?([a-z]+)\s+get\s+(?:their|its|a)\s+price\s+(buff|nerf)\b",
                re.I), lambda m: f"when did the price of {m.group(1)} go {_PRICE_WAY[m.group(2).lower()]}"),
    # "what were pears before the nerf": their price before it went down
    (re.compile(r"\bwhat\s+(?:were|was)\s+(?:the\s+)?([a-z]+)\s+before\s+the\s+(nerf|buff)\b", re.I),
     lambda m: f"what was the price of {m.group(1)} before it went {_PRICE_WAY[m.group(2).lower()]}"),
    # "the high score for a single sale, in $": the biggest sale (money already)
    (re.compile(r"\b(?:the\s+)?high\s+score\s+for\s+a\s+single\s+sale\b", re.I), "the biggest single sale"),
    (re.compile(r"(\bbiggest\s+single\s+sale\b[^,?]*)\s*,\s*in\s+\$", re.I), r"\1"),
    (re.compile(r"\bwho\s+dropped\s+the\s+(biggest|largest)\b", re.I), r"who made the \1"),
    (re.compile(r"^\s*sales\s+count\b", re.I), "number of sales"),
    # "MVP fruit by profit", "fruit is carrying the least profit": the most, the least
    (re.compile(r"^\s*mvp\s+(fruit|product|customer|supplier)\s+by\s+", re.I), r"which \1 had the most "),
    (re.compile(r"\b(?:is|are)\s+carrying\s+the\s+(most|least)\s+(?=(?:gross\s+)?profit\b)", re.I), r"had the \1 "),
    # "which fruits did nobody buy this week": we sold none of them
    (re.compile(r"\bdid\s+(?:nobody|no\s+one|no\s+customer|none\s+of\s+the\s+customers)\s+buy\b", re.I),
     "did we not sell"),
    (re.compile(r"\bcustomers\s+rolled\s+in\b", re.I), "customers came in"),
    (re.compile(r"\brage[\s-]+return(s|ed)?\b", re.I), r"return\1"),
    # "how many times did Tom return stuff": his returns
    (re.compile(r"\bhow\s+many\s+times\s+did\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:return|bring\s+back)\s+"
                r"(?:stuff|things|fruit|something|anything)\b"), r"how many returns did \1 make"),
    # "list the squad that came in yesterday": the customers
    (re.compile(r"\bthe\s+squad\s+(?=(?:that|who)\s+(?:came|rolled|showed)\s+(?:in|up)\b)", re.I), "the customers "),
    (re.compile(r"\b(that|who)\s+(?:rolled|showed)\s+(?:in|up)\b", re.I), r"\1 came in"),
    # "inventory check: how many kg of apples in the bag rn": in stock
    (re.compile(r"^\s*inventory\s+check\s*:\s*(?P<rest>[^:]*?)\bin\s+(?:the|my|our)\s+(?:bag|inventory)\b", re.I),
     r"\g<rest>in stock"),
    # "on Sundays this month, all of them added up": their total
    (re.compile(r"(\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b[^,?]*)\s*,\s*all\s+of\s+them\s+added\s+up\b", re.I),
     r"\1"),
    # "how much has Tom Lee been refunded in total, he keeps bringing stuff back": said of him, not asked
    (re.compile(r"(\b[A-Z][a-z]+\s+[A-Z][a-z]+\b[^,?]*)\s*,\s*(?:he|she)\s+keeps\s+(?:bringing|taking)\s+(?:stuff|things|"
                r"it|fruit)\s+back\s*[.!?]?\s*$"), r"\1"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text.strip()
