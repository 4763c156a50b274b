"""A figure put right while typing, with the mark that says so ("no wait", "scratch that",
"actually", "sorry", "oops", "hang on", "no") and the right figure after it:

    sold 3kg… no wait 2kg apples to Bob Smith      -> sold 2kg apples to Bob Smith
    1kg cherries for samples today, no wait 0.5kg  -> 0.5kg cherries for samples today
    20kg mango at 1.40, no wait 1.45 per kg        -> 20kg mango at 1.45 per kg
    grapes 2kg on the 27th — no, the 28th          -> grapes 2kg on the 28th
    1kg grapes, on the 28th not today              -> 1kg grapes, on the 28th

The figure after the mark replaces the last one of its kind before it (a weight, an amount of
money, a day of the month), only when nothing between them is another figure and, unless the two
touch, the right figure ends the sentence. A weight put right in the next sentence ("…, damaged. No,
1.5kg"), or with "make it" or "correction", must be the only weight said before it. Anything else
is left as typed, and refused there for taking something back."""

from __future__ import annotations

import re

_ONE_MARK = (r"(?:no\s*,?\s+wait|scratch\s+that|actually|sorry|oops|hang\s+on|no|i\s+meant|i\s+mean|correction"
             r"|make\s+(?:it|that))")
# marks said together: "actually no, 4kg", "no sorry the 27th", "sorry I meant 1.5kg"
_MARK = rf"(?:{_ONE_MARK}(?:\s*,?\s*{_ONE_MARK})?)"
_GAP = r"\s*(?:\.+|…|—|–|-|,)?\s*"  # "…, damaged. No, 1.5kg": the mark may open the next sentence
# "actually make that 1.5", "sorry, it was 1.5kg": the figure said again after the mark
_AFTER_MARK = r"\s*(?:[,—–-]|\.{2,}|…)?\s*(?:(?:make\s+(?:it|that)|it\s+was|it's)\s+)?"
_UNIT = r"(?:kg|kgs|kilos?|g|grams?|lbs?)"
_N = r"\d+(?:\.\d+)?"
# ", sorry" after it is left for the apology rules; ", 4.20 total" is what the line came to
_END = r"(?=\s*(?:,?\s*sorry\s*)?(?:,\s*[$£€]?\d+\.\d\d(?:\s+(?:total|in\s+total|all\s+up))?\s*)?(?:[.;!]|$))"
# the weight said, then the mark and the right weight: at once ("3kg… no wait 2kg apples"), or after
# the line it weighs ("1kg cherries for samples today, no wait 0.5kg")
_WEIGHT = re.compile(
    rf"(?<![\w.])(?P<a>{_N})\s*(?P<ua>{_UNIT})\b(?P<rest>[^\d.…—–;!?@$£€]{{0,40}}?)"
    rf"(?P<gap>{_GAP}{_MARK}{_AFTER_MARK})(?P<b>{_N})\s*(?P<ub>{_UNIT})?\b(?P<end>{_END})?", re.I)
_ANY_WEIGHT = re.compile(rf"(?<![\w.]){_N}\s*{_UNIT}\b", re.I)
_MONEY = re.compile(
    rf"(?<![\w.])(?P<a>[$£€]?\d+\.\d\d)(?![\d%]){_GAP}{_MARK}{_AFTER_MARK}(?P<b>[$£€]?\d+\.\d\d)(?![\d%])", re.I)
_ORDINAL = r"the\s+\d{1,2}(?:st|nd|rd|th)\b"
# "on the 28th not today", "— no, the 21st not today", "yesterday not today": the day said, today taken back
_NOT_TODAY = re.compile(
    r"(?:\s*[,—–-]?\s*no\s*,\s*|(?<=\s))(?P<day>(?:on\s+)?(?:the\s+\d{1,2}(?:st|nd|rd|th)|yesterday|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*,?\s+not\s+today\b", re.I)
_DAY = re.compile(rf"(?P<a>{_ORDINAL}){_GAP.replace('{2,}', '+')}{_MARK}{_AFTER_MARK}(?P<b>{_ORDINAL}){_END}", re.I)


def settle_typed_corrections(text: str) -> str:
    text = _WEIGHT.sub(_weight, text)
    text = _MONEY.sub(lambda m: m.group("b"), text)
    text = _NOT_TODAY.sub(lambda m: f" {m.group('day')}", text)
    return _DAY.sub(lambda m: m.group("b"), text)


def _weight(match: re.Match[str]) -> str:
    rest = match.group("rest")
    unit = match.group("ub") or match.group("ua")
    if (match.group("ub") or "").lower()[:1] not in ("", match.group("ua").lower()[:1]):
        return match.group()  # "2kg … no 500g": a unit changed too is left as typed
    if re.search(r"\.\s|make|correction", match.group("gap"), re.I) \
            and _ANY_WEIGHT.search(match.string, 0, match.start()):
        return match.group()  # "1kg apples and 2kg pears. Actually make it 3.": which weight is unclear
    if not rest.strip():
        return f"{match.group('b')}{unit}"
    if match.group("end") is None:
        return match.group()  # the right figure goes on to say more: which line it puts right is unclear
    return f"{match.group('b')}{unit}{rest}"
