"""Being ahead of (or behind) someone or some time, in a measure (set 58): "how far ahead of last week are we on
takings this week?" is "how much more takings this week than last week?"; "is Zoe ahead of Bob on spend this
month? by how much?" is "how much more did Zoe spend than Bob this month?" ("behind": how much less). Only
with the measure said ("on takings", "in kilos sold"): ahead in what, otherwise? Only with "by how much"
after a yes-or-no question: "is Zoe ahead of Bob?" alone is left as it stands (refused)."""

from __future__ import annotations

import re

_MEASURE = (r"(?P<m>takings|revenue|sales|turnover|profit|spend|spending|kilos(?:\s+sold)?|kgs?(?:\s+sold)?"
            r"|number\s+of\s+sales)")
_FAR = re.compile(r"\bhow\s+far\s+(?P<way>ahead|behind)\s+(?:of\s+)?(?P<b>[^?]+?)\s+are\s+we\s+(?:on|in|for)\s+"
                  + _MEASURE + r"\s+(?P<a>[^?]+?)\s*(?P<end>[?.!]*)\s*$", re.I)
_IS = re.compile(r"^\s*(?:is|are|was|were)\s+(?P<a>[^?]+?)\s+(?P<way>ahead|behind)\s+(?:of\s+)?(?P<b>[^?]+?)\s+"
                 r"(?:on|in|for)\s+" + _MEASURE + r"(?P<t>\s+[^?]+?)?\s*\?\s*(?:and\s+)?(?:if\s+so\s*,?\s*)?"
                 r"by\s+how\s+much\s*[?.!]*\s*$", re.I)


def _more(way: str) -> str:
    return "more" if way.lower() == "ahead" else "less"


def _far(match: re.Match[str]) -> str:
    return f"how much {_more(match['way'])} {match['m']} {match['a']} than {match['b']}?"


def _is(match: re.Match[str]) -> str:
    when = match["t"] or ""
    if match["m"].lower().startswith("spend"):
        return f"how much {_more(match['way'])} did {match['a']} spend than {match['b']}{when}?"
    return f"how much {_more(match['way'])} {match['m']} {match['a']}{when} than {match['b']}?"


def plain(text: str) -> str:
    return _IS.sub(_is, _FAR.sub(_far, text))
