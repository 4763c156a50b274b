"""A customer's words quoted, and nothing else: `Mei said "two kilos of cherries please"`.

A quote is what someone asked for; the record is what happened after it ("… and I weighed them
out, she paid", "… — sold"). A text that only reports the words, with nothing outside the quote
but who said them, says no sale happened yet, so it is refused rather than read as one."""

from __future__ import annotations

import re

from app.records_from_text.drafts import NotUnderstood

_QUOTE = re.compile(r"[\"\u201c][^\"\u201c\u201d]*[\"\u201d]")
_AMOUNT = re.compile(r"\d|\b(?:kilos?|kg|lbs?|pounds?|grams?|g)\b", re.I)
_WORD = re.compile(r"[A-Za-z']+")
# The words that only say who spoke ("Mei said", "the new customer asked me").
_SPEAKING = {"said", "says", "asked", "asks", "told", "tells", "me", "us", "the", "a", "new", "customer",
             "just", "then"}
# Reported speech, as opposed to a log line ("Mr Haddad: "three kilos …""), which names the customer over
# what they bought, as "Bob Smith: 3 kg oranges" does.
_SAID = {"said", "says", "asked", "asks", "told", "tells"}


def refuse_quote_alone(text: str) -> None:
    quote = _QUOTE.search(text)
    if not quote or not _AMOUNT.search(quote.group(0)):  # a remark quoted ("it's freezing") is refused elsewhere
        return
    outside = _QUOTE.sub(" ", text)
    words = _WORD.findall(outside)
    if words and all(w.lower() in _SPEAKING or w[0].isupper() for w in words) and _SAID & {w.lower() for w in words}:
        raise NotUnderstood("That only gives what was said; record what happened (“… and I sold it to her”).")


# What the one serving says they did after the quote: the sale happened ("weighed them out, she paid", "— sold").
_SERVED = {"and", "i", "weighed", "them", "it", "out", "she", "he", "they", "paid", "cash", "card", "done",
           "sold", "her", "him", "that", "did", "gave", "to", "so", "then", "up"}
_DONE = {"weighed", "paid", "sold", "done", "did", "gave"}
_ASKING = re.compile(r"^\s*(?:(?:i'?ll|i\s+will)\s+(?:take|grab|have)|can\s+i\s+(?:also\s+)?(?:get|have)|"
                     r"just\s+the\s+usual(?:\s+love)?\s*,?)\s*|\s*,?\s*please(?:\s*,?\s*love)?\s*[?!.]*\s*$|\s*\?\s*$",
                     re.I)


def read_quoted_order(text: str) -> str:
    """`Sue said "I'll grab a kilo of mango" and did`: one quoted order with, outside it, only who
    said it and that it was served, is the order itself ("Sue a kilo of mango"). Anything else
    outside the quote leaves the text as typed."""
    quotes = _QUOTE.findall(text)
    if len(quotes) != 1 or not _AMOUNT.search(quotes[0]):
        return text
    before, after = text.split(quotes[0], 1)
    after_words = {w.lower() for w in _WORD.findall(after)}
    if not after_words & _DONE or not after_words <= _SERVED:
        return text
    speaker = re.sub(r"(?i)\s*(?:\b(?:said|says|asked|asks)\b(?:\s+me)?|:)\s*$", "", before).strip()
    if not speaker or re.search(r"(?i)\b(?:said|asked|told)\b", speaker):
        return text
    order = quotes[0][1:-1]
    for _ in range(2):
        order = _ASKING.sub("", order)
    return f"{speaker} {order.strip()}"
