"""A business's slang for its biggest customer (set 98): "our whale", "the whale", "a big whale" is the
biggest spender, read as "biggest spender" ("whales", several, as "biggest spenders", which the reader asks
how many of, or ranks)."""

from __future__ import annotations

import re

_WHALE = re.compile(r"\b(?:a\s+)?(?:(?:the\s+)?(?:biggest|largest|big|top)\s+)?whale(s?)\b", re.I)


def plain(question: str) -> str:
    return _WHALE.sub(lambda m: "biggest spender" + m.group(1), question)
