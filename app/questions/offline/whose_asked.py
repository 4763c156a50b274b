""""whose" asking for the person: said first ("Whose was the biggest sale?") or tagged on after the thing
("biggest single sale of the month — whose was it?", "the largest sale today, whose?"). It asks which
customer, as "who" does; read as a filler it was dropped and the bare amount answered (sets 44, 46).
"whose" joining a clause ("customers whose last visit was before the 20th") is left as it is."""

from __future__ import annotations

import re

_ASKED = re.compile(r"^\s*whose\b"  # "Whose was the biggest sale"
                    r"|\bwhose(?=\s+(?:was|is|were|are)\s+(?:it|that|this|they|those)\b)"  # "… — whose was it?"
                    r"|\bwhose(?=\s*[?.!]*\s*$)", re.I)  # "… today, whose?"


def plain(text: str) -> str:
    return _ASKED.sub("who", text)
