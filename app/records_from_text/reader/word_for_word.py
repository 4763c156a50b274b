"""English written word for word from German ("Mrs Chen becomes 1,5 kg grapes", "the kilo for 0,70",
"she has 4.78 paid", "that makes 6.40", "Since today costs the apple 1,80"), the West African English of a
market aunt ("Mama Zoe Davis bought …", "… to Luis Garcia o", "he paid 4.54 complete", "I counted the
banana, it remains 28kg") and Polish ("Mr Haddad is taking 1,5 kg"): each is put in the English the reader
knows before it reads. Every rewrite keeps what was said; the reader then checks it as it checks the English (a
total against the shelf price, a count against the stock):

- "becomes" before a weight, after a name, is what the person got ("bekommt"), never a price;
- "the kilo for 0,70" is 0,70 the kilo; "has 4.78 paid" is paid 4.78; "that makes 6.40", and a
  figure said "complete", is the total; "since today costs the apple 1,80" is the apple's price now;
- a Polish speaker's "is taking", "was taking" or "am throwing away" before a weight is what was done, and
  "From Green Valley Farms comes 30 kg" a delivery that came;
- "o" or "abeg" closing a sentence, and "Mama", "Papa", "Aunty", "Uncle" or "Oga" before a name,
  say nothing of the record; "it remains 28kg" in a sentence that counts is what is there.

Anything else is left as typed, and refused there if it cannot be placed."""

from __future__ import annotations

import re

_WEIGHT = r"(?:\d+(?:[.,]\d+)?\s*|(?:half\s+)?an?\s+)(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)\b"
_AMOUNT = r"[$£€]?\d+(?:[.,]\d{2})"
_REWRITES = [
    # "Mrs Chen becomes 1,5 kg grapes": got (never "Stock becomes …", "the price becomes 2.50")
    (re.compile(rf"\b(?!(?:Stock|Price|Total|It|That|This)\b)([A-Z][a-z]+)\s+becomes?(?=\s+{_WEIGHT})"),
     r"\1 got"),
    (re.compile(rf"\bthe\s+(kilo|kg|pound|lb)\s+for\s+({_AMOUNT})", re.I), r"at \2 the \1"),
    (re.compile(rf"\b(?:has|have)\s+({_AMOUNT})\s+paid\b", re.I), r"paid \1"),
    (re.compile(rf"\bthat\s+makes\s+(?={_AMOUNT}(?!\d|[.,]\d))", re.I), "total "),
    (re.compile(r"(?<=\d[.,]\d\d)\s+complete(?=\s*[.,;!]|\s*$)", re.I), " total"),
    (re.compile(rf"\b(?:since|from)\s+today,?\s+costs?\s+the\s+([a-z]+)\s+(?={_AMOUNT})", re.I), r"\1 now "),
    # a sentence's closing particle: "… to Luis Garcia o.", "… abeg"
    (re.compile(r"(?<=[A-Za-z])\s+(?:o|abeg)(?=\s*[.!]|\s*$)"), ""),
    (re.compile(r"\b(?:Mama|Papa|Aunty|Auntie|Uncle|Oga)\s+(?=[A-Z][a-z]+\s+[A-Z][a-z]+)"), ""),
    # Polish ("bierze", "wyrzucam", "przychodzi"): what is being done told as it happens ("Mr Haddad is taking
    # 1,5 kg", "I am throwing away 2 kg"), and a delivery that "comes" from its supplier
    (re.compile(rf"\b(?:is|was|am|are|were)\s+taking(?=\s+{_WEIGHT})", re.I), "took"),
    (re.compile(rf"\b(?:is|was|am|are|were)\s+throwing(?=\s+(?:away|out)\s+{_WEIGHT})", re.I), "threw"),
    (re.compile(rf"^(\s*from\s+(?-i:[A-Z])[^,\n]*?)\s+comes\s+(?={_WEIGHT})", re.I | re.M), r"\1 came "),
]
_COUNTED = re.compile(r"\bcount(?:ed|ing)?\b", re.I)
_REMAINS = re.compile(rf"\bit\s+remains?\s+(?={_WEIGHT})", re.I)


def word_for_word_in_english(text: str) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    if _COUNTED.search(text):  # "I counted the banana this evening, it remains 28kg"
        text = _REMAINS.sub("there are ", text)
    return text
