"""Customers who "made purchases" bought from us (set 92: "list of customers who made purchases on the 23rd");
the shop's own purchases are its deliveries, so the words were read as the shop's buying and refused. A count
of them ("how many customers made a purchase") is left to the rule that reads it (solicitor_terms.py)."""

from __future__ import annotations

import re

_MADE = re.compile(r"\b(customers|shoppers|people)\s+(who|that)\s+made\s+(?:any\s+)?purchases\b", re.I)
_COUNTED = re.compile(r"\bhow\s+many\b|\bnumber\b|\bcount\b|\bdistinct\b", re.I)


def plain(question: str) -> str:
    return question if _COUNTED.search(question) else _MADE.sub(r"\1 \2 bought", question)
