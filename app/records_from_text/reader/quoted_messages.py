"""A message forwarded with its quote and the reply that approves it:

    > Sam: Ann Brown 2kg pears
    ok

The quoted lines are the record, their speaker ("Sam:") only says who wrote them, and a reply that
only approves ("ok", "yes", "go ahead", "book it", "both fine") adds nothing. A reply that says
anything more ("write it off as damaged", "bin it", "no, don't") is not read as approval: the text
is left as typed, and refused there if it cannot be read."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known

_QUOTED = re.compile(r"^\s*>+\s*(?:(?P<speaker>[A-Z][a-z]+)\s*:\s*)?(?P<said>.*)$")
_FORWARDED = re.compile(r"^\s*(?:fwd?|fw|forwarded(?: message)?)\s*:?\s*$", re.I)  # "fwd:" over the quote
# Every word of an approving reply is one of these; any other word leaves the message as typed.
_APPROVING = {"ok", "okay", "k", "yes", "yep", "yeah", "yup", "fine", "confirmed", "approved", "agreed", "sure",
              "go", "ahead", "book", "log", "it", "do", "both", "all", "good", "great", "perfect", "thanks", "ta",
              "ugh", "please", "pls", "that", "them"}
_WORD = re.compile(r"[A-Za-z]+")
_ONLY_MARKS = re.compile(r"^[\s,.!👍✅👌🙏]*$")


def unquote(text: str, known: Known) -> str:
    """The quoted lines, when every other line is a forward's header or only approves them. A
    speaker who shares a name with a customer or supplier ("> Tom: got 2kg apples") stays: the
    line may be about them."""
    names = {w.lower() for party in [*known.customers, *known.suppliers] for w in party["name"].split()}
    lines = [line for line in text.splitlines() if line.strip()]
    quoted = [(m.group("said") if (m.group("speaker") or "").lower() not in names else m.group(0).lstrip(" >"))
              .strip() for line in lines if (m := _QUOTED.match(line))]
    if not quoted or not all(quoted):
        return text
    replies = [line for line in lines if not (_QUOTED.match(line) or _FORWARDED.match(line))]
    if not replies:  # a quote no one answered is not yet agreed
        return text
    for line in replies:
        words = [w.lower() for w in _WORD.findall(line)]
        if not (set(words) <= _APPROVING) or not _ONLY_MARKS.match(_WORD.sub("", line)):
            return text
    return "\n".join(quoted)
