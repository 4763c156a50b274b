"""A Nigerian-English aunt's words for what the reader already reads (set 86): "Abeg", "Ehen", "my dear" and
a closing "o" are warmth, not the question; "Auntie wants to know" opens it; a remark after it ("Strawberry
is doing well o.") is not asked; customers who "patronised us" bought from us; the customer who "carried"
the most kilos bought them; what a supplier "collected from us" is what we paid it; "start from the
smallest" after a least is the order the least come in already; "from everybody" is from everyone, which a
total is already; a product that "gave us" a profit had it; "since the month started" is since its start,
and "since she started coming" is all she has done."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"^\s*please\s*,?\s+(?=(?:which|what|when|who|how|where)\b)", re.I), ""),
    (re.compile(r"^\s*(?:abeg|ehen|ehn|my\s+dear|auntie|aunty)\s*[,!]\s*", re.I), ""),
    (re.compile(r"\s*,\s*(?:abeg|my\s+dear|dear|o)\s*(?=[?.!]*\s*$)", re.I), ""),
    (re.compile(r"^\s*(?:auntie|aunty|mummy|mama|madam|oga)\s+(?:wants?|would\s+like)\s+to\s+(?:know|see)\s+", re.I),
     "tell me "),
    # "…this month? Strawberry is doing well o.": a remark after the question
    (re.compile(r"(\?)\s*[A-Za-z]+\s+(?:is|are)\s+doing\s+(?:well|good|fine|badly)(?:\s+o)?\s*[.!]*\s*$", re.I), r"\1"),
    (re.compile(r"\bpatroni[sz]ed\s+us\b", re.I), "bought from us"),
    (re.compile(r"\b(?:carried|carry)\s+(?=(?:the\s+)?(?:most|least|fewest)\s+(?:kilos|kg)\b)", re.I), "bought "),
    (re.compile(r"\bhow\s+much\s+did\s+(.+?)\s+collect\s+from\s+us\b", re.I), r"how much did we pay \1"),
    (re.compile(r"\s*,?\s*from\s+(?:everybody|everyone|all\s+of\s+them)\s*(?=[?.!]*\s*$)", re.I), ""),
    (re.compile(r"\bgave\s+us\s+the\s+(?=(?:smallest|least|lowest|biggest|most|highest|largest)\s+"
                r"(?:profit|margin|revenue|money)\b)", re.I), "had the "),
    # "everybody who brought back goods for refund": the customers who returned them
    (re.compile(r"\b(?:everybody|everyone|anybody|anyone)\s+who\s+(?=(?:has\s+|have\s+)?(?:bought|returned|brought\s+back|"
                r"spent)\b)", re.I), "the customers who "),
    (re.compile(r"\bbrought\s+back\s+(?:goods|fruit|things|something|anything)\s+for\s+(?:a\s+)?refunds?\b", re.I),
     "returned goods"),
    (re.compile(r"\b(?:how\s+much|what)\s+(?:was|were|has\s+been)\s+given\s+back\s+to\s+(?:the\s+)?customers\b", re.I),
     "how much was refunded to customers"),
    # "the average amount a customer spends per sale": the average sale's value
    (re.compile(r"\bthe\s+average\s+(?:amount|money)\s+(?:a|each)\s+customer\s+spends\s+(?:per|on\s+each|in\s+a|each)\s+"
                r"(?:sale|visit)\b", re.I), "the average sale value"),
    # "which fruits have become more expensive": the ones whose price went up
    (re.compile(r"\b(fruits?|products?)\s+(?:have|has)\s+(?:become|got|gotten|grown)\s+(?:more\s+expensive|dearer|"
                r"pricier)\b", re.I), r"\1 went up in price"),
    # "from the Green Valley people": the supplier
    (re.compile(r"\bthe\s+((?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+)\s+(?:people|folks?|lot|guys)\b"), r"\1"),
    (re.compile(r"\bsince\s+the\s+month\s+(?:started|began|start|begun)\b", re.I), "since the start of the month"),
    (re.compile(r"\s*,?\s*since\s+(?:she|he|they)\s+(?:started|began|first\s+started)\s+(?:coming|buying|shopping)"
                r"(?:\s+(?:here|to\s+us|with\s+us))?\b", re.I), ""),
)
# "Which three spent the least? Start from the smallest.": the order the least come in
_START_FROM = re.compile(r"\s*[.?!]?\s*(?:start|starting|begin|beginning)\s+(?:from|with)\s+the\s+"
                         r"(smallest|lowest|least|biggest|largest|highest)\s*(?:one)?\s*[.!]?\s*$", re.I)
_LEAST = re.compile(r"\b(?:least|smallest|lowest|fewest|bottom)\b", re.I)
_MOST = re.compile(r"\b(?:most|biggest|largest|highest|top)\b", re.I)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    start = _START_FROM.search(text)
    if start:
        low = start.group(1).lower() in ("smallest", "lowest", "least")
        before = text[:start.start()]
        if (low and _LEAST.search(before) and not _MOST.search(before)) or (
                not low and _MOST.search(before) and not _LEAST.search(before)):
            text = before + "?"
    return text
