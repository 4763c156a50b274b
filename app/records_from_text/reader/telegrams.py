"""A record typed as a telegram ("Zoe Davis. Bananas 2 kg. Today. STOP", "Received ex ABC 20 kg apples at
1.10 per kg. STOP", "Grapes to 3.00 per kg effective today. Affirmative. STOP", "Bananas to 1.30 per kg wef
today STOP", "Mrs Chen apples 2 kg, 1100 hrs. STOP"): each is put in the English the reader knows before it
reads, as a ship's log is (ship_log.py).

Read only in a text with the telegram's own "STOP" in capitals after what it ends (never opening the text, so
"STOP selling the pears" is left as typed), so an English line is never changed. "STOP" ends a sentence;
"Affirmative." and "Roger." confirm and say nothing of the record; "wef" is "with effect from", so
"effective"; a time of day in four figures with "hrs" after a comma ("…, 1100 hrs") says when in the day and
goes; a day alone as a sentence ("Bananas 3 kg. Yesterday.") dates the sentence before it, and "Both today."
after records of today goes; a heading as a sentence ("Price change.", "Stock check apples.", "Pears
counted.") heads the sentence after it, and "Written off." closes the one before it. Anything else is left
and refused there if it cannot be placed."""

from __future__ import annotations

import re

_HHMM = r"(?:[01]\d|2[0-3])[0-5]\d"
# "STOP" in capitals after a word or a stop, ending the text or followed by another sentence
_STOP = re.compile(r"(?<=\S)(?:\s*[.,;])?\s+STOP(?:\s*[.!])?(?=\s+[A-Z0-9]|\s*$)")
_REWRITES = [
    (r"(?:^|(?<=[.;]\s))\s*(?:affirmative|roger)\s*[.!]\s*", ""),  # "Affirmative.": a confirmation only
    (r"\bw\.?e\.?f\.?(?=\s+(?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d))",
     "effective"),
    (rf"\s*,\s*{_HHMM}\s*(?:hrs|hours)\b\.?", "."),  # "…, 1100 hrs": when in the day, not the record
    # a day alone as a sentence is when the record before it was: "Bananas 3 kg. Yesterday."; "Both today." of
    # records all of today says nothing more
    (r"(?<=[a-z0-9])\s*\.\s+((?:to|yester)day|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*\.", r" \1."),
    (r"(?<=\.)\s*(?:both|all)\s+today\s*\.", ""),
    # a heading as a sentence of its own heads the next: "Price change. Oranges 1.60 …", "Stock check apples.
    # 31 kg counted.", "Pears counted. 22 kg."; "Written off." closes the write-off said before it
    (r"((?:^|(?<=\.\s))(?:price\s+change|stock\s+(?:check|count)(?:\s+[a-z]+)?))\s*\.\s+(?=[A-Z0-9])", r"\1: "),
    (r"((?:^|(?<=\.\s))[a-z]+\s+counted)\s*\.\s+(?=\d)", r"\1 "),
    (r"(?<=[a-z])\s*\.\s+(written\s+off|thrown\s+away|binned)\s*\.", r", \1."),
]


def telegram_in_english(text: str) -> str:
    if not _STOP.search(text):
        return text
    text = _STOP.sub(".", text)
    for pattern, replacement in _REWRITES:
        text = re.sub(pattern, replacement, text, flags=re.I | re.M)
    return re.sub(r"\.(?:\s*\.)+", ".", text).strip()
