"""An asker who starts one question and settles on another (set 88): "This week versus last week so far - hmm,
let's keep it simple: what have we taken this week?", "How many sales came in on weekdays versus... no, just
weekdays: how many sales Monday to Friday?". What comes after the restart is the question; what came before
it was dropped by the asker, so it is taken out, and only where the restart is said in words ("let's keep it
simple", "scratch that", "no, just …") and ends at a colon before a question of its own."""

from __future__ import annotations

import re

_ASKS = r"(?=(?:how|what|which|who|whos|who's|when|did|do|does|is|are|was|were)\b)"
_RESTART = re.compile(
    r"^.*?(?:\.\.\.|…|[-–,;])\s*(?:hmm+\s*,?\s*|um+\s*,?\s*|actually\s*,?\s*)?"
    r"(?:let'?s\s+keep\s+it\s+simple|scratch\s+that|forget\s+that|no\s*,\s*just\s+[a-z]+(?:\s+[a-z]+)?)"
    r"\s*[:;,–-]\s*" + _ASKS, re.I | re.S)


def plain(text: str) -> str:
    return _RESTART.sub("", text, count=1)
