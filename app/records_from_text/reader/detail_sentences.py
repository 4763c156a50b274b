"""A detail of the record just told, said in a sentence of its own: the delivery's invoice total
("… delivered 10 kg of apples. The total on the invoice was 12.00, so 1.20 per kilo.") and a new
customer's phone ("… bought 2 kg of pears. His phone number is 412-555-0199."). The sentence is
joined to the one before it, where the reader takes such details; anything else it says is read
(or refused) there as before."""

from __future__ import annotations

import re

_DETAIL = (r"(?:the\s+)?(?:invoice\s+|bill\s+)?total(?:\s+on\s+the\s+(?:invoice|bill|receipt))?\s+(?:was|is|came\s+to)"
           r"|the\s+(?:invoice|bill)\s+(?:says|said)(?:\s+the\s+total\s+(?:is|was))?"
           r"|(?:his|her|their)\s+(?:phone\s+number|phone|number|mobile)(?:'s|\s+is)\s*:?\s*(?=\+?\(?\d{3})")
# a sentence's end after a word (never "3.30"), then the detail's sentence
_JOIN = re.compile(rf"(?<=[A-Za-z)])\.\s+(?P<detail>(?:{_DETAIL})\b)", re.I)


def join_details(text: str) -> str:
    return _JOIN.sub(lambda m: ", " + m.group("detail")[0].lower() + m.group("detail")[1:], text)
