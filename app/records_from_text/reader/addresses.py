"""E-mail addresses kept out of the reader's rewriting: "cust.lena@…" or "ken.yest@…" is an
address, not shorthand or a date. Each is swapped for a stand-in no rewrite touches, and put back
in the records and in what a refusal quotes."""

from __future__ import annotations

import re
import string
from typing import Any

from app.records_from_text.reader.tokens import EMAIL

_EMAIL = re.compile(EMAIL)
_STAND_IN = re.compile(r"emailslot([a-z]+)@address\.invalid")


def hide_emails(text: str) -> tuple[str, list[str]]:
    emails: list[str] = []

    def stand_in(match: re.Match[str]) -> str:
        emails.append(match.group())
        return f"emailslot{_letters(len(emails) - 1)}@address.invalid"

    return _EMAIL.sub(stand_in, text), emails


def put_back(value: Any, emails: list[str]) -> Any:
    """`value` (a string, or records of dicts and lists) with the typed addresses back."""
    if not emails:
        return value
    if isinstance(value, str):
        return _STAND_IN.sub(lambda m: emails[_index(m.group(1))], value)
    if isinstance(value, dict):
        return {key: put_back(item, emails) for key, item in value.items()}
    if isinstance(value, list):
        return [put_back(item, emails) for item in value]
    return value


def _letters(index: int) -> str:  # letters, not digits: no number rule reads them
    return string.ascii_lowercase[index % 26] * (index // 26 + 1)


def _index(letters: str) -> int:
    return string.ascii_lowercase.index(letters[0]) + 26 * (len(letters) - 1)
