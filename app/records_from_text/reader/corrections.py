"""A spoken self-correction or repetition of a quantity, settled before reading: "three no four
kilos of bananas" is four; "three kilos of mangoes sorry two kilos not three" is two; "half a
kilo … no wait it was a whole kilo" is a kilo; "a kilo a kilo of strawberries yeah just the one
kilo" is one kilo said three times. A correction keeps the last figure said; a repetition
("yeah", or none at all) must say the same figure, else the text is left as typed (and refused
for taking something back). A correction naming another product is left alone too."""

from __future__ import annotations

import re

from text_to_num import text2num

_NUMBER = (r"(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
           r"thirty|forty|fifty)")
_UNIT = r"(?:kg|kgs|kilos?|kilogrammes?|kilograms?|g|grams?|grammes?|lbs?|pounds?)"
_FRACTION = r"(?:\s+and\s+a\s+(?:half|quarter))?"
_QTY = rf"(?:half\s+a\s+{_UNIT}|(?:a\s+whole|the\s+one|an?|{_NUMBER}){_FRACTION}\s*{_UNIT}\b)"
_MARKS = (r"no\s+wait(?:\s+it\s+was)?|wait\s+no|no\s+hang\s+on|hang\s+on|no\s+sorry|sorry|no|i\s+mean"
          r"|yeah\s+just\s+the|yeah|yes")
_WORD = r"(?!(?:no|sorry|yeah|yes|hang|wait|i|and|not)\b)[a-z]+"
_CORRECTION = re.compile(
    rf"(?<![\w.])(?P<a>{_QTY}|{_NUMBER})(?P<tail>(?:\s+(?:of|to|for)\s+{_WORD}(?:\s+{_WORD})?){{0,2}})"
    rf"\s*,?\s*(?P<mark>{_MARKS})?\s*,?\s+(?P<b>{_QTY})(?P<btail>\s+of\s+{_WORD})?"
    rf"(?P<not>\s*,?\s*not\s+(?:{_QTY}|{_NUMBER}))?(?![\w.])", re.I)
_SAME = {"yeah", "yes", "yeah just the", ""}  # a repetition, not a correction: the figure must not change
_GRAMS = ("g", "gram", "grams", "gramme", "grammes")
_POUNDS = ("lb", "lbs", "pound", "pounds")


# "2 kilo pears no wait 2.5", "4kg oranges, no 3", "2 kg mango, no wait, it was 3 kg": the line said, then only
# its figure put right (in the same unit)
_FIGURE_AGAIN = re.compile(
    rf"(?<![\w.])(?P<a>{_NUMBER})\s*(?P<unit>{_UNIT})(?P<line>(?:\s+of)?\s+{_WORD})\s*,?\s*"
    rf"(?:no\s*,?\s*wait(?:\s*,?\s*it\s+was)?|wait\s+no|no\s+sorry|sorry|no|i\s+mean)\s*,?\s+(?P<b>{_NUMBER}{_FRACTION})"
    r"(?:\s*(?P=unit))?(?=\s*(?:[.,;!]|$))", re.I)  # "…, wait no, three and a half", "…, no wait, it was 3 kg"


def settle_corrections(text: str) -> str:
    text = _FIGURE_AGAIN.sub(lambda m: f"{m.group('b')} {m.group('unit')}{m.group('line')}", text)
    for _ in range(3):  # "a kilo a kilo of strawberries yeah just the one kilo": one at a time
        settled = _CORRECTION.sub(_settled, text)
        if settled == text:
            break
        text = settled
    return text


def _settled(match: re.Match[str]) -> str:
    a, b, mark = match.group("a"), match.group("b"), re.sub(r"\s+", " ", (match.group("mark") or "").lower())
    tail, btail = match.group("tail") or "", match.group("btail") or ""
    said_a, said_b = _kilos(a), _kilos(b)
    if said_b is None:
        return match.group()
    if said_a is None:  # "three no four kilos": a figure without its unit, corrected
        if mark in _SAME or not re.fullmatch(_NUMBER, a, re.I):
            return match.group()
    elif mark in _SAME and abs(said_a - said_b) > 1e-9 or not mark and tail:
        return match.group()  # "a kilo yeah two kilos": not the same figure again; "1 kg to bob 1 kg to tom"
    if btail and tail and not tail.lower().lstrip().startswith(btail.lower().strip()):
        return match.group()  # "2 kilos of pears no 3 kilos of apples": another product
    if match.group("not") and _number(match.group("not").split()[-1]) != _number(a.split()[0]):
        return match.group()  # "… two kilos not four": it takes back a figure never said
    kept = re.sub(r"^(?:a\s+whole|the\s+one)\b", "a", b, flags=re.I)
    return kept + (tail if tail else btail)


def _kilos(phrase: str) -> float | None:
    """The quantity said, in kg; None for a bare figure with no unit."""
    words = phrase.lower().split()
    unit = words[-1]
    if not re.fullmatch(_UNIT, unit):
        return None
    if words[0] == "half":
        count = 0.5
    else:
        count = 1.0 if words[0] in ("a", "an", "the") else _number(words[0])
        if "half" in words[1:-1]:
            count += 0.5
        elif "quarter" in words[1:-1]:
            count += 0.25
    factor = 0.001 if unit in _GRAMS else 0.45359237 if unit in _POUNDS else 1.0
    return count * factor


def _number(word: str) -> float:
    word = word.lower()
    return float(word) if re.fullmatch(r"\d+(?:\.\d+)?", word) else float(text2num(word, "en"))
