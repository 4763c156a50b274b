"""A sale, then a return by the same customer in one sentence ("Raj bought 1 kilo strawberry, then
brought back the grapes from the 6th", "Tom Lee come in, had 2 kilo of cherries, then brought back his
bananas from Thursday"): the return is a record of its own, whose goods are only those said after
"then". The sentence is cut before "then", and the customer who opened it is named again before the
return, so the return never takes the sale's goods as its own."""

from __future__ import annotations

import re

# the customer opening the sentence, a sale said with a verb of buying, then "…, then (he) brought back …"
_SALE_THEN_RETURN = re.compile(
    r"(?:^|(?<=[.!;]\s))(?P<who>(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?)\s+"
    r"(?P<sale>(?:[^.;!?\n]|\.(?=\d))*?\b(?:bought|had|got|took|picked\s+up|grabbed)\b(?:[^.;!?\n]|\.(?=\d))*?)"
    r",\s*(?:and\s+)?then\s+(?:(?:he|she|they)\s+)?(?P<verb>brought\s+back|returned)\b", re.I)


def return_after_sale(text: str) -> str:
    return _SALE_THEN_RETURN.sub(lambda m: f"{m.group('who')} {m.group('sale')}; {m.group('who')} {m.group('verb')}",
                                 text)
