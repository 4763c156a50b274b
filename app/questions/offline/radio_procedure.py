"""A radio amateur's procedure around a question (set 92): "CQ CQ, this is M0FRT.", "Copy that.", "Roger.",
"Break break.", "QSL:" before it, "Request …" or "Confirm …" opening it, ", over." or "over and out" after it,
"how copy?" at its end, "station Omar Haddad" for a customer, and figures said digit by digit ("two-seven
February" is the 27th, "one-niner" 19, "zero-one Feb" the 1st). It is read only when the question is signed off
with "over" or carries a call sign or a Q-code, so "sales over 20" or "one-two" elsewhere keep their meaning.
"Which product showed the most stock", "how many deliveries in the log": what the records hold."""

from __future__ import annotations

import re

_CALL_SIGN = r"\b[A-Z]{1,2}\d[A-Z]{1,4}\b"  # M0FRT, G4ABC, W1AW
_SIGNED_OFF = re.compile(r"[,.;:?!]\s*over(?:\s*,?\s*and\s+out)?\s*[.?!]*\s*$", re.I)
_CONTEXT = re.compile(_SIGNED_OFF.pattern + r"|" + _CALL_SIGN + r"|\bQSL\b|\bCQ\b", re.I)
# openers in sentences of their own, or before a colon
_OPENERS = re.compile(r"^\s*(?:(?:CQ\s*,?\s*)+(?:this\s+is\s+" + _CALL_SIGN + r")?\s*[.,!]\s*|"
                      r"this\s+is\s+" + _CALL_SIGN + r"\s*[.,!]\s*|copy\s+that\s*[.,!]\s*|roger(?:\s+that)?\s*[.,!]\s*|"
                      r"(?:break\s*,?\s*)+break\s*[.,!]\s*|QSL\s*[:,]\s*|QSL\s+on\s+)+", re.I)
_REQUEST = re.compile(r"^\s*(?:request|confirm)\s+(?!(?:that|if|whether)\b)", re.I)
_HOW_COPY = re.compile(r"\s*,?\s*how\s+(?:do\s+you\s+)?copy\s*(?:\?|$)", re.I)
_STATION = re.compile(r"\bstation\s+(?=[A-Z][a-z])")
_DIGITS = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
           "seven": "7", "eight": "8", "nine": "9", "niner": "9"}
_DIGIT = r"(?:zero|one|two|three|four|five|six|seven|eight|niner|nine)"
_PAIR = re.compile(rf"\b({_DIGIT})-({_DIGIT})\b", re.I)
# "one through one-four Feb": the first day said as one digit, before a range's end said digit by digit
_LONE = re.compile(rf"(?<![-\w])({_DIGIT})(?=\s+(?:through|thru|to|till|until)\s+{_DIGIT}-{_DIGIT}\b)", re.I)
# the records' own words for what they hold
_RECORDS = [
    (re.compile(r"\s+in\s+the\s+log\b", re.I), ""),  # "how many deliveries in the log from …"
    (re.compile(r"^\s*price\s+change\s+log\s*:\s*(?=which\b)", re.I), ""),  # "price change log: which products …"
    (re.compile(r"\b(did\s+(?:[A-Z][a-z]+\s+){1,2})log\b"), r"\1make"),  # "how many sales did Omar Haddad log"
    (re.compile(r"\b(stock)\s+report\b", re.I), r"\1"),  # "stock report, all products"
    (re.compile(r"\b(which\s+(?:product|fruit)s?\s+)showed\b", re.I), r"\1had"),  # "which product showed the most"
]


_UNIT = re.compile(r"\s*(?:dollars?|bucks|kilos?|kgs?|kilograms?|%|percent|per\b)", re.I)


def _digits(match: re.Match[str]) -> str:
    """"two-seven": 27, a day (the 27th) unless a unit follows it ("two-zero dollars")."""
    number = int("".join(_DIGITS[g.lower()] for g in match.groups()))
    if _UNIT.match(match.string, match.end()) or not 1 <= number <= 31:
        return str(number)
    return f"{number}{'th' if 10 <= number % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th')}"


def plain(question: str) -> str:
    if not _CONTEXT.search(question):
        return question
    text = _SIGNED_OFF.sub("", question.strip())
    text = _HOW_COPY.sub("", _OPENERS.sub("", text))
    text = _REQUEST.sub("", text)
    text = _PAIR.sub(_digits, _LONE.sub(lambda m: _DIGITS[m.group(1).lower()], text))
    text = _STATION.sub("", text)
    for pattern, said in _RECORDS:
        text = pattern.sub(said, text)
    return text
