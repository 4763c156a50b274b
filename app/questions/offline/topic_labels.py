"""A topic named before the question, ended by a colon (set 78's business-studies mentor): "Customer
concentration: each customer's share of total takings", "Frequency next: a table of how many sales each
customer made", "Flip it round: which product has the weakest margin", or in a sentence of its own ("Let's
start with growth. …"). The label heads the question the way a slide title does; it is taken out only when
it is a few words with no figure, each of them said again in the question, a heading of analysis the question
agrees with ("check"; "growth" over a percentage change, "frequency" over a count) or a word that only orders
the topics ("next", "now", "flip it round"), so it adds nothing the question does not say ("Sell-through on
strawberries: …", "Organic: …" or "Growth: takings this week?" keep their label, and are read, or refused,
whole). "Before we talk turnover - …" names the
topic after this one, and says nothing of this one; "Second half versus first half: A minus B" names the
sides the question then gives."""

from __future__ import annotations

import re

_LABEL = re.compile(r"^\s*(?P<label>[A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*){0,4})\s*:\s+(?P<rest>\S.*)$", re.S)
_ORDERING = frozenset({"next", "now", "then", "again", "finally", "lastly", "flip", "it", "round", "around", "turn",
                       "the", "a", "on", "of", "one", "quick", "another", "other", "side", "way"})
# headings an analyst puts over a question: one that names a measure is taken out only when the question asks
# for that kind of figure itself ("Growth: takings this week?" asks for a growth, and is read whole)
_PERCENT = r"\b(?:percent(?:age)?s?|%|share|proportion|change)\b"
_HEADINGS: dict[str, re.Pattern[str] | None] = {
    **dict.fromkeys(("check", "recap", "summary", "overview", "midweek", "question", "basics", "snapshot", "sanity",
                     "follow-up", "followup"), None),
    "concentration": re.compile(_PERCENT, re.I),
    "growth": re.compile(_PERCENT + r"|\b(?:grow|grew|grown|growth|rise|rose|move|moved)\b", re.I),
    "frequency": re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b|\btimes\b|\bvisits?\b", re.I),
    **dict.fromkeys(("shrinkage", "shrink", "wastage"), re.compile(r"\bwritten\s+off\b|\bwrite[\s-]?offs?\b|"
                                                                    r"\bwaste\b|\bthrown\b|\bthrew\b", re.I)),
    "pricing": re.compile(r"\bprices?\b", re.I),
    **dict.fromkeys(("profitability", "margin", "margins"), re.compile(r"\bprofits?\b|\bmargins?\b", re.I)),
}
_WORD = re.compile(r"[A-Za-z]+")


def _stems(text: str) -> set[str]:
    words = {w.lower() for w in _WORD.findall(text)}
    return words | {w[:-1] for w in words if w.endswith("s")} | {w[:-2] for w in words if w.endswith("es")}


# "Let's start with growth. …", "Let's turn to frequency: …": a topic named in a sentence of its own
# "Let's unpack the margin: gross profit for …" (set 88)
_LETS = re.compile(r"^\s*let['’]?s\s+(?:(?:start|begin|turn|move\s+on|look|go\s+on)\s+(?:with|to|at)|unpack|"
                   r"dig\s+into|break\s+down)\s+"
                   r"(?P<label>[A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*){0,2})\s*[.:;]\s+(?P<rest>\S.*)$",
                   re.I | re.S)


# "Before we talk turnover - total kilos bought in this month?": the topic after this one, so nothing of this one
_BEFORE = re.compile(r"^\s*before\s+we\s+(?:talk(?:\s+about)?|get\s+(?:on\s+)?to|look\s+at|move\s+on\s+to|turn\s+to|"
                     r"come\s+to)\s+[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}\s*[-–:;,]\s*(?P<rest>\S.*)$", re.I | re.S)


# "Second half versus first half: takings from the 15th on minus takings before the 15th": two parts of a
# stretch named, when the question gives each side's days itself (a "half" alone is refused as unsaid days)
_PART = r"(?:the|first|second|last|early|earlier|late|later|half|part)"
_PARTS = re.compile(rf"^(?:{_PART}\s+)+(?:versus|vs\.?|against)\s+(?:{_PART}(?:\s+|$))+$", re.I)
_SIDES_SAID = re.compile(r"\b(?:minus|less|versus|vs|against|compared)\b", re.I)


def plain(text: str) -> str:
    before = _BEFORE.match(text)
    if before:
        return before.group("rest")
    match = _LABEL.match(text) or _LETS.match(text)
    if not match:
        return text
    label, rest = match.group("label"), match.group("rest")
    if _PARTS.match(label) and _SIDES_SAID.search(rest):
        return rest
    said = _stems(rest)
    for word in (w.lower() for w in label.split()):
        if word in _HEADINGS:
            agrees = _HEADINGS[word]
            if agrees is None or agrees.search(rest):
                continue
            return text  # "Growth: takings this week?": the heading asks for more than the question says
        if word in _ORDERING:
            continue
        if word not in said and word.rstrip("s") not in said:
            return text  # a word of the label the question does not say: it may narrow it, read whole
    return rest
