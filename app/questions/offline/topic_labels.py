"""A topic named before the question, ended by a colon (set 78's business-studies mentor): "Customer
concentration: each customer's share of total takings", "Frequency next: a table of how many sales each
customer made", "Flip it round: which product has the weakest margin", or in a sentence of its own ("Let's
start with growth. …"). The label heads the question the way a slide title does; it is taken out only when
it is a few words with no figure, each of them said again in the question, a heading of analysis
("concentration", "frequency", "growth", "shrinkage", "check") or a word that only orders the topics ("next",
"now", "flip it round"), so it adds nothing the question does not say ("Sell-through on strawberries: …" or
"Organic: …" keep their label, and are read, or refused, whole). "Before we talk turnover - …" names the
topic after this one, and says nothing of this one; "Second half versus first half: A minus B" names the
sides the question then gives."""

from __future__ import annotations

import re

_LABEL = re.compile(r"^\s*(?P<label>[A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*){0,4})\s*:\s+(?P<rest>\S.*)$", re.S)
_ORDERING = frozenset({"next", "now", "then", "again", "finally", "lastly", "flip", "it", "round", "around", "turn",
                       "the", "a", "on", "of", "one", "quick", "another", "other", "side", "way"})
# headings an analyst puts over a question, which say nothing the question must not say itself
_HEADINGS = frozenset({"concentration", "frequency", "growth", "shrinkage", "shrink", "wastage", "check", "recap",
                       "summary", "overview", "trend", "trends", "mix", "velocity", "profitability", "performance",
                       "pricing", "liquidity", "seasonality", "midweek", "question", "basics", "snapshot",
                       "health", "sanity", "follow-up", "followup", "loyalty", "retention", "spread"})
_WORD = re.compile(r"[A-Za-z]+")


def _stems(text: str) -> set[str]:
    words = {w.lower() for w in _WORD.findall(text)}
    return words | {w[:-1] for w in words if w.endswith("s")} | {w[:-2] for w in words if w.endswith("es")}


# "Let's start with growth. …", "Let's turn to frequency: …": a topic named in a sentence of its own
_LETS = re.compile(r"^\s*let['’]?s\s+(?:start|begin|turn|move\s+on|look|go\s+on)\s+(?:with|to|at)\s+"
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
        if word in _ORDERING or word in _HEADINGS:
            continue
        if word not in said and word.rstrip("s") not in said:
            return text  # a word of the label the question does not say: it may narrow it, read whole
    return rest
