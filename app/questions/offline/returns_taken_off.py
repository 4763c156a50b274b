"""A return said to be taken off already (set 58): "what did Bob spend with his return taken off", "orange
revenue with the returned sales taken out", "what did Bob spend, after he brought that lot back" (set 88) are net
of returns, as every sale figure is; "takings on the 18th, as things stand today" is the 18th seen from today, as
every question is. Said again in the words the reader reads ("before any returns were taken off" is gross,
and is left)."""

from __future__ import annotations

import re

_RETURNS = (r"(?:the\s+|any\s+|his\s+|her\s+|their\s+|its\s+)?(?:returns?|refunds?|returned\s+(?:sales|items|ones)"
            r"|(?:sales|ones)\s+(?:that\s+)?(?:were|got)\s+returned)")
_SAID = (
    (re.compile(r"\bwith\s+" + _RETURNS + r"\s+(?:taken\s+(?:off|out)|deducted|removed|subtracted)\b", re.I),
     "net of returns"),
    # "what did Bob spend, after he brought that lot back": his return taken off (set 88)
    (re.compile(r"[,;]?\s*\bafter\s+(?:he|she|they)\s+(?:brought|sent|took)\s+(?:that\s+lot|it|them|those|some|"
                r"(?:his|her|their)\s+[a-z]+)\s+back\b", re.I), " net of returns"),
    (re.compile(r"[,;]?\s*\bas\s+things\s+stand(?:\s+(?:today|now|at\s+the\s+moment))?\b", re.I), " "),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
