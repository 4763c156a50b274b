"""An inspector's formal words for the shop's stock and deliveries (set 88): "product lines" are its products,
"the premises" is the shop ("received by the premises", "delivered to the premises", "held on the premises"),
fruit "held" or "currently held" is its stock, lines that "hold more than 26 kilograms" have that much in
stock, "following this morning's delivery" is after it, kilos "received into stock" are kilos received, and
"the supplier or suppliers" are the suppliers. Each is put in the shop's own words, keeping every qualifier
it carries (a bound, a day, a moment); what they do not cover is left to be read, or refused, as it stands
("the cold room holding 4 degrees", "staff who hold a certificate" are not stock, and are left whole)."""

from __future__ import annotations

import re

_MEASURED = r"(?:quantity|amount|weight|kilos|kilograms|kgs?)"
_SAID = (
    # "For today's inspection: …": what the figure is wanted for
    (re.compile(r"^\s*for\s+(?:today'?s|this|the|my|our)\s+(?:inspection|visit|audit|report)\s*[:;,–-]+\s*", re.I), ""),
    # "product lines" → "products"
    (re.compile(r"\bproduct\s+lines\b", re.I), "products"),
    (re.compile(r"\bproduct\s+line\b", re.I), "product"),
    # "the supplier or suppliers" → "the suppliers"
    (re.compile(r"\b(supplier|customer|product)\s+or\s+\1s\b", re.I), r"\1s"),
    # "from whom the premises received": the shop as the one who received
    (re.compile(r"\bthe\s+premises\s+(?=(?:has\s+|have\s+|had\s+)?(?:received|took\s+in|taken\s+in)\b)", re.I),
     "we "),
    # "delivered to the premises": to the shop
    (re.compile(r"\b(deliver(?:ed|ing|s)?)\s+(?:to|at)\s+the\s+premises\b", re.I), r"\1 to us"),
    # "quantity of pears currently held", "strawberries held on the premises": the stock
    (re.compile(rf"\b({_MEASURED}\s+of\s+[a-z]+)\s+currently\s+held(?:\s+on\s+the\s+premises)?\b", re.I),
     r"\1 in stock now"),
    (re.compile(rf"\b({_MEASURED}\s+of\s+[a-z]+)\s+held(?:\s+on\s+the\s+premises)?\b", re.I), r"\1 in stock"),
    # "all stock currently held": the stock now
    (re.compile(r"\bstock\s+(?:currently\s+)?held(?:\s+on\s+the\s+premises)?\b(?!\s+(?:on|at)\b)", re.I),
     "stock now"),
    # "lines that currently hold more than 26 kilograms": that much in stock
    (re.compile(r"\b(?:currently\s+)?hold\s+(?=(?:more|fewer|less)\s+than\s+\d)", re.I), "have stock of "),
    # "the fruit we hold the least of": the fruit we have least of
    (re.compile(r"\b(we|you)\s+(?:currently\s+)?hold\s+the\s+(?=(?:most|least|fewest)\s+of\b)", re.I), r"\1 have the "),
    # "following this morning's delivery": after it
    (re.compile(r"\bfollowing\s+(?=(?:this\s+morning'?s|today'?s|yesterday'?s|the|that)\s+deliver)", re.I), "after "),
    # "kilograms of cherries received into stock": received
    (re.compile(r"\b(received|delivered|taken\s+in|booked\s+in)\s+into\s+stock\b", re.I), r"\1"),
    # "What quantity of product, in kilograms, was returned": the quantity, of the products
    (re.compile(r"\b(quantity|weight|amount)\s+of\s+(?:product|produce|goods|stock)\b(?=\s*,?\s*in\s+kilo)", re.I),
     r"\1"),
    # "the greatest weight of produce": the most kilos
    (re.compile(r"\bthe\s+(?:greatest|largest|biggest|highest)\s+weight\s+of\s+(?:produce|fruit|goods|stock)\b",
                re.I), "the most kilos"),
    # "unit purchase cost per kilogram": what a kilo cost to buy
    (re.compile(r"\bunit\s+purchase\s+cost\b", re.I), "unit cost"),
    # "State the date of the most recent delivery received from Green Valley Farms": when the last one came
    (re.compile(r"^\s*(?:please\s+)?(?:state|give|confirm|provide|identify)\s+the\s+date\s+of\s+the\s+(?:most\s+recent|"
                r"latest|last)\s+delivery\s+(?:received\s+)?(?=from\b)", re.I), "When was the last delivery "),
    # "Confirm the date of the most recent stock loss recorded for strawberries": when the last write-off was
    (re.compile(r"^\s*(?:please\s+)?(?:state|give|confirm|provide|identify)\s+the\s+date\s+of\s+the\s+(?:most\s+recent|"
                r"latest|last)\s+(?:stock\s+loss|loss|write[\s-]?off)\s+(?:recorded\s+|logged\s+)?(?:for|of)\s+", re.I),
     "When was the last write-off of "),
    # "which product lines have had stock written off": kilos written off
    (re.compile(r"\b(ha[sd]|have)\s+(?:had\s+)?stock\s+written\s+off\b", re.I), r"\1 had kilos written off"),
    # "did we throw out after the stock counts": the write-off, whenever it was found
    (re.compile(r"\b(thr(?:ow|ew|own)\s+(?:out|away)|written\s+off|write\s+off)\s+(?:after|at|during)\s+the\s+"
                r"stock[\s-]?(?:counts?|takes?|checks?)\b", re.I), r"\1"),
    # "Which fruit have we got most of now, the new strawberries come in?": a stock now, its delivery beside it
    (re.compile(r"\b(now)\s*,\s*(?:now\s+)?the\s+new\s+[a-z]+\s+(?:have\s+|has\s+)?(?:come|came|arrived)(?:\s+in)?"
                r"(?=\s*[?.!]*\s*$)", re.I), r"\1"),
    # "on or after 16 February": from that day on
    (re.compile(r"\bon\s+or\s+after\s+(?=(?:the\s+)?\d)", re.I), "from "),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
