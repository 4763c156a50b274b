"""A price's change said as what the fruit did (set 98): "before they went cheaper", "after it got dearer",
"before the price came down" are before the cut or after the rise, which the reader reads; and "how much
were pears before the cut" asks the price then (said beside a price's change, "how much were pears" can
only be their price; without one it may be what was sold, and is left to be asked back)."""

from __future__ import annotations

import re

_WENT = r"(?:they|it|the\s+price|its\s+price|their\s+price|prices)\s+(?:went|got|were|was|came|have\s+gone|has\s+gone)"
_DOWN = re.compile(rf"\b(before|after|since)\s+{_WENT}\s+(?:cheaper|down|lower)\b", re.I)
_UP = re.compile(rf"\b(before|after|since)\s+{_WENT}\s+(?:dearer|up|higher|pricier|more\s+expensive)\b", re.I)
# "how much were pears before the cut": their price then
_HOW_MUCH = re.compile(r"\bhow\s+much\s+(?:were|was)\s+(?:the\s+)?(?P<what>[a-z]+)\s+(?P<when>before|after)\s+the\s+"
                       r"(?P<move>(?:price\s+)?(?:cut|rise|drop|increase|change))\b", re.I)


def plain(question: str) -> str:
    text = _UP.sub(r"\1 the rise", _DOWN.sub(r"\1 the cut", question))
    return _HOW_MUCH.sub(r"what was the price of \g<what> \g<when> the \g<move>", text)
