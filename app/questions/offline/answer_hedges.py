"""Hedges on the answer (set 58): "roughly", "approximately", "ish", "give or take", "more or less",
"ballpark is fine". The asker allows an answer that is not exact; the exact one is still right, so the
hedge is taken out and the question read as it stands. A hedge on a figure the question gives is not
taken out ("sales of roughly $20", "more or less than 15 kg", "give or take 2 kilos"): that figure bounds
what is asked, and a bound read past is a wrong answer."""

from __future__ import annotations

import re

# what may follow a hedge that bounds a figure of the question: a number, money, a number word
_FIGURE = r"(?:\$|£|€|\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|" \
          r"thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen|half|couple)\b)"
_HEDGE = re.compile(
    r"(?:,\s*)?\b(?:roughly|approximately|approx\.?)\b(?!\s*" + _FIGURE + r")"
    # "give or take" / "more or less" closing a clause: not "give or take 2 kg", not "more or less than 15"
    r"|(?:,\s*)?\b(?:give\s+or\s+take|more\s+or\s+less)\b(?=\s*(?:[,.;:?!–-]|$))"
    # "(a) ballpark (figure) is fine", "ballpark," at the start
    r"|(?:,\s*)?\b(?:an?\s+)?ballpark(?:\s+figure)?(?:\s+(?:is|would\s+be)\s+(?:fine|ok(?:ay)?|good|enough))?\b"
    r"(?=\s*(?:[,.;:?!–-]|$))"
    # "…, ish": said on its own after the question
    r"|(?:,\s*)\bish\b(?=\s*(?:[.;:?!–-]|$))",
    re.I)


def plain(question: str) -> str:
    """The question with its hedges on the answer taken out."""
    return re.sub(r"\s{2,}", " ", _HEDGE.sub(" ", question))
