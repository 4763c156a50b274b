"""Which of two customers a writer means, said beside the name: "Mrs Davis, Zoe that is, …",
"Mrs Davis (Sue, that is, not Zoe)", "Mr Smith (Bob, I mean, not his cousin Ken)", "mei chenn
that's mei". The name is rewritten as the one meant, when the shop has that customer; otherwise
the text is left as typed (and refused or asked about as usual)."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import match_person

_TITLED = re.compile(
    r"\b(?:mr|mrs|ms|miss|mister)\.?\s+(?P<surname>[A-Za-z]+)\s*[,(]\s*(?P<first>[A-Za-z]+)\s*,?\s*"
    r"(?:that\s+is|i\s+mean)\s*(?:,\s*not\s+(?:(?:his|her|their)\s+(?:[a-z]+\s+)?)?[A-Za-z]+)?\s*[,)]", re.I)
_SAID_AGAIN = re.compile(r"\b(?P<first>[A-Za-z]+)\s+(?P<surname>[A-Za-z]+),?\s+that'?s\s+(?P<again>[A-Za-z]+)\b", re.I)


# the surname said first after a title ("Mrs Davis Zoe"), or the surname in brackets ("Omar (Haddad)"):
# rewritten only when the two, put the other way round, are exactly a customer's name
_SURNAME_FIRST = re.compile(
    r"\b(?:mr|mrs|ms|miss|mister)\.?\s+(?-i:(?P<surname>[A-Z][a-z]+)\s+(?P<first>[A-Z][a-z]+))\b", re.I)
_SURNAME_BRACKETED = re.compile(r"(?-i:\b(?P<first>[A-Z][a-z]+)\s*\((?P<surname>[A-Z][a-z]+)\))")
# the other customer of that surname denied beside a full name: "Zoe Davis (not Sue Davis, the other one)"
_NOT_THE_OTHER = re.compile(r"(?-i:\b(?P<first>[A-Z][a-z]+)\s+(?P<surname>[A-Z][a-z]+))\s*\(\s*not\s+"
                            r"(?P<other>[A-Za-z]+(?:\s+[A-Za-z]+)?)\s*(?:,\s*the\s+other\s+one)?\s*\)", re.I)
# … or after the record: "Just to be clear, it was Zoe, not Sue." (the one named in the text)
_IT_WAS = re.compile(r"(?:^|(?<=[.!]\s))(?:just\s+to\s+be\s+clear\s*,\s*)?it\s+was\s+(?P<meant>[A-Za-z]+)\s*,\s*not\s+"
                     r"(?P<other>[A-Za-z]+)\s*[.!]*\s*(?=$|\n)", re.I)


def name_the_one_meant(text: str, known: Known) -> str:
    customers = [c["name"] for c in known.customers]

    def titled(match: re.Match[str]) -> str:
        name = f"{match.group('first')} {match.group('surname')}"
        found = match_person(name, customers)
        return f"{found.unique} " if found and found.unique else match.group()

    def again(match: re.Match[str]) -> str:
        if match.group("again").lower() != match.group("first").lower():
            return match.group()
        found = match_person(f"{match.group('first')} {match.group('surname')}", customers)
        return found.unique if found and found.unique else match.group()

    def exactly(match: re.Match[str]) -> str:
        found = match_person(f"{match.group('first')} {match.group('surname')}", customers)
        return found.unique if found and found.unique and found.exact else match.group()

    def not_the_other(match: re.Match[str]) -> str:  # kept unless both are customers, and not the same one
        named = match_person(f"{match.group('first')} {match.group('surname')}", customers)
        other = match_person(match.group("other"), customers)
        if not (named and named.unique and named.exact and other and other.unique) or other.unique == named.unique:
            return match.group()
        return f"{match.group('first')} {match.group('surname')}"

    def it_was(match: re.Match[str]) -> str:  # the customer named in the text, not another of that name's kind
        meant = [c for c in customers if c.split()[0].lower() == match.group("meant").lower()]
        other = [c for c in customers if c.split()[0].lower() == match.group("other").lower()]
        if len(meant) != 1 or len(other) != 1 or meant == other or meant[0] not in text[:match.start()]:
            return match.group()
        return ""

    text = _SURNAME_BRACKETED.sub(exactly, _SURNAME_FIRST.sub(exactly, text))
    text = _IT_WAS.sub(it_was, _NOT_THE_OTHER.sub(not_the_other, text)).strip()
    return _SAID_AGAIN.sub(again, _TITLED.sub(titled, text))
