"""A Kenyan-English manager's words for what the reader already reads (set 96): "kindly avail" and "kindly
share" a figure are "give me" it; "Sawa," opening the question is assent, not the question; "Madam Ida" and
"Mzee Bob" are the customers named; kilos that "have gone out" went out (were sold); what "we were having" on
a day is what we had, and "the 20th evening" is the close of that day; money "used to buy stock" is spent on it;
customers who "have come for" a fruit have bought it."""

from __future__ import annotations

import re

_SAID = (
    (re.compile(r"\b(?:(?:kindly|please)\s+)?avail\s+(?:to\s+)?(?:(?:me|us)\s+)?(?:with\s+)?", re.I), "give me "),
    (re.compile(r"\b(?:kindly|please)\s+share\s+(?:with\s+(?:me|us)\s+)?", re.I), "give me "),
    (re.compile(r"^\s*(?:sawa|sawa\s+sawa|okay\s+sawa)\s*[,!.;:–-]+\s*", re.I), ""),
    # a term of respect before a name: the name
    (re.compile(r"\b(?:madam|madame|mama|mzee|auntie|aunty|bwana)\s+(?=[A-Z][a-z])", re.I), ""),
    # "how many kgs of pears have gone out": went out (sold); the rest of a sentence ("you've bought have gone
    # out the door") is read as it stands
    # (kilos only: money that "has gone out in refunds" is read elsewhere)
    (re.compile(r"\b(how\s+(?:many|much)\s+(?:kgs?|kilos?|kilograms?)(?:\s+of\s+(?:the\s+)?[a-z]+)?)\s+(?:have|has)\s+"
                r"gone\s+out\b(?!\s+(?:in|on|as|to)\b)", re.I), r"\1 went out"),
    (re.compile(r"\bwe\s+were\s+having\b", re.I), "we had"),
    # "how much money have we used to buy stock from Green Valley": spent on stock
    (re.compile(r"\b(have|did)\s+we\s+used?\s+to\s+buy\s+(?=stock|fruit|goods)", re.I), r"\1 we spent on "),
    # "which customers have come for mangoes": have bought them
    (re.compile(r"\b(customers|who)\s+(have|has)\s+come\s+for\s+(?=(?:the\s+)?[a-z]+\s*[?.!]*\s*$)", re.I),
     r"\1 \2 bought "),
    # "on the 20th evening", "the 20th in the evening": at the close of the 20th
    (re.compile(r"\b(?:on\s+)?the\s+(\d{1,2}(?:st|nd|rd|th))\s+(?:in\s+the\s+)?(?:evening|night)\b", re.I),
     r"at close on the \1"),
)


def plain(question: str) -> str:
    text = question
    for said, plain_words in _SAID:
        text = said.sub(plain_words, text)
    return text
