"""How names and text are normalised before they reach the ledger."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import inflection

# Words ending in -s that are already singular; the library would cut their last letter.
for _word in ("asparagus", "citrus", "hummus", "molasses", "couscous", "swiss chard"):
    inflection.UNCOUNTABLES.add(_word)


@lru_cache(maxsize=4096)
def product_name(raw: str) -> str:
    """Products are stored singular and lower-case: "Cherries" -> "cherry"."""
    words = raw.strip().lower().split()
    if not words:
        return ""
    # Only the last word is the noun in "green apples" / "blood oranges".
    words[-1] = inflection.singularize(words[-1])
    return " ".join(words)


def split_person_name(full_name: str) -> tuple[str, str]:
    """First word is the first name, the rest the last name ("Mary Ann Lee" -> Mary, Ann Lee)."""
    parts = full_name.split()
    if not parts:
        return "", ""
    return parts[0], " ".join(parts[1:])


def same_name(a: str | None, b: str | None) -> bool:
    return (a or "").strip().casefold() == (b or "").strip().casefold()


_SPACES = re.compile(r"\s+")
_NOT_DIGITS = re.compile(r"\D")


def clean_text(raw: str, *, multiline: bool = False) -> str:
    """Text as people meant it: NFKC (full-width letters, ligatures), no control or format
    characters (NUL, ANSI escapes, right-to-left overrides, zero-width spaces), one space between
    words. A look-alike name then compares equal, and nothing typed can drive a terminal.
    `multiline` keeps line breaks (a note's text). Lone surrogates (undecodable bytes) are refused."""
    if raw.isascii() and raw.isprintable():  # the usual case, and every replayed record: nothing to fold
        return (_SPACES.sub(" ", raw) if "  " in raw else raw).strip()  # printable ASCII: " " is its only space
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("holds bytes that are not valid text") from None
    text = unicodedata.normalize("NFKC", raw)
    kept = []
    for char in text:
        if char == "\n" and multiline:
            kept.append(char)
        elif unicodedata.category(char) in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp"):
            kept.append(" " if char in "\t\r\n\x0b\x0c\u2028\u2029" else "")
        else:
            kept.append(char)
    text = "".join(kept)
    if multiline:
        return "\n".join(_SPACES.sub(" ", line).strip() for line in text.split("\n")).strip()
    return _SPACES.sub(" ", text).strip()


def phone_text(raw: str | None) -> str | None:
    """The one way a phone number is kept, decided by its digits alone: 7 and 10 digits grouped
    the usual way ("(531) 354-1000", "531.354.1000" and "5313541000" are all "531-354-1000"),
    longer numbers as international ("+" and the digits; "00" is the same prefix). A number that
    starts with one 0 is a national number outside North America ("07700 900123", "0412 333 908"):
    its digits, however spaced, and never a "+" (no country code starts with 0; a "+0…" kept by
    an earlier version reads the same). Text with no digit is kept as typed (nothing to compare)."""
    if raw is None:
        return None
    digits = _NOT_DIGITS.sub("", raw)
    if not digits:
        return raw.strip() or None
    if digits.startswith("00") and len(digits) > 2:
        return "+" + digits[2:]
    if digits.startswith("0"):
        return digits
    if len(digits) == 10:
        return f"{digits[:3]}-{digits[3:6]}-{digits[6:]}"
    if len(digits) == 7:
        return f"{digits[:3]}-{digits[3:]}"
    return "+" + digits if len(digits) > 10 else digits


def email_text(raw: str | None) -> str | None:
    """The one way an email address is kept: trimmed and lower-cased (no shop's mail server
    tells Bob@x.com from bob@x.com)."""
    if raw is None:
        return None
    return raw.strip().casefold() or None


def same_contact(a: str | None, b: str | None, *, phone: bool) -> bool:
    """Two phone numbers are the same when their digits are; two emails ignoring case."""
    if not a or not b:
        return False
    if phone:
        return bool(re.search(r"\d", a)) and phone_text(a) == phone_text(b)
    return email_text(a) == email_text(b)
