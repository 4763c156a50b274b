"""Two shapes a comparison is asked in (set 58), said again in the shape the reader reads: "how many kilos
more did Raj buy than Ida" is "how many more kilos …"; "did Bob spend more than Mei in February? by how
much?" asks the difference, "how much more did Bob spend than Mei in February"; "between apples and pears,
which one made more profit?" is "which one made more profit, apples or pears?" (never between two days:
"between the 1st and the 10th" or "between Monday and Friday" is a stretch of time); "has Zoe outspent
Tom? what's the difference?" is how much more Zoe spent, and "did mangoes outsell oranges by weight? by
how many kilos?" how many more kilos (outsold with no weight said is left: kilos or money?). A yes-or-no
comparison without "by how much" is left as it stands. The other side said first is moved after "than":
"compared with last week, how many fewer kilos this week?", "this week versus last week: how much more
profit has this week made?" (only when the question repeats the first side); "how much better were
takings …  than …" is how much more (set 58, 68); "how much more did we take last week vs the week before"
is "… than the week before" (sets 28, 40)."""

from __future__ import annotations

import calendar
import re

from app.questions.offline import ahead_of, gap_apart

_UNIT_MORE = re.compile(r"\bhow\s+many\s+(kilos?|kgs?|kilograms?|sales)\s+(more|fewer|less)\b", re.I)
_DID_MORE = re.compile(r"^\s*did\s+(?P<a>[^?]+?)\s+(?P<verb>spend|buy|take|sell|make|earn)\s+(?P<way>more|less)\s+"
                       r"than\s+(?P<b>[^?]+?)\s*\?\s*(?:and\s+)?by\s+how\s+much\s*[?.!]*\s*$", re.I)

_NAMES = (*calendar.day_name, *calendar.day_abbr, *calendar.month_name, *calendar.month_abbr)
_TIMES = {w.lower() for w in _NAMES if w} | {
    "today", "yesterday", "now", "then", "last", "this", "next", "week", "weeks", "month", "weekend", "weekends",
    "morning", "noon", "midday", "close", "opening", "start", "end", "sept", "tues", "thurs", "weds"}
_BETWEEN = re.compile(r"^\s*between\s+(?P<a>[A-Za-z][A-Za-z'’ ]*?)\s+and\s+(?P<b>[A-Za-z][A-Za-z'’ ]*?)\s*,\s*"
                      r"(?P<rest>(?:which|who|whose)\b[^?]*?)\s*\??\s*$", re.I)

_OUT = re.compile(r"^(?P<pre>[^?]*?)\b(?:did|has|have)\s+(?P<a>[^?]+?)\s+(?P<verb>outspen[dt]|outsold|outsell)\s+"
                  r"(?P<b>[^?]+?)\s*\?\s*(?:and\s+)?(?:by\s+how\s+(?:much|many\s+(?P<unit>kilos?|kgs?|dollars))"
                  r"|what['’]?s\s+the\s+(?:difference|gap)(?:\s+in\s+(?:dollars|money))?)\s*[?.!]*\s*$", re.I)
_BY_WEIGHT = re.compile(r"\s*,?\s*\b(?:by\s+weight|in\s+kilos|by\s+the\s+kilo)\b", re.I)


def _out(match: re.Match[str]) -> str:
    pre = f"{match['pre'].strip()} " if match["pre"].strip() else ""
    if match["verb"].lower().startswith("outspen"):
        return f"{pre}how much more did {match['a']} spend than {match['b']}?"
    unit = (match["unit"] or "").lower()
    if unit.startswith(("kilo", "kg")) or _BY_WEIGHT.search(match["b"]):
        return f"{pre}how many more kilos did {match['a']} sell than {_BY_WEIGHT.sub('', match['b'])}?"
    return match.group(0)  # outsold in kilos or in money: not said


def _between(match: re.Match[str]) -> str:
    words = {w.lower().strip("'’") for w in f"{match['a']} {match['b']}".split()}
    if words & _TIMES:
        return match.group(0)  # two times: a stretch between them
    return f"{match['rest']}, {match['a']} or {match['b']}?"


_SEP = r"\s*(?:[,:;—–]|\s-)\s*"  # "against last week, …", "this week vs last week - …"
_MORE_SAID = r"\bhow\s+(?:much|many)\s+(?:\w+\s+)?(?:more|less|fewer)\b"
_COMPARED_FIRST = re.compile(r"^\s*(?:compared\s+(?:with|to)|as\s+against|against|versus|vs\.?)\s+(?P<b>[^,:;?—–]+?)"
                             + _SEP + r"(?P<main>" + _MORE_SAID + r"[^?]*?)\s*(?P<end>[?.!]*)\s*$", re.I)
_VERSUS = re.compile(r"^\s*(?P<a>[^,:;?—–]+?)\s+(?:versus|vs\.?|compared\s+(?:with|to)|against)\s+(?P<b>[^,:;?—–]+?)"
                     + _SEP + r"(?P<main>" + _MORE_SAID + r"[^?]*?)\s*(?P<end>[?.!]*)\s*$", re.I)
_BETTER = re.compile(r"\bhow\s+much\s+(?:(?P<more>better|higher|bigger)|(?P<less>worse|lower|smaller))\b"
                     r"(?=[^?]*\bthan\b)", re.I)
_BEFORE_IT = re.compile(r"\b(week|month|day)\s+before\s+(?:it|that)\b", re.I)
# "how much more did we take last week vs the week before": the other side said with "vs" after the first
_VS_AFTER = re.compile(r"(?P<main>" + _MORE_SAID + r"[^?]*?)\s+(?:versus|vs\.?|compared\s+(?:with|to))\s+(?=\w)", re.I)


def _compared_first(match: re.Match[str]) -> str:
    if re.search(r"\bthan\b", match["main"], re.I):
        return match.group(0)
    other = _BEFORE_IT.sub(r"\1 before", match["b"])
    return f"{match['main']} than {other}{match['end']}"


def _versus(match: re.Match[str]) -> str:
    said = " ".join(match["a"].lower().split())
    if re.search(r"\bthan\b", match["main"], re.I) or said not in " ".join(match["main"].lower().split()):
        return match.group(0)  # the question must name the first side again to say which is which
    return f"{match['main']} than {match['b']}{match['end']}"


def plain(text: str) -> str:
    text = ahead_of.plain(gap_apart.plain(text))
    text = _BETTER.sub(lambda m: "how much " + ("more" if m["more"] else "less"), text)
    text = _VERSUS.sub(_versus, _COMPARED_FIRST.sub(_compared_first, text))
    if not re.search(r"\bthan\b", text, re.I):
        text = _VS_AFTER.sub(r"\g<main> than ", text, count=1)
    text = _UNIT_MORE.sub(r"how many \2 \1", text)
    text = _DID_MORE.sub(lambda m: f"how much {m['way']} did {m['a']} {m['verb']} than {m['b']}?", text)
    return _OUT.sub(_out, _BETWEEN.sub(_between, text))
