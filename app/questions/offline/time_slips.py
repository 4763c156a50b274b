"""A word of time typed with one slip (set 38): "todday", "yestrday", "yestreday", "saterday". The
period reader reads the text before any word is put right, so a time word is put right first — only
when it can be no other word: five letters or more, its first letter kept, one letter off (a letter
missed, added, changed, or two swapped) from one time word and from no word the parser reads."""

from __future__ import annotations

import calendar
import re

from rapidfuzz.distance import OSA

_DAYS = [d.lower() for d in calendar.day_name]
_TIME_WORDS = frozenset({"today", "yesterday", "weekend", "weekends", "fortnight", "tonight", *_DAYS,
                         *(f"{d}s" for d in _DAYS), *(m.lower() for m in calendar.month_name if m)})
_WORD = re.compile(r"[A-Za-z]{5,}")


def plain(text: str, known: frozenset[str] = frozenset()) -> str:
    """`known`: the words the parser reads (and the shop's names), never taken for a slip."""

    def put_right(match: re.Match[str]) -> str:
        word = match.group(0).lower()
        if word in _TIME_WORDS or word in known:
            return match.group(0)
        close = [w for w in _TIME_WORDS if w[0] == word[0] and OSA.distance(word, w) == 1]
        return close[0] if len(close) == 1 else match.group(0)

    return _WORD.sub(put_right, text)
