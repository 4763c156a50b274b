"""Two shapes a comparison is asked in (set 58), said again in the shape the reader reads: "how many kilos
more did Raj buy than Ida" is "how many more kilos …"; "did Bob spend more than Mei in February? by how
much?" asks the difference, "how much more did Bob spend than Mei in February". A yes-or-no comparison
without "by how much" is left as it stands."""

from __future__ import annotations

import re

_UNIT_MORE = re.compile(r"\bhow\s+many\s+(kilos?|kgs?|kilograms?|sales)\s+(more|fewer|less)\b", re.I)
_DID_MORE = re.compile(r"^\s*did\s+(?P<a>[^?]+?)\s+(?P<verb>spend|buy|take|sell|make|earn)\s+(?P<way>more|less)\s+"
                       r"than\s+(?P<b>[^?]+?)\s*\?\s*(?:and\s+)?by\s+how\s+much\s*[?.!]*\s*$", re.I)


def plain(text: str) -> str:
    text = _UNIT_MORE.sub(r"how many \2 \1", text)
    return _DID_MORE.sub(lambda m: f"how much {m['way']} did {m['a']} {m['verb']} than {m['b']}?", text)
