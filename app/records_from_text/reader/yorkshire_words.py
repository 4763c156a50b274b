"""Words of a Yorkshire writer's speech inside a shop record ("Tom Lee 'ad 2 kilo o' pears",
"counted t' cherries", "Bob Smith fetched 'is cherries back", "ey up, …"): each is put in the English
the reader knows before it reads, as the Scots words are (scots_words.py, which reads "o'", "an'"
and a dropped g).

Only forms that are no English word as typed are rewritten: an h dropped and marked ("'ad" had,
"'alf" half, "'is" his, "'er" her, "'e" he, "'im" him, "'ave" have, "'as" has; a name after a
title, "Mr 'Addad"), a g dropped and marked
("mornin'"), "t'" (the), "fetched" with "back" after it (brought back: a return), "ey up" opening a
message (hello) and "nowt much doin," before the record (a quiet day). Anything else ("fer nowt":
free; "19 quid" for how many?) is left as typed and refused there if it cannot be placed."""

from __future__ import annotations

import re

_DROPPED_H = {"ad": "had", "alf": "half", "is": "his", "er": "her", "e": "he", "im": "him", "ave": "have",
              "as": "has"}
_H = re.compile(r"(?<![\w'])'(" + "|".join(_DROPPED_H) + r")(?![\w'])", re.I)
# a name with its h dropped and marked, after a title: "Mr 'Addad" is Mr Haddad
_TITLED_H = re.compile(r"\b((?:Mr|Mrs|Ms|Miss|Dr)\.? )'([AEIOU])(?=[a-z]{2,})")
_THE = re.compile(r"(?<![\w'])([tT])'(?=\s+[a-z])")  # "t' cherries", "t' day before yesterday"
# "fetched back", "fetched 'em back", "fetched 'is cherries back": brought back, never "fetched from the van"
_FETCHED = re.compile(r"\bfetched(?=\s+(?:back\b|(?:'?[a-z]+\s+){1,3}back\b))", re.I)
# a g dropped and marked: "this mornin'", "sellin' at" (a word in lower case; never a name in quotes, 'Kevin')
_DROPPED_G = re.compile(r"(?<![\w'])([a-z]{2,}in)'(?=[\s,.;:!]|$)")
_EY_UP = re.compile(r"^(\s*)ey\s+up\b(?=\s*[,!.])", re.I)
# "nowt much doin, …" opening a message: a quiet day, said before the record
_QUIET = re.compile(r"^\s*(?:nowt|not)\s+much\s+(?:doin[g']?|goin[g']?\s+on|happenin[g']?)\s*[,;:!.]+\s*", re.I)


def yorkshire_in_english(text: str) -> str:
    text = _H.sub(lambda m: _DROPPED_H[m.group(1).lower()], text)
    text = _TITLED_H.sub(lambda m: f"{m.group(1)}H{m.group(2).lower()}", text)
    text = _THE.sub(lambda m: "The" if m.group(1) == "T" else "the", text)
    text = _QUIET.sub("", _DROPPED_G.sub(r"\1g", text))
    return _EY_UP.sub(r"\1hello", _FETCHED.sub(lambda m: "Brought" if m.group()[0] == "F" else "brought", text))
