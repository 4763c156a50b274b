"""A heading that counts the records under it ("Two write-offs: 1kg strawberries spoiled, 0.5kg
grapes damaged"): the number only says how many lines follow, so it is dropped when it is that
many; a heading whose count disagrees with its lines is left as typed (and refused there)."""

from __future__ import annotations

import re

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}
# the lines run to the sentence's end ("0.5kg" ends nothing)
_HEADING = re.compile(r"^(?P<n>two|three|four|five|[2-5])\s+(?P<noun>write[\s-]?offs|sales|returns|refunds|"
                      r"deliveries|price\s+changes|counts)\s*:(?P<lines>(?:[^\n.]|\.(?=\d))*)", re.I)


def drop_heading_counts(text: str) -> str:
    found = _HEADING.match(text.strip())
    if found is None:
        return text
    lines = [part for part in re.split(r",|;|\band\b", found.group("lines")) if part.strip()]
    if len(lines) != _NUMBERS[found.group("n").lower()]:
        return text
    start = text.index(found.group())
    return text[:start] + found.group()[found.start("noun"):] + text[start + len(found.group()):]
