"""A detail of the record just told, said in a sentence of its own: the delivery's invoice total
("… delivered 10 kg of apples. The total on the invoice was 12.00, so 1.20 per kilo.", ". Amount 4.28.") and a new
customer's phone or e-mail ("… bought 2 kg of pears. His phone number is 412-555-0199.", "Her telephone
number is …", "His email is …"; "A new customer, Mr Kay, bought …; his …" read as "A new customer Mr
Kay bought …") and a return's whole weight ("… brought back her pears from Monday. The whole 2 kg came
back.", "…; all 3 kg"). The sentence is joined to the one before it, where the reader takes such
details (a return's weight is checked against the sale's); anything else it says is read (or
refused) there as before."""

from __future__ import annotations

import re

_DETAIL = (r"(?:the\s+)?(?:invoice\s+|bill\s+)?total(?:\s+on\s+the\s+(?:invoice|bill|receipt))?\s+(?:was|is|came\s+to)"
           r"|the\s+(?:invoice|bill)\s+(?:says|said)(?:\s+the\s+total\s+(?:is|was))?"
           r"|(?:the\s+)?(?:total\s+)?amount(?=\s*:?\s*[$£€]?\d)"  # ". Amount $12.40."
           r"|(?:his|her|their)\s+(?:(?:tele)?phone\s+number|(?:tele)?phone|number|mobile)(?:'s|\s+is)\s*:?\s*(?=\+?\(?\d{3})"
           r"|(?:his|her|their)\s+e-?mail(?:\s+address)?(?:'s|\s+is)\s*:?\s*(?=\S+@)")  # "Her email is …"
# a sentence's end after a word (never "3.30"), then the detail's sentence
_JOIN = re.compile(rf"(?<=[A-Za-z)])[.;]\s+(?P<detail>(?:{_DETAIL})\b)", re.I)
# "A new customer, Mrs Grace Okafor, bought …": the name set off by commas is who bought, the detail after
# the sale hers
_NAMED = re.compile(r"\b(?P<new>new\s+customer),\s+(?:a\s+)?(?P<name>(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?(?-i:[A-Z])[\w'-]+"
                    r"(?:\s+(?-i:[A-Z])[\w'-]+){1,2}),\s+(?=(?:bought|purchased|took|got|had)\b)", re.I)
_WEIGHT = r"\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?)"
# a return told, then its whole weight on its own ("Whole 2 kg, full refund.", "the whole 4 kg came back")
_RETURN_WEIGHT = re.compile(
    r"(?P<told>\b(?:returned|brought\s+back|came\s+back\s+with|took\s+back)\b[^.;!?\n]*?)\s*[.;]\s+"
    rf"(?P<weight>(?:the\s+)?(?:whole|all|entire)\s+{_WEIGHT}(?:\s+(?:came\s+back|of\s+it|was\s+returned))?)"
    r"(?=\s*(?:[,.;!]|$))", re.I)


def join_details(text: str) -> str:
    text = _NAMED.sub(r"\g<new> \g<name> ", text) if _JOIN.search(text) else text
    text = _JOIN.sub(lambda m: ", " + m.group("detail")[0].lower() + m.group("detail")[1:], text)
    return _RETURN_WEIGHT.sub(lambda m: f"{m.group('told')}, {m.group('weight')[0].lower()}{m.group('weight')[1:]}",
                              text)
