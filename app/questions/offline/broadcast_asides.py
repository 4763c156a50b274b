"""A podcast host's patter around a question (set 88): the segment it is asked in ("Quick-fire round!",
"Big reveal time -", "Episode one!", "Live from the shop:", "Sunday special:", "Head to head, folks:"), who
hears it ("for the listeners at home", "folks"), and where the figure goes or how it is to be said ("…, for the
show notes", "…, for the episode blog", "… - the jackpot!", "… Shout them out", "No names on air, but tell me").
None of it says what to count; each is taken out whole, and only at the start or the end of the question, set
off by its own stop, so what is left is read, or refused, as it stands."""

from __future__ import annotations

import re

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_SEGMENT = (
    r"(?:quick[\s-]?fire|lightning|bonus|final|speed)\s+round",
    r"big\s+reveal(?:\s+time)?",
    r"head\s+to\s+head(?:\s*,?\s*folks)?",
    r"episode\s+(?:one|two|three|four|five|\d{1,3})",
    r"live\s+(?:from|at)\s+the\s+(?:shop|stall|counter)",
    rf"(?:{_WEEKDAY}|weekend|midweek|bonus|holiday)\s+special",
    r"(?:ok(?:ay)?\s*,?\s*|right\s*,?\s*|so\s*,?\s*)?for\s+(?:the|our)\s+listeners(?:\s+at\s+home)?",
    r"(?:ok(?:ay)?|right|alright)\s*,?\s*folks",
)
_LEADING = re.compile(r"^\s*(?:(?:" + "|".join(_SEGMENT) + r")\s*[!:;,.–-]+\s*)+", re.I)
# "…, for the show notes", "- the listeners love a percentage", "- the jackpot!", "Shout them out"
_OUTLET = r"(?:show\s+notes|episode(?:\s+blog)?|blog|podcast|show|trivia\s+segment|segment|listeners|newsletter)"
_AFTER = (
    rf"for\s+(?:the|our)\s+{_OUTLET}",
    r"the\s+listeners\s+(?:love|like|enjoy)\s+an?\s+\w+",
    r"the\s+jackpot",
    r"shout\s+(?:them|it)\s+out",
    r"no\s+names\s+on\s+(?:air|the\s+show)\s*,?\s*but\s+tell\s+me",
)
_TRAILING = re.compile(r"(?:\s*[,.;:!?–-]+\s*(?:" + "|".join(_AFTER) + r"))+\s*[!.?]*\s*$", re.I)
# "this little shop", "our little shop": the shop, said fondly
_LITTLE = re.compile(r"\b(this|our|the)\s+little\s+(shop|stall)\b", re.I)


def plain(text: str) -> str:
    text = _LEADING.sub("", text)
    stripped = _TRAILING.sub("", text)
    if stripped != text and not stripped.rstrip().endswith(("?", ".", "!")) and text.rstrip().endswith("?"):
        stripped += "?"
    return _LITTLE.sub(r"\1 \2", stripped)
