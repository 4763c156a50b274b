"""A crossword fan's framing around a question (set 88): the clue's place in the grid before it ("One across:
…", "Four down asks …", "Stuck on twelve down. …", "Clue-free one for you: …") and the letters of the answer
after it ("… (10)", "… (3,5) - who fits?", "… Help?"). None of it says what to count: the place is where the
clue sits, and the letter count is the answer's length, so each is taken out whole, and only where it stands
at the start or the end. A lone "(5)" is taken for a letter count only when the question asks for one thing
(no "top", "first", "last" or plural to count it against); "(3,5)" is one; neither is, right after a week
or a day ("wk 3 (15,21)"), and "(15-21)" is days.
"Three letters, a supplier: ABC. How much have we paid them?" gives the answer and asks about it: the name is
put for its one pronoun (with two, or none, it is left whole)."""

from __future__ import annotations

import re

_NUMBER = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
           r"seventeen|eighteen|nineteen|twenty(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|\d{1,2})")
_PLACE = rf"{_NUMBER}\s+(?:across|down)"
_LEADING = (
    # "One across: fruit that …", "Four down asks how many …", "Seven down - …"
    re.compile(rf"^\s*{_PLACE}\s*(?:[:;,–-]+|\s(?:asks|wants|says)\b)\s*", re.I),
    # "Stuck on twelve down. What have we …", "Twelve down has me stumped: …"
    re.compile(rf"^\s*(?:(?:i'?m\s+)?stuck\s+on\s+{_PLACE}|{_PLACE}\s+has\s+(?:me|got\s+me)\s+"
               r"(?:stuck|stumped|beaten))\s*[.!:;,–-]+\s*", re.I),
    # "Clue-free one for you: total takings …": a question with no clue to it
    re.compile(r"^\s*(?:a\s+|and\s+a\s+)?clue[\s-]?(?:free|less)\s+one(?:\s+for\s+you)?\s*[.!:;,–-]+\s*", re.I),
)
# "(3,5)": a letter count of several words; "(10)": of one ("(15-21)" is days, and is left)
_SEVERAL = r"\(\s*\d{1,2}(?:\s*,\s*\d{1,2})+\s*\)"
_ONE = r"\(\s*\d{1,2}\s*\)"
# "- who fits?", "Help?", "any ideas?": asking for the word, said after its letter count or the clue
_HELP = r"(?:\s*[-–,.;]?\s*(?:who|what|which)\s+fits\s*\??|\s*[.!?]?\s*(?:help|any\s+ideas?)\s*[?!]*)"
_TAIL = re.compile(rf"\s*(?P<count>{_SEVERAL}|{_ONE})(?P<stop>\s*[?.!]*)\s*{_HELP}?\s*$", re.I)
_HELP_ONLY = re.compile(rf"(?<=[.?!]){_HELP}\s*$", re.I)
# a lone "(5)" could be how many to list: "top customers (5)", "the last sales (3)"
_COUNTS_AGAINST = re.compile(r"\b(?:top|bottom|first|last|\w+(?<!s)s)\b", re.I)
# "wk 3 (15,21)", "the days (8)": a week's or a day's number, not a letter count
_DAYS_BEFORE = re.compile(r"\b(?:wk|wks|week|weeks|day|days|date|dates|on|the)\s*\d*\s*$", re.I)
_NOT_PLURAL = frozenset({"takings", "sales", "was", "is", "has", "does", "us", "this", "its", "his", "hers", "yes",
                         "less", "across", "plus", "as", "kilos", "thanks", "goes", "always", "towards"})


def _counts_against(text: str) -> bool:
    return any(m.group(0).lower() not in _NOT_PLURAL for m in _COUNTS_AGAINST.finditer(text))


# "Three letters, a supplier: ABC. How much have we paid them altogether?": the answer given, then asked about
_GIVEN = re.compile(r"^\s*(?:\w+|\d+)\s+letters?\s*,\s*(?:a|an|the|our)\s+(?:supplier|customer|fruit|product)"
                    r"\s*[:–-]\s*"
                    r"(?P<name>[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\s*[.!]\s+(?P<rest>\S.*)$", re.S)
_PRONOUN = re.compile(r"\b(?:them|him|her|it|they|he|she)\b", re.I)


def _given(text: str) -> str:
    """The name put for the one pronoun that stands for it; with none, or more than one, left whole."""
    match = _GIVEN.match(text)
    if not match or len(_PRONOUN.findall(match.group("rest"))) != 1:
        return text
    return _PRONOUN.sub(match.group("name"), match.group("rest"))


def plain(text: str) -> str:
    text = _given(text)
    lead = text
    for leading in _LEADING:
        lead = leading.sub("", lead)
    tail = _TAIL.search(lead)
    if tail and not _DAYS_BEFORE.search(lead[:tail.start()]) and (
            re.fullmatch(_SEVERAL, tail.group("count")) or not _counts_against(lead[:tail.start()])):
        ending = tail.group("stop").strip() or ("?" if text.rstrip().endswith("?") else "")
        lead = lead[:tail.start()] + ending
    elif lead != text:
        lead = _HELP_ONLY.sub("", lead)
    return lead
