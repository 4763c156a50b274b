"""A careful writer's way into the facts: "I would be most obliged if you could record that …",
"The owner asked me to record that …", "I am pleased to report that …", "Would you kindly record
that …?". Whatever the words before it, an opening that only asks for something to be recorded, or
says the writer is telling it, ends in a verb of telling and "that"; the facts follow. It carries
no doubt ("may"), no plan ("would", "should") and no question of its own, so it is dropped — but
only when every word before the verb is one of the few such openings are made of, so that a fact
("Omar said that …", "Eva will tell you that …") is never taken for one."""

from __future__ import annotations

import re

# The verb the opening ends in, then "that" (a "please" may stand between: "record, please, that").
_OPENING = re.compile(r"^(?P<lead>\W*(?:[a-z']+[\s,]+){0,12}?)"
                      r"(?:record|log|enter|report|mention|say|write\s+down|put\s+down|tell\s+you"
                      r"|let\s+you\s+know|inform\s+you|(?:place|put)\s+on\s+record)"  # "I wish to place on record that"
                      r"\s*,?\s*(?:please\s*,?\s*)?that\s+", re.I)
# What such openings are made of: the writer and the reader, asking ("could you", "kindly"),
# feeling ("pleased", "obliged", "regret") or passing on an ask ("the owner asked me to").
_OPENING_WORDS = {
    "i", "i'm", "i'd", "we", "we'd", "you", "me", "us", "would", "could", "can", "will", "may", "should", "must",
    "please", "kindly", "be", "am", "is", "are", "have", "has", "been", "was", "most", "very", "so", "much",
    "obliged", "grateful", "if", "to", "just", "also", "only", "pleased", "glad", "happy", "sorry", "regret",
    "wanted", "want", "wish", "like", "asked", "told", "the", "owner", "manager", "boss", "and",
    "beg", "humbly",  # "I beg to report that …": a butler's way of telling
}
# Asked of the reader ("Would you kindly record that …?"): the first question mark ends the request.
_ASKED = re.compile(r"\b(?:could|can|would|will)\s+you\b", re.I)


def drop_telling_opening(text: str) -> str:
    found = _OPENING.match(text)
    if not found or not set(re.findall(r"[a-z']+", found.group("lead").lower())) <= _OPENING_WORDS:
        return text
    rest = text[found.end():]
    if _ASKED.search(found.group(0)):
        rest = rest.replace("?", ".", 1)  # the request's own mark; a question after it still asks
    return rest[:1].upper() + rest[1:]


# "I have taken the liberty of recording that …", "… of writing off 1 kg …": a careful helper's way of
# saying they did it. Telling verbs go with their "that" (the facts follow); a verb of what was done
# becomes what was done ("I wrote off …"). Any other verb is left, and refused where it cannot be placed.
_LIBERTY = re.compile(r"(?:^|(?<=[.!:;,]\s)|(?<=\bbut\s))\s*i(?:\s+have|'ve)\s+taken\s+the\s+liberty\s+of\s+"
                      r"(?P<verb>[a-z]+ing)\b(?:\s+that\b)?\s*", re.I | re.M)
_TELLING = {"recording", "noting", "entering", "logging", "reporting"}
_DONE = {"writing": "wrote", "lowering": "lowered", "reducing": "reduced", "increasing": "increased",
         "raising": "raised", "putting": "put", "changing": "changed", "counting": "counted",
         "throwing": "threw", "binning": "binned", "dropping": "dropped", "marking": "marked"}


def drop_taken_liberty(text: str) -> str:
    def said(match: re.Match[str]) -> str:
        verb = match.group("verb").lower()
        if verb in _TELLING:
            return ""
        if verb in _DONE and not re.search(r"\bthat\b", match.group(), re.I):
            return f"I {_DONE[verb]} "
        return match.group()

    return _LIBERTY.sub(said, text)
