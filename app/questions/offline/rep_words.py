"""A rival wholesaler's rep fishing for the shop's numbers (set 84), said as the reader reads it: "Darren from
FreshLink here." says who is asking, "just so I can sharpen the pencil" why, and "…, what are we talking?" only
asks for the figure; "who have you been getting your pears from" is which suppliers we bought them from, what a
supplier is "stinging you" per kilo is what they charge, a delivery "top-up" that "set you back" is what it
cost, as a "restock" is a delivery; the lines you "take off ABC" are what we buy from them, "fruit lines" are
products and lines "you are carrying" are stocked; an "outlay" with a supplier is what we spend with them; fruit
"shifting" or "moving" is selling, and "the most weight" the most kilos; "week by week" is each week; a mark-up
"in dollars a kilo, your sell price minus your buy price" is the price less cost per kilo, and "takings over
kilos" the takings per kilo sold; what you "bank" on a fruit is its takings ("Takings, not profit." says so
again); the price now "after you put it up" is the price now; the smallest supplier "going by what you spend
with them" is by spend, the "margin on the whole month, gross profit over takings, as a percent" the gross
margin %, "your own selling prices" yours, and "Rough table's fine." after a question for each is what it gives.
What is left is read, or refused, as it stands."""

from __future__ import annotations

import re

