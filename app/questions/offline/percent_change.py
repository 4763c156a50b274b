"""A change from one time to another in percent (set 52): "by what percentage did takings grow from the
week of the 12th to the week of the 19th", "percentage change in takings from the 27th to the 28th",
"growth in kilos sold from … to …, %". Read as the change (gaps.py: the second less the first), then over
the first: (new − old) / old × 100, signed. Only a change "from" one time "to" another is read; any other
percentage is left as it is, for the parser's own rules."""

from __future__ import annotations

import re

from app.questions.offline import gaps
from app.questions.offline.words import CannotAnswer

_BY_WHAT = re.compile(r"\bby\s+what\s+(?:percentage|percent|%)\s+(?:did|have|has)\s+(?P<what>.+?)\s+(?:grow|grown|"
                      r"rise|risen|increase|increased|go\s+up|gone\s+up|climb|climbed|change|changed)\b", re.I)
_OF_CHANGE = re.compile(r"\b(?:percentage|percent|%)\s+(?P<word>change|growth|increase)\b", re.I)
_TAIL = re.compile(r",?\s*(?:\bin\s+percent(?:age)?(?:\s+terms)?|\bas\s+an?\s+(?:percentage|percent|%)(?:\s+change)?|"
                   r"\bin\s+%|%)(?=[\s?.!]*$)", re.I)
_PERCENT = re.compile(r"%|\bper\s*cent|\bpercent(?:age)?s?\b", re.I)


def plain(text: str) -> tuple[str, bool]:
    """The text said as a change, and whether the change was asked in percent."""
    said = _TAIL.sub(" ", _OF_CHANGE.sub(r" \g<word> ", _BY_WHAT.sub(lambda m: f" growth in {m.group('what')} ", text)))
    if said == text or _PERCENT.search(said) or gaps.asked(said) != "change":
        return text, False
    return said, True


def way(asked: str | None, in_percent: bool) -> str | None:
    if not in_percent:
        return asked
    if asked != "change":
        raise CannotAnswer("A change in percent: say from which time to which (“from … to …”).")
    return "percent"
