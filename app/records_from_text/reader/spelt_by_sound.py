"""The reader's own words spelt by sound ("ABC brort 10 kilo of grapes", "ida bort 2 kilo of
oranges", "a kilo and a haf", "new custermer"): each is written as the word it sounds like before
reading. Only spellings that are no English word and sound like one word of a shop record are
listed; any other word spelt by sound is left as typed and refused there, named."""

from __future__ import annotations

import re

_SOUNDS = {
    "brort": "brought", "brawt": "brought", "brougt": "brought", "broght": "brought",
    "bort": "bought", "bawt": "bought", "boght": "bought", "baught": "bought",
    "delivird": "delivered", "deliverd": "delivered", "deliverred": "delivered",
    "haf": "half", "harf": "half", "sel": "sell", "sels": "sells",
    "custermer": "customer", "custamer": "customer", "custumer": "customer",
}
_SOUND = re.compile(r"(?<![\w'])(" + "|".join(_SOUNDS) + r")(?![\w'])", re.I)


def spelt_as_said(text: str) -> str:
    return _SOUND.sub(lambda m: _SOUNDS[m.group(1).lower()].capitalize() if m.group(1)[0].isupper()
                      else _SOUNDS[m.group(1).lower()], text)
