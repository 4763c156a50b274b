"""Everyday words for the shop's own doings (set 76: an inspector, a teenager, a would-be investor): fruit
that "went over the counter" was sold; customers "served" bought; goods a customer "brought back" were
returned (whatever they are called: goods, fruit, stuff); sales "refunded" are returns; money that "went
back out in refunds" was refunded; fruit "still sitting on your shelf" is in stock, and products "holding"
an amount of stock have it; the days "stock was written off" are its write-offs by day, and products with "nothing
written off" or "no write-offs" none of their kilos; what "the shop
spent buying fruit" is its buying, as what "we spent" is; "how have takings gone week by week" asks them
by week. Said again in the words the reader reads."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\b(?:have|has)\s+(?:gone|went)\s+over\s+the\s+counter\b", re.I), "have sold"),
    (re.compile(r"\b(?:went|go|goes|gone)\s+over\s+the\s+counter\b", re.I), "sold"),
    # "the most kilos anyone bought in one go", "max kilos in a single sale": the biggest single sale, in kilos
    (re.compile(r"\b(?:the\s+)?(?:most|max|maximum)\s+(?:kilos|kg|kgs)\s+(?:(?:anyone|anybody|someone|a\s+customer|"
                r"one\s+customer)\s+(?:has\s+)?(?:bought|took|got)\s+)?in\s+(?:one\s+go|(?:a\s+|one\s+)?single\s+"
                r"(?:sale|order|visit)|one\s+(?:sale|order|visit))\b", re.I), "the biggest single sale in kilos"),
    (re.compile(r"\bcustomers\s+(?:were|got|have\s+been|did\s+we|did\s+you)\s+serve[ds]?\b", re.I), "customers bought"),
    (re.compile(r"\b(brought|gave|given|took|taken)\s+(?:goods|fruit|stuff|things|items|produce)\s+back\b", re.I),
     "returned"),
    (re.compile(r"\breturned\s+(?:goods|stuff|things|items|produce)\b", re.I), "returned"),
    (re.compile(r"^(\s*how\s+many\s+)sales\s+(?:were|have\s+been|got)\s+(?:refunded|returned)\b", re.I),
     r"\1returns were there"),
    (re.compile(r"\b(?:has|have)\s+(?:gone|been\s+paid|been\s+given)\s+(?:back\s+)?out\s+in\s+refunds\b", re.I),
     "was refunded"),
    # "on which days was stock written off": the days of the write-offs, each with its kilos
    (re.compile(r"^\s*(?:on\s+)?(?:which|what)\s+(?:days|dates)\s+(?:was|were)\s+(?:any\s+)?(?:stock|fruit|produce)\s+"
                r"(?:written\s+off|thrown\s+away|binned)\b", re.I), "kilos written off by day"),
    # "which products had nothing written off", "no write-offs": none of their kilos (grouping.py reads "no")
    (re.compile(r"\bnothing\s+(written\s+off|thrown\s+away|binned|wasted)\b", re.I), r"no kilos \1"),
    (re.compile(r"\bno\s+write[\s-]?offs\b", re.I), "no kilos written off"),
    (re.compile(r"\b(?:still\s+)?sitting\s+on\s+(?:your|our|the)\s+(shel(?:f|ves))\b", re.I), r"on the \1"),
    (re.compile(r"\b(are|is)\s+holding\s+(?=(?:under|over|below|above|less|more|fewer)\b)", re.I), "have "),
    (re.compile(r"\b(did|does|has|have)\s+the\s+(?:shop|store|business)\s+(spend|spent)\b", re.I), r"\1 we \2"),
    (re.compile(r"\b(spend|spent)\s+(?:on\s+)?buying(?:\s+in)?\s+(?=fruit|stock|produce)", re.I), r"\1 on "),
    (re.compile(r"^\s*how\s+(?:have|has)\s+(takings|revenue|sales|profits?)\s+(?:gone|done|been\s+going)\s+"
                r"week\s+by\s+week\s*\?*\s*$", re.I), r"what were the \1 by week?"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
