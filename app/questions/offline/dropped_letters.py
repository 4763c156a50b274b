"""Letters a Yorkshire speaker drops, written as said (set 86): "t'" for "the" ("t'strawbs", "t'20th"),
an "h" lost at a word's start ("'ow much", "'ave we", "'ad", "'anded back"), "o'" for "of", "wi'" for
"with", "gi'" for "give", "an'" for "and", and the "g" of "-ing" ("goin'", "sellin'"). Written out in
full before anything is read, so the words are the ones the reader knows."""

from __future__ import annotations

import re

_Q = "['’‘]"
_SAID = (
    # "t'strawbs", "on t'20th", "t' Monday": the (only a lone "t" before the mark: "don't" keeps its "t")
    (re.compile(rf"(?<![\w'’‘])t{_Q}\s?(?=\w)", re.I), "the "),
    # "'ow", "'ave", "'ad", "'as", "'anded": the h said without
    (re.compile(rf"(?<![\w'’‘]){_Q}(ow|ave|ad|as|aving|anded|ere|im|ome|alf)\b", re.I), r"h\1"),
    # "o' bananas", "wi' us", "gi' us", "today an' all"
    (re.compile(rf"(?<![\w'’‘])o{_Q}(?=\s)", re.I), "of"),
    (re.compile(rf"(?<![\w'’‘])wi{_Q}(?=\s|$)", re.I), "with"),
    (re.compile(rf"(?<![\w'’‘])gi{_Q}(?=\s)", re.I), "give"),
    (re.compile(rf"(?<![\w'’‘])an{_Q}(?=\s)", re.I), "and"),
    # "goin' for", "sellin' at", "costin'": the -ing said short
    (re.compile(rf"\b([a-z]{{2,}}in){_Q}(?=[\s,.?!;:]|$)", re.I), r"\1g"),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
