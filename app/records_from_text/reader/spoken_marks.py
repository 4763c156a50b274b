"""What a screen-reader user dictates: punctuation said as words ("delivery from green valley farms colon
thirty kilos mango …", "new customer comma priya nair comma …", "… full stop") and letters spelt one by one
("a b c delivered …", "f y i comma …"). The marks are put where they were said, and a run of three or more
single letters, said one after another, is the word they spell ("abc", "fyi"), before anything else reads
the text. "comma", "colon", "semicolon" and "full stop" are no word of a shop record; they are read as marks
only when said as words between other words (never inside a word: "colonial"). A run of one or two letters
("a b") is left as typed."""

from __future__ import annotations

import re

_MARKS = {"comma": ",", "colon": ":", "semicolon": ";", "semi colon": ";", "full stop": "."}
_SAID = re.compile(r"\s+(comma|colon|semi\s?colon|full\s+stop)\b(?=\s|$)", re.I)
_LETTERS = re.compile(r"(?<![\w'.@-])(?:[a-z] ){2,}[a-z](?![\w'.@-])|(?<![\w'.@-])(?:[A-Z] ){2,}[A-Z](?![\w'.@-])")


def marks_as_typed(text: str) -> str:
    if not _SAID.search(text) and not _LETTERS.search(text):
        return text
    text = _LETTERS.sub(lambda m: m.group().replace(" ", ""), text)
    return _SAID.sub(lambda m: _MARKS[" ".join(m.group(1).lower().split())], text)
