"""A heading that counts the records under it ("Two write-offs: 1kg strawberries spoiled, 0.5kg
grapes damaged", "Three sales this morning - …", "can you log two sales please - …"): the number
only says how many lines follow, so it is dropped when it is that many; a heading whose count
disagrees with its lines is left as typed (and refused there)."""

from __future__ import annotations

import re

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}
# the lines run to the sentence's end ("0.5kg" ends nothing) or to a dash closing them ("Three sales this
# morning - …, … - and in the afternoon …"); the heading opens the text or a sentence, or follows a request
# ("can you log two sales please - …"), and may say when ("Two sales after that: …")
_HEADING = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:can|could)\s+(?:you|u)\s+(?:please\s+)?(?:log|record|add|enter)\s+)?"
                      r"(?P<n>two|three|four|five|[2-5])\s+(?P<noun>write[\s-]?offs|sales|returns|refunds|"
                      r"deliveries|price\s+changes|counts)"
                      r"(?:\s+(?:after\s+that|this\s+(?:morning|afternoon|evening)|today|yesterday|please))?"
                      r"\s*(?::|\s[-\u2013\u2014]\s)(?P<lines>(?:(?!\s[-\u2013\u2014]\s)[^\n.?!]|\.(?=\d))*)", re.I)


def drop_heading_counts(text: str) -> str:
    def counted(found: re.Match[str]) -> str:
        lines = [part for part in re.split(r",|;|\band\b", found.group("lines")) if part.strip()]
        if len(lines) != _NUMBERS[found.group("n").lower()]:
            return found.group()
        return found.group()[:found.start("n") - found.start()] + found.group()[found.start("noun") - found.start():]

    return _HEADING.sub(counted, text)
