"""The topic said first and the question word left where the answer goes, as in Chinese (set 98): "mango
margin how many percent" (what percent), "last week revenue higher than the week before by how much" (how
much higher was …), "pear price cut by how much (per kg)" (by how much was the pear price cut), and "revenue last 7
days how much, today included", where "how much" closing the topic stood between the period and what is
said of it. Each is put in the order the reader reads; a topic holding a question word of its own ("which
…", "who …") is left as it is."""

from __future__ import annotations

import re

_WH = re.compile(r"\b(?:how|what|which|who|whose|when|where|why)\b", re.I)
_CLAUSE = r"(?P<topic>[^,?.!;]+?)"
# "how many percent": what percent
_PERCENT = re.compile(r"\bhow\s+many\s+(percent|per\s+cent|%)", re.I)
# "X higher than Y by how much": how much higher was X than Y
_COMPARED = re.compile(rf"^\s*{_CLAUSE}\s+(?P<way>higher|more|lower|less|bigger|smaller|up|down)\s+than\s+"
                       r"(?P<other>[^,?.!;]+?)\s+by\s+how\s+much\b", re.I)
# "the pear price cut by how much", "orange price went up by how much": by how much was it cut, did it go up
_MOVED = re.compile(rf"^\s*{_CLAUSE}\s+(?P<verb>cut|raised|increased|decreased|dropped|reduced|lowered)\s+by\s+how\s+"
                    r"much\b", re.I)
_PER_KILO = re.compile(r"^\s*(?:per|a|/)\s*(?:kg|kilo|kilogram)\b", re.I)
# "revenue last 7 days how much, today included": how much … (said at the clause's end, before more of it)
_IN_PLACE = re.compile(rf"^\s*{_CLAUSE}\s+how\s+much\s*,\s*(?=\S)", re.I)


def plain(question: str) -> str:
    text = _PERCENT.sub(lambda m: "what %" if m.group(1) == "%" else "what percent", question)
    match = _COMPARED.match(text) or _MOVED.match(text) or _IN_PLACE.match(text)
    if match is None or _WH.search(match.group("topic")):
        return text
    topic, rest = match.group("topic"), text[match.end():]
    if match.re is _COMPARED:
        return f"how much {match.group('way')} was {topic} than {match.group('other')}{rest}"
    if match.re is _MOVED:
        # "per kg" after it: a price is per kilo already
        return f"by how much was {topic} {match.group('verb')}{_PER_KILO.sub('', rest)}"
    return f"how much {topic}, {rest}"
