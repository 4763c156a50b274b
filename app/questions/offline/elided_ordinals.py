"""A noun said once for two periods (set 52): "the last Saturday of the month than on the first" compares
with the first Saturday of the month, not the 1st; "the first week of February against the second" with
its second week. Only a bare ordinal word right after the comparing word takes the noun: a day of the
month written in figures ("the 1st") or with its own noun ("the first day") is left as it is."""

from __future__ import annotations

import re

_ORDINAL = r"(?:first|second|third|fourth|last|final)"
_UNIT = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|week|fortnight)"
_SCOPE = r"(?:\s+of\s+(?:the\s+|this\s+|last\s+)?(?:month|january|february|march|april|may|june|july|august|" \
         r"september|october|november|december))?"
_ELIDED = re.compile(rf"\b(?P<said>{_ORDINAL}\s+(?P<unit>{_UNIT}){_SCOPE})\s*,?\s*"
                     r"(?P<link>than|compared\s+(?:with|to)|against|versus|vs\.?)\s+(?P<prep>(?:on|in|over|for|"
                     rf"during|with)\s+)?the\s+(?P<other>{_ORDINAL})\b(?!\s*(?:-|\w))", re.I)


def plain(question: str) -> str:
    def whole(m: re.Match[str]) -> str:
        scope = m.group("said")[m.group("said").lower().index(m.group("unit").lower()):]
        return f"{m.group('said')} {m.group('link')} {m.group('prep') or ''}the {m.group('other')} {scope}"
    return _ELIDED.sub(whole, question)
