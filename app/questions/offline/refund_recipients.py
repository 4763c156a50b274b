"""Who a refund went to, said again (set 96): "how much have we refunded to the customers who returned",
"the money we gave back to people who brought stuff back". Everyone refunded returned something, so the
clause names no one in particular: it is the refunds' total, not a table of them by customer (it was read
as "by customer"); "to the customers who returned pears" is the refunds for pears. A refund to someone named
("to Bob") is left as it stands."""

from __future__ import annotations

import re

_GIVEN = r"(?:refund(?:ed|s)?|(?:give|gave|given|giving|pay|paid|hand(?:ed)?)\s+back)"
_THOSE = r"(?:the\s+|all\s+(?:the\s+)?|those\s+)?(?:customers|people|peeple|folks|shoppers|ones|buyers)"
_THINGS = r"(?:stuff|fruit|things|items|something|anything|(?:their|there|the)\s+(?:fruit|stuff|things|items|shopping))"
_RETURNED = (rf"(?:returned(?:\s+{_THINGS})?|(?:brought|took|sent|gave)\s+(?:{_THINGS}\s+|it\s+|them\s+)?back"
             rf"(?:\s+{_THINGS})?)")
# what may follow the clause: the end, or the time it is about ("… who returned, last week")
_AFTER = r"(?=\s*(?:[?.!,;]|$|(?:last|this|yesterday|today|on|in|since|between|during|so|to\s+date)\b))"
_RECIPIENTS = re.compile(rf"\b({_GIVEN})(?:\s+(?:money|cash))?\s+(?:to\s+)?{_THOSE}\s+(?:who|that)\s+"
                         rf"(?:have\s+|had\s+)?{_RETURNED}{_AFTER}", re.I)
# "refunded to the customers who returned pears": the refunds for pears, one total too
_FOR_WHAT = re.compile(rf"\b({_GIVEN})(?:\s+(?:money|cash))?\s+(?:to\s+)?{_THOSE}\s+(?:who|that)\s+(?:have\s+|had\s+)?"
                       r"returned\s+(?:some\s+|any\s+|their\s+|the\s+)?(?!(?:last|this|on|in|since|yesterday|today|"
                       r"between|during|before|after|so|to|it|them)\b)(?=[a-z])", re.I)


def plain(question: str) -> str:
    return _FOR_WHAT.sub(r"\1 for ", _RECIPIENTS.sub(r"\1", question))
