"""How an asker opens before the question itself (set 76): in confidence ("between you and me", "off the
record", "be straight with me", "honestly"), in a hurry ("quick one before I go", "one quick question") or
saying what it is for ("for my project", "for my school report"). A known opening of this kind, ended by a
comma, colon or dash and followed by a question, is taken out; it says nothing of what to count. Any other
opening is left to be read (asker_remarks.py reads a remark said in the first person)."""

from __future__ import annotations

import re

_OPENING = (
    r"(?:just\s+)?between\s+(?:you\s+and\s+(?:me|i)|ourselves|us)",
    r"off\s+the\s+record",
    r"(?:be\s+(?:straight|honest|frank|level)\s+with\s+me|honestly|to\s+be\s+honest|tbh|in\s+confidence)",
    r"(?:(?:a|one|just\s+a)\s+)?quick\s+(?:one|question|q)(?:\s+(?:before\s+i\s+(?:go|leave|head\s+off|forget)"
    r"|for\s+you))?",
    r"for\s+my\s+(?:school\s+|uni\s+|college\s+|class\s+)?(?:project|homework|assignment|report|essay)",
)
_ASKS = r"(?=(?:how|what|what's|whats|which|who|when|can|could|is|are|was|were|did|do|does|has|have)\b)"
_LEAD = re.compile(r"^\s*(?:" + "|".join(_OPENING) + r")\s*(?:,|:|;|—|–|-)\s*" + _ASKS, re.I)


def plain(text: str) -> str:
    return _LEAD.sub("", text)
