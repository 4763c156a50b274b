"""What an unsure owner says about themself around a question (set 58): "not sure if this is the right place
but …", "honestly no idea, …", "just wondering how many …", "any idea how many …", "remind me what …",
"wait, …", "eh, …", "what's … again?", "… I always forget", "… I forget", "… if u can", "… lol", "… anyway",
"… d'you reckon" (set 70). Each is taken out whole, and only at the start or the end of the question, where it
says nothing about what is asked; what is left is
read, or refused, as it stands. Hedges on the answer itself ("roughly", "give or take") are taken out after
these (answer_hedges.py)."""

from __future__ import annotations

import re

_ASKS = r"(?=(?:how|what|which|who|whos|who's|when|did|do|does|is|are|was|were)\b)"
_LEADING = re.compile(
    r"^\s*(?:"
    r"(?:i'?m\s+)?not\s+sure\s+if\s+this\s+is\s+the\s+right\s+place(?:\s+to\s+ask)?\s*[,;:–-]?\s*but\s*[,;:–-]?"
    r"|(?:honestly\s*,?\s+)?no\s+idea\s*[,;:–-]"
    r"|(?:i\s+was\s+|i'?m\s+)?just\s+wondering\s*[,;:–-]?\s*" + _ASKS
    + r"|any\s+idea\s*[,;:–-]?\s*" + _ASKS
    + r"|(?:can\s+you\s+)?remind\s+me\s*[,;:–-]?\s*" + _ASKS
    + r"|(?:oh\s+)?wait\s*[,;:–-]|(?:eh|hmm+)\s*[,;:–-]"
    r")\s*", re.I)
_TRAILING = re.compile(
    r"(?:[\s,;.!?–-]+(?:i\s+(?:always\s+)?forget|i\s+can(?:'|no)?t\s+remember|if\s+(?:u|you)\s+can|lol|haha"
    r"|anyway|(?:d'?\s*you|do\s+you|you)\s+reckon"  # "…, anyway?", "…, d'you reckon?": said about the asking
    # "…, now in a minute I'll cash up?": what the asker does next (set 88)
    r"|(?:now\s+)?(?:in\s+a\s+minute|before|when|once)\s+i(?:'ll|\s+will)?\s+cash\s+up))+"
    r"[\s.!?]*$", re.I)

# "what's the banana price again?": asked once more, not a second time of anything; only after "what is/was …",
# where "again" can say nothing of what was done ("did Zoe buy again" is left as it stands)
_AGAIN = re.compile(r"^(\s*(?:sorry\s*,?\s*)?what(?:'s|\s+is|\s+was|\s+are|\s+were)\s.*?)[\s,]+again\s*([?.!]*)\s*$",
                    re.I)


def plain(question: str) -> str:
    text = _AGAIN.sub(r"\1\2", _LEADING.sub("", question))
    return _TRAILING.sub("?" if question.rstrip().endswith("?") else "", text)
