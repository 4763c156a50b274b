"""Who the answer is for, said around a question (sets 20 and 48): "the accountant wants …", "bank manager
will ask: …", "for the bank pack: …", "… for the accountant, …". Whoever reads the figure does not change it;
taken out only where it names such a reader beside a request, so what is left is read, or refused, as it stands."""

from __future__ import annotations

import re

# "for the claim file:" (set 80): an insurer's file, read as the bank's pack is
_READER = (r"(?:the\s+|my\s+|our\s+)?(?:accountant|bookkeeper|auditor|bank(?:\s+manager)?|tax\s+adviser|investor|"
           r"insurer|insurance(?:\s+company)?|assessor|loss\s+adjuster|landlord|claim)s?")
_SAID = (
    # "The accountant wants total sales …", "Bank manager will ask: what's …"
    (re.compile(r"^\s*" + _READER + r"\s+(?:wants|needs|will\s+(?:want|need|ask(?:\s+for)?)|asked\s+for|asks\s+for|"
                r"is\s+asking\s+for)\s*[:,;–-]?\s*", re.I), ""),
    # "For the bank pack: total takings …", "for the accountant - …": a leading purpose, ended by its colon or dash
    (re.compile(r"^\s*for\s+" + _READER + r"(?:'s)?(?:\s+(?:pack|meeting|report|file))?\s*[:;–-]\s*", re.I), ""),
    # "Revenue by week for the accountant, weeks starting Monday": the reader, set off by a comma or the end
    (re.compile(r"\s+for\s+" + _READER + r"(?=\s*(?:[,;:?.!]|$))", re.I), ""),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
