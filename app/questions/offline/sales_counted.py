"""How the asker says sales are to be counted, beside a count of sales (set 88): "Two on one day counts as two,
mind", "each ring of the till, even two in a day". A sale is one ring of the till, and two on a day are two
sales, as the shop counts them already; these say that again, so they are taken out, and only where sales
are counted ("how many sales", "the most sales"). "Two on one day counts as one" asks for days, not sales,
and is left to be refused."""

from __future__ import annotations

import re

_TWO = r"(?:two|2)"
_DAY = r"(?:one|a|the\s+same|1)\s+day"
_SAID = re.compile(
    r"\s*(?:[.?!,;–-]+\s*)(?:"
    rf"{_TWO}\s+(?:on|in)\s+{_DAY}\s+counts?\s+as\s+{_TWO}"
    rf"|(?:each|every)\s+ring\s+of\s+the\s+till(?:\s*,?\s*even\s+{_TWO}\s+(?:on|in)\s+{_DAY})?"
    rf"|even\s+{_TWO}\s+(?:on|in)\s+{_DAY}"
    r")(?=\s*(?:[.?!,;–-]|$))", re.I)
_COUNTS_SALES = re.compile(r"\b(?:how\s+many|most|fewest|least|number\s+of)\b[^.?!]*\bsales\b", re.I)


def plain(text: str) -> str:
    if not _COUNTS_SALES.search(text):
        return text
    said = _SAID.sub("", text).rstrip(" ,;–-")
    if said != text and not said.endswith(("?", ".", "!")):
        said += "?"
    return said
