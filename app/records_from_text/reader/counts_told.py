"""A count told in a sentence rather than written as one ("The apples, upon counting, amount to 35 kg.", "Upon
inspection, the strawberries on hand weigh 29 kg.", "I have had the bananas weighed: 30 kg precisely.", "counted
cherries, they are 69kgs", "counted oranges, 22.5kg left"): each is put as the count the reader knows ("counted
the apples: 35 kg") before it reads. Only a product the shop sells, told with a word of counting or weighing
("upon counting", "on hand", "weighed", "counted") and its weight straight after, is rewritten; "precisely"
after a weight is "exactly". Anything else is left as typed (a weight that only "amounts to" something, with no
word of counting, may be a delivery's, and is refused there)."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product

_WEIGHT = r"(?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|" \
          r"forty|fifty|sixty|seventy|eighty|ninety)\b)"
_TOTAL = r"(?:amounts?\s+to|amounted\s+to|comes?\s+to|came\s+to|weighs?|weighed|weighed\s+in\s+at|totals?|totalled)"
_TOLD = [
    # "The apples, upon counting, amount to 35 kg."
    re.compile(rf"\b(?:the\s+)?(?P<product>[a-z]+)\s*,\s*(?:upon|on|after|when)\s+(?:counting|being\s+counted|"
               rf"weighing|being\s+weighed|inspection)\s*,\s*{_TOTAL}\s+{_WEIGHT}", re.I),
    # "Upon inspection, the strawberries on hand weigh 29 kg."
    re.compile(rf"(?:\b(?:upon|on|after)\s+(?:inspection|checking|counting)\s*,\s*)?\b(?:the\s+)?(?P<product>[a-z]+)"
               rf"\s+(?:on\s+hand|in\s+stock|left\s+on\s+the\s+shelf)\s+{_TOTAL}\s+{_WEIGHT}", re.I),
    # "The tally of the oranges this evening came to 23 kilograms" ("came to" may be "total of" by now)
    re.compile(rf"\bthe\s+(?:tally|count)\s+of\s+(?:the\s+)?(?P<product>[a-z]+)(?P<when>\s+(?:this\s+(?:morning|"
               rf"afternoon|evening)|today|tonight))?\s+(?:{_TOTAL}|total\s+of|was|is)\s+{_WEIGHT}", re.I),
    # "I have had the bananas weighed: 30 kg"
    re.compile(rf"\b(?:i|we)\s+(?:have\s+|'ve\s+)?had\s+(?:the\s+)?(?P<product>[a-z]+)\s+(?:weighed|counted)"
               rf"(?:\s+again)?\s*[:,]\s*{_WEIGHT}", re.I),
]
# "counted cherries, they are 69kgs": what the count found, said of them
_THEY_ARE = re.compile(r"\b(counted\s+(?:the\s+)?[a-z]+)\s*,\s*(?:they|it)\s+(?:are|is|were|was|weigh|weighed|"
                       r"came\s+to|come\s+to)\s+(?=\d)", re.I)
_HAVE_COUNTED = re.compile(r"\b(i|we)\s+(?:have|'ve)\s+(?=counted\b)", re.I)  # "then I have counted …"
# "counted oranges, 22.5kg left", "counted nanas at close, 28 kilo left", "did a stocktake on the grapes, 22 kilo
# left in there": what the count found, in the same sentence after its word
_LEFT = re.compile(r"(\b(?:counted|stocktake|stock\s+count|recounted)\b[^.;!?\n\d]{0,40}?\d+(?:\.\d+)?\s*"
                   r"(?:kg|kgs|kilos?|kilograms?|kilogrammes?))\s+(?:left|remaining|on\s+hand|in\s+stock)"
                   r"(?:\s+(?:in\s+there|on\s+the\s+shelf))?\b", re.I)
_COUNT_SAID = re.compile(r"\b(?:count|counted|stocktake|stock\s+check)\b", re.I)  # a count said before it
_PRECISELY = re.compile(r"\b(kg|kgs|kilos?|kilogrammes?|kilograms?)\s+precisely\b", re.I)


def counts_in_plain_words(text: str, known: Known) -> str:
    products = list(known.products)

    def counted(match: re.Match[str]) -> str:
        if _COUNT_SAID.search(match.string, 0, match.start()):
            return match.group()  # "Following a physical stock count, apples on hand amount to 28 kg": read as said
        found = match_product(match.group("product").lower(), products)
        when = (match.groupdict().get("when") or "").rstrip()
        return f"counted the {match.group('product')}{when}: " if found and found.unique else match.group()

    for told in _TOLD:
        text = told.sub(counted, text)
    text = _LEFT.sub(r"\1", _THEY_ARE.sub(r"\1, ", _HAVE_COUNTED.sub(r"\1 ", text)))
    return _PRECISELY.sub(r"\1 exactly", text)
