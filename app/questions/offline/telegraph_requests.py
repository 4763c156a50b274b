"""A retired officer's telegraphese (set 100): "Request takings, this week to date.", "Report kilos sold,
weekend just gone.", "Stock, mango. Report." — "request" or "report" opening the question, or standing alone
as its last sentence, asks for what follows, and is taken out; what is left is read, or refused, as it stands
("report" and "request" elsewhere are left). A weekend or week "just gone" is the last one."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"^\s*(?:request(?:ed)?|report|please\s+report|advise)\s*[:,-]?\s+(?=\w)", re.I), ""),
    (re.compile(r"(?<=[.;])\s*(?:report|request(?:ed)?|advise|over)\s*[.!]*\s*$", re.I), ""),
    # "weekend just gone" with no "the" before it (with one it is read where it was before: "over the weekend
    # just gone")
    (re.compile(r"(?<!the )(?<!the)\b(weekend|week|month)\s+just\s+(?:gone|past|passed)\b", re.I), r"last \1"),
)


def plain(question: str) -> str:
    text = question
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
