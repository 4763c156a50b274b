"""Who bought, said loosely (set 96's eight-year-old): when "the shop" buys, we bought it in from the suppliers
("how many kilos of cherries did the shop buy"); when "somebody", "someone" or "people" buy, the customers
bought from us ("how many times did somebody buy something this week"). Both were asked back ("bought by
whom?"), though the buyer is said."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\b(did|does|has|have)\s+the\s+(?:shop|store)\s+(buy|bought|purchase|purchased)\b", re.I),
     r"\1 we \2"),
    (re.compile(r"\bthe\s+(?:shop|store)\s+(bought|purchased)\b", re.I), r"we \1"),
    (re.compile(r"\b(did|do|does|have|has)\s+(?:somebody|someone|anybody|anyone|people|peeple|folks)\s+"
                r"(buy|bought)\b", re.I), r"\1 customers \2"),
)


def plain(question: str) -> str:
    text = question
    for said, plain_words in _SAID:
        text = said.sub(plain_words, text)
    return text