_SAID = (
    # "Darren from FreshLink here.": who is asking
    (re.compile(r"^\s*(?:hi\s*,?\s*|hello\s*,?\s*)?[A-Z][a-z]+\s+from\s+[A-Z][\w&]*(?:\s+[A-Z][\w&]*)?\s+here\s*[.!,;:–-]+\s*"),
     ""),
    # "Just so I can sharpen the pencil, …": why they ask
    (re.compile(r"^\s*(?:just\s+)?so\s+(?:i|we)\s+can\s+sharpen\s+(?:the|my|our)\s+pencil\s*[,;:–-]\s*", re.I), ""),
    # "…, what are we talking?": only asks for the figure
    (re.compile(r"\s*,\s*what\s+are\s+we\s+talking(?:\s+about)?\s*(?=[?.!]*\s*$)", re.I), ""),
    # "who have you been getting your pears from": which suppliers they were bought from
    (re.compile(r"\bwho\s+(?:have\s+you|have\s+we|are\s+you|are\s+we)\s+(?:been\s+)?(?:getting|buying|sourcing)\s+"
                r"(?:your|our|the)\s+([a-z]+)\s+from\b", re.I), r"which suppliers did we buy \1 from"),
    # "what are Green Valley stinging you per kilo for strawberries": what we pay them
    (re.compile(r"\b(are|is)\s+((?:[A-Z][\w&]*\s+){1,3})(?:stinging|charging|rushing)\s+(?:you|us)\b"),
     r"do we pay \2"),
    # "which lines do you take off ABC": what we buy from them
    (re.compile(r"\b(do|did)\s+(you|we)\s+(?:take|get)\s+off\s+(?=[A-Z])"), r"\1 \2 buy from "),
    (re.compile(r"\bfruit\s+lines\b", re.I), "products"),
    (re.compile(r"\b(?:are|is)\s+(?:you|we|the\s+shop)\s+carrying\s*(?=[?.!]*\s*$)", re.I), "do we stock"),
    # "before the restock on the 28th": the delivery
    (re.compile(r"\b(before|after|since)\s+the\s+(?:restock|top[\s-]?up)\b", re.I), r"\1 the delivery"),
    # "your smallest supplier, going by what you spend with them": by spend
    (re.compile(r"\s*,?\s*going\s+by\s+what\s+(?:you|we)\s+(?:spend|spent)\s+with\s+(?:them|each)\b", re.I),
     " by spend"),
    # "your margin on the whole month, gross profit over takings, as a percent": the gross margin %
    (re.compile(r"\bmargin\s+(?:on|for|over)\s+the\s+(?:whole\s+)?month\s*,\s*gross\s+profit\s+(?:over|divided\s+by)\s+"
                r"(?:takings|revenue|sales)\s*,\s*as\s+a\s+percent(?:age)?\b", re.I), "gross margin % this month"),
    # "at your own selling prices": at our selling prices
    (re.compile(r"\b(your|our)\s+own\s+(?=sell(?:ing)?\s+prices?\b)", re.I), r"\1 "),
    # "…? Rough table's fine.": a table is what "each" gives
    (re.compile(r"(?<=\?)\s*(?:a\s+)?rough\s+table(?:['’]s|\s+is)\s+fine\s*[.!]?\s*$", re.I), ""),
    (re.compile(r"^(\s*which)\s+lines\b", re.I), r"\1 products"),
    # "your total outlay with ABC": what we spent with them
    (re.compile(r"\b(?:total\s+)?outlay\s+(?=with\b)", re.I), "spend "),
    # "what did that cherry top-up on the 28th set you back": what the delivery cost
    (re.compile(r"\bwhat\s+did\s+(?:that|the)\s+([a-z]+)\s+(?:top[\s-]?up|delivery|drop|order)\s+(on\s+the\s+\d{1,2}"
                r"(?:st|nd|rd|th)?)\s+set\s+(?:you|us)\s+back\b", re.I), r"how much did we spend on \1 \2"),
    # "which fruit's shifting the most weight": selling the most kilos
    (re.compile(r"\b(?:is|'s|’s)?\s*(?:shifting|moving)\s+the\s+(most|least)\s+(?:weight|kilos|volume)\b", re.I),
     r" sold the \1 kilos"),
    (re.compile(r"\b(?:are|is)\s+(?:you|we)\s+moving\s+a\s+week\s*\?\s*give\s+it\s+to\s+(?:me|us)\s+week\s+by\s+week\b",
                re.I), "did we sell each week"),
    # "the mark-up on cherries in dollars a kilo, your sell price minus your buy price": price less cost per kilo
    (re.compile(r"\bmark[\s-]?up\s+on\s+([a-z]+)\s+in\s+dollars\s+(?:a|per)\s+(?:kilo|kg)\s*,\s*(?:your|our|the)\s+"
                r"sell(?:ing)?\s+price\s+(?:minus|less)\s+(?:your|our|the)\s+(?:buy(?:ing)?|cost)\s+price\b", re.I),
     r"selling price less cost per kilo of \1"),
    # "average sell price per kilo across everything you sold this month, takings over kilos": takings per kilo
    (re.compile(r"\baverage\s+sell(?:ing)?\s+price\s+per\s+(?:kilo|kg)\s+across\s+everything\s+(?:you|we)\s+sold\s+"
                r"(.*?)\s*,\s*takings\s+(?:over|divided\s+by)\s+kilos\b", re.I), r"revenue per kilo sold \1"),
    # "what did you bank on strawberries this month? Takings, not profit.": the takings
    (re.compile(r"\bwhat\s+did\s+(you|we)\s+bank\s+on\b", re.I), r"how much did \1 take on"),
    (re.compile(r"(?<=\?)\s*takings\s*,\s*not\s+(?:profit|margin)\s*[.!]?\s*$", re.I), ""),
    # "the orange price now, after you put it up": now is after it already
    (re.compile(r"(\bprice\s+now)\s*,\s*after\s+(?:you|we)\s+(?:put|pushed)\s+it\s+(?:up|down)\b", re.I), r"\1"),
    # "what mark-up you're working to": why they ask, after the question
    (re.compile(r"(?<=\?)\s*(?:i\s+)?want\s+to\s+see\s+what\s+(?:mark[\s-]?up|margin)\s+you['’]?re\s+working\s+"
                r"(?:to|on|at)\s*[.!]?\s*$", re.I), ""),
    # "…? Could be I can beat them.": their hope, after the question
    (re.compile(r"(?<=\?)\s*(?:could|might)\s+be\s+(?:i|we)\s+can\s+beat\s+(?:them|that|it|those\s+prices)\s*[.!]?\s*$",
                re.I), ""),
    # "…? Need to know if you'll be wanting more.": why they ask, after a question about stock
    (re.compile(r"(?<=\?)\s*(?:i\s+)?need\s+to\s+know\s+if\s+you['’]?ll\s+be\s+wanting\s+(?:more|some|any)\s*[.!]?\s*$",
                re.I), ""),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text.strip()
