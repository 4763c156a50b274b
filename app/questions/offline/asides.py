"""Words said around a question, not in it (set 26): "just curious,", "… i mean", "profit-wise", "whats
the mango situation, how many kg left", "whos" typed without its apostrophe. Each is taken out only where
it can say nothing about what is asked; what is left is read, or refused, as it stands."""

from __future__ import annotations

import re

from app.questions.offline.lexicon import MEASURE_WORDS

# "just curious, how much …": an aside (a bare "just" is left: it may mean "only")
_CURIOUS = re.compile(r"\b(?:(?:i'?m|i\s+am|was|just)\s+)*curious(?:\s+about\s+this)?\s*[,:;–-]", re.I)
# "gross profit i mean": the speaker saying it again ("mean" alone is an average, and is left)
_I_MEAN = re.compile(r"[,;]?\s*\bi\s+mean\b\s*[,:;–-]?", re.I)
# "profit-wise": in terms of the profit (the money words are read as dollars in spoken.py)
_MEASURED = sorted({w for name, group in MEASURE_WORDS.items() if name not in ("count", "average") for w in group}
                   - {"money", "dollars", "dollar", "worth", "left", "hand", "running", "carry"}, key=len, reverse=True)
_WISE = re.compile(r"\b(" + "|".join(_MEASURED) + r")[\s-]?wise\b", re.I)
# "whats the mango situation, how many kg left": the second clause says what is asked
_SITUATION = re.compile(r"\b(?:situation|story|state\s+of\s+play)\s*[,:;–-]\s*(?=\S)", re.I)
_TYPED_SHORT = re.compile(r"\b(who|how)s\b", re.I)  # "whos our top customer": who is


def plain(question: str) -> str:
    text = _CURIOUS.sub(" ", question)
    text = _I_MEAN.sub(" ", text)
    text = _WISE.sub(r" \1 ", text)
    text = _SITUATION.sub(" ", text)
    return _TYPED_SHORT.sub(r"\1 is", text)
