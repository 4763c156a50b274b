"""Words of a New Zealand (Kiwi) writer's speech inside a shop record ("sweet as, sold 3kg bananas to tom lee,
chur", "zoe davis grabbed 2 kg of strawbs eh", "binned 2kg of munted pears, rotten as", "some muppet nicked 1kg
of mangoes", "4.80 on eftpos", "2kg oranges n 1kg pears, 4.52 all up"): each is put in the English the reader
knows before it reads, as the Scouse and Singlish words are (scouse_words.py, singlish_words.py).

Only forms that say nothing else in a shop record are rewritten:
- a tag closing a clause ("eh", "bro", "chur", "cuz"; never "her bro"), in lower case, before a comma, a full stop or
  the end; "sweet as" or "chur" said alone as a clause of their own ("sweet as, sold …");
- a reason said with "as" after it ("rotten as", "mouldy as"): as rotten as can be, the same reason;
- "munted" (ruined) before a product: "damaged", unless the line gives its own reason, which is then the one;
- "some muppet" (and "some egg", "some clown", "some numpty", "some dag"): someone;
- "eftpos" is paying by card, and an amount "on eftpos"/"on card" after a sale's lines is what was paid;
- an amount to the cent closing a line with "all up" is the line's total ("4.52 all up");
- "heaps of" before a product whose weight the clause gives ("got heaps of cherries, 3kg all up");
- "on the dot" after a weight counted: exactly;
- a new "fulla" (fella), "chick" or "sheila" named after it: a new customer.
A word not listed is left as typed and refused there."""

from __future__ import annotations

import re

_TAG = re.compile(r"(?<=[\w.])(?<!\bmy)(?<!\bhis)(?<!\bher)(?<!\bour)(?<!\byour)(?<!\btheir)(?<!\bthe)"
                  r"\s*,?\s+(?-i:eh|bro|chur|cuz)(?=\s*(?:[,.;!]|$))", re.M)  # never "her bro": a brother
_ALONE = re.compile(r"(?:^|(?<=[.!;]\s))\s*(?:sweet\s+as|chur)\s*[,!]\s*(?=\S)", re.I | re.M)
_REASONS = r"rotten|mouldy|moldy|bruised|spoilt|spoiled|damaged|squashed"
_REASON_AS = re.compile(rf"\b({_REASONS}|munted)\s+as\b(?=\s*(?:[,.;!]|$))", re.I | re.M)
_MUNTED = re.compile(r"\bmunted\s+(?=[a-z]+\b)", re.I)
_OWN_REASON = re.compile(rf"\b(?:{_REASONS}|gone\s+bad|stolen|nicked)\b", re.I)
_SOMEONE = re.compile(r"\bsome\s+(?:muppet|egg|clown|numpty|dag|drongo|plonker|idiot)\b", re.I)
_EFTPOS = re.compile(r"\beftpos\b", re.I)
# "…, 4.80 on eftpos": what was paid for the lines before it
_PAID_ON = re.compile(r"(?<=,\s)(\$?\d+\.\d\d)\s+(?:on|by|with|via)\s+(card|cash)\b", re.I)
_ALL_UP = re.compile(r"(?<![\d.])(\$?\d+\.\d\d)\s+all\s+up\b", re.I)
_HEAPS = re.compile(r"\bheaps\s+of\s+(?=[a-z]+\s*,\s*\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?)\b)", re.I)
_ON_THE_DOT = re.compile(r"(?<=\d)(\s*(?:kg|kgs|kilos?))\s+on\s+the\s+dot\b", re.I)
_NEW_ONE = re.compile(r"\bnew\s+(?:fulla|chick|sheila)\b", re.I)


def kiwi_in_english(text: str) -> str:
    text = _ALONE.sub("", _TAG.sub("", text))
    text = _REASON_AS.sub(r"\1", text)
    if _MUNTED.search(text):
        own = _OWN_REASON.search(_MUNTED.sub("", text))
        text = _MUNTED.sub("" if own else "damaged ", text)
    text = _SOMEONE.sub("someone", text)
    text = _PAID_ON.sub(r"paid \1 by \2", _EFTPOS.sub("card", text))
    text = _HEAPS.sub("", _ALL_UP.sub(r"\1 total", text))
    text = _ON_THE_DOT.sub(r"\1 exactly", text)
    return _NEW_ONE.sub("new fella", text)
