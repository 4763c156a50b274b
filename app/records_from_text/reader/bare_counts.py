"""A count typed as a stock sheet's line, the figure with no unit: "count apple 28.5", "cnt mango
18.2", "adj orange counted 26", "adj grape count 23.5". After a count word and a product the shop
weighs in kilos, the line's last figure can only be the kilos counted; any other line is left as
it is (a bare figure elsewhere is asked about). The line is rewritten as the count it is ("stock
count: apple counted 28.5 kg"), so an "adj" before it never makes the figure a difference. A count
told in a sentence ("the apples, upon counting, amount to 35 kg") is put as one first (counts_told.py)."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_product
from app.records_from_text.reader.counts_told import counts_in_plain_words

_COUNT_WORD = r"(?:(?:stock\s*)?(?:re)?count(?:ed)?|stocktake|stock\s*check)"
# where and when the count was taken, around its word: "cooler count this morning: cherries 58"
_WHERE = r"(?:(?:the\s+)?(?:cooler|fridge|freezer|stockroom|storeroom|(?:cold|cool|back|store)\s+room)\s+)?"
_WHEN = (r"(?:\s+(?P<when>this\s+morning|today|yesterday|tonight|after|(?:at|after)\s+(?:the\s+)?close"
         r"|(?:on\s+)?\d{1,2}/\d{1,2}(?:/\d{2,4})?))?")  # "stock count 29/02: apple 29, pear 20": its day
_START = r"(?:^|(?<=[.;]\s))"  # a line's start, or a sentence's: "… shelf stays. count after: oranges 44"
_LINE = re.compile(
    rf"{_START}(?P<head>\s*(?:[-*•]\s*)?(?:adjustment\s+)?(?:{_WHERE}{_COUNT_WORD}{_WHEN}\s*[:\-–—]?\s+)?)"
    r"(?P<product>[a-z]+)"
    # "strawberry count at close: 37.5", "count — apples 30.5": the close is the day's own
    rf"(?P<mid>\s+(?:{_COUNT_WORD}(?:\s+at\s+(?:the\s+)?close)?\s*:?\s+)?)(?:(?P<day>yesterday|today)\s+)?"
    rf"(?P<n>\d+(?:\.\d+)?)\s*$", re.I | re.M)


# "cnt: grps 23.5, mngo 18", "count strw 28 / chry 59", "counted apples 28 kg and pears 20", "stock check now:
# apples 29, bananas 30": one count word (said where and when, maybe) over a list of such lines, a kilo said on some
_PAIR = r"[a-z]+,?\s+\d+(?:\.\d+)?(?:\s*(?:kg|kgs|kilos?)\b)?"
_SEP = r"(?:\s*[,/;]\s*(?:(?:and|an|&)\s+)?|\s+(?:and|an|&)\s+)"
_NOW = r"(?:\s+(?:now|at\s+(?:the\s+)?close|(?:at\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?(?:service|day|shift)))?"
_LIST = re.compile(rf"{_START}(?P<head>\s*{_WHERE}{_COUNT_WORD}{_WHEN}){_NOW}\s*[:\-–—]?\s+"
                   rf"(?P<pairs>{_PAIR}(?:{_SEP}{_PAIR})+)\s*\.?\s*$", re.I | re.M)


def weigh_bare_counts(text: str, known: Known) -> str:
    def listed(match: re.Match[str]) -> str:
        pairs = [pair.replace(",", "") for pair in re.findall(_PAIR, match.group("pairs"), re.I)]
        if not all(_weighed(pair.split()[0], known) for pair in pairs):
            return match.group()  # "counted strawberries 42, system 43": the till's figure, not a second count
        mark = ":" if "/" in (match.group("when") or "") else ""  # "stock count 28/2: …": the day kept apart
        return "\n".join(f"{match.group('head').strip()}{mark} {pair}" for pair in pairs)

    text = _LIST.sub(listed, counts_in_plain_words(text, known))  # "the apples, upon counting, amount to …"
    def weighed(match: re.Match[str]) -> str:
        if not re.search(_COUNT_WORD, match.group("head") + match.group("mid"), re.I):
            return match.group()  # "apple 28.5" alone may be a price
        if not _weighed(match.group("product"), known):
            return match.group()
        # what was counted, said so: an "adj" head would make the figure a difference
        when = match.group("when") if match.group("when") not in (None, "after") else None
        day = f" {match.group('day') or when}" if match.group("day") or when else ""
        return f"stock count: {match.group('product')} counted {match.group('n')} kg{day}"

    return _LINE.sub(weighed, text)


def _weighed(word: str, known: Known) -> bool:
    """One product of the shop's, weighed in kilos."""
    found = match_product(word.lower(), list(known.products))
    return bool(found and found.unique and known.products[found.unique].get("unit") == "kg")
