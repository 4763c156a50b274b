"""Words of a Canadian writer's speech inside a shop record ("Bud, Raj grabbed 2.5 kilos of mangoes, paid
three toonies", "Bumping cherries to 3.40 a kilo as of today, bud."): each is put in the English the reader
knows before it reads. Only forms with one meaning in a shop record are rewritten: "bud" or "buddy" said to
the reader at a line's start or end (nothing), the dollar coins ("a loonie" is 1.00, "three toonies" 6.00)
and a price "bumped" or "bumping" to an amount (up to it). "A couple kilos" (how many?) and a variety's name
("Macs": which product?) are left as typed and refused there."""

from __future__ import annotations

import re

_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10}
_COIN = (r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?"
         r"(?:loonies|loonie|toonies|toonie|twoonies|twoonie)\b")
# "three toonies", "toonie and a loonie", "two toonies + a loonie": what the coins come to together
_COINS = re.compile(rf"\b{_COIN}(?:\s*(?:,|\+|&|\band\b)\s*{_COIN})*", re.I)
_ONE_COIN = re.compile(r"(?:(?P<n>[a-z]+|\d{1,2})\s+)?(?P<coin>loon|toon|twoon)", re.I)
_REWRITES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^(\s*)bud(?:dy)?\s*,\s*", re.I), r"\1"),  # "Bud, Raj grabbed …"
    (re.compile(r"\s*,\s*bud(?:dy)?\s*(?=[.!]*\s*$)", re.I), ""),  # "…, bud."
    # "Bumping cherries to 3.40", "bumped the pears up to 1.60": the price raised to it
    (re.compile(r"\bbump(?:ing|ed)?\s+(?:the\s+)?(?P<what>[a-z]+)\s+(?:up\s+)?to\s+(?=[$£€]?\d)", re.I),
     r"\g<what> up to "),
]


def _coins(match: re.Match[str]) -> str:
    total = 0
    for coin in _ONE_COIN.finditer(match.group()):
        said = (coin.group("n") or "a").lower()
        count = int(said) if said.isdigit() else _COUNTS.get(said, 1)
        total += count * (1 if coin.group("coin").lower() == "loon" else 2)
    return f"{total:.2f}"


def canadian_in_english(text: str) -> str:
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    return _COINS.sub(_coins, text)
