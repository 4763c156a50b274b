"""Apologies and nerves said around a question, not in it (set 42): "Sorry, …", "Apologies - …", "I'm new so
sorry - …", "sorry to bother you", "I hope this isn't a silly question, but …", "if it's not too much
trouble", "would you mind telling me …", "… Sorry, I lost count." Each phrase is taken out whole, and only
as a whole: none of its words says what is asked, so what is left is read, or refused, as it stands (a
hedge that does — "I think" — is left for the parser to refuse; "roughly" is answer_hedges.py's)."""

from __future__ import annotations

import re

_I_AM = r"(?:i'?m|i\s+am)"
_OKAY = r"(?:okay|ok|alright|all\s+right)"
_PHRASES = [
    # "sorry", "I'm so sorry", "apologies", "sorry to bother you", "sorry to ask again", "sorry for the bother",
    # "sorry if this is obvious"
    rf"(?:{_I_AM}\s+(?:so\s+|really\s+|very\s+)?)?(?:sorry|apologies)"
    r"(?:\s+(?:to\s+(?:bother(?:\s+you)?|ask(?:\s+again)?|trouble\s+you)|for\s+(?:the\s+)?(?:bother|trouble)"
    r"|if\s+this\s+is\s+(?:obvious|a\s+silly\s+question)))?",
    # "I'm new here", "I'm new so", "I'm still learning", "I'm a bit nervous asking"
    rf"{_I_AM}\s+(?:new(?:\s+here)?(?:\s+so)?|still\s+learning|(?:a\s+bit\s+)?nervous(?:\s+asking)?)",
    # "I hope this isn't a silly question", "I hope I'm not being a pain"
    rf"i\s+hope\s+(?:this\s+isn'?t\s+a\s+(?:silly|stupid|dumb)\s+question|{_I_AM}\s+not\s+being\s+a\s+pain)",
    rf"{_I_AM}\s+not\s+sure\s+{_I_AM}\s+asking\s+this\s+right",
    # "if it's okay to ask", "if that's okay", "if it's not too much trouble"
    rf"if\s+(?:it'?s|that'?s)\s+(?:{_OKAY}(?:\s+to\s+ask)?|not\s+too\s+much\s+(?:trouble|bother))",
    # "I lost count", "I got muddled", "I know it's an odd one": about the asker, not the shop
    r"i\s+(?:lost\s+count|got\s+(?:muddled|confused|mixed\s+up)|know\s+it'?s\s+an?\s+(?:odd|strange|weird)\s+one)",
    r"(?:um+|uh+|er+m?)",
    # "if you'd be so kind", "if you would be so good" (set 88)
    r"if\s+you(?:'d|\s+would)\s+be\s+so\s+(?:kind|good)",
]
_COURTESY = re.compile(r"(?<![\w'])(?:" + "|".join(_PHRASES) + r")(?![\w'])\s*(?:[,.;:!–-]+\s*)*(?:but\b\s*)?",
                       re.I)
# "could you possibly tell me", "would you mind telling me", "could you kindly tell me": tell me
_ASKING = re.compile(r"\b(?:could|can|would)\s+you\s+(?:possibly|kindly)\s+tell\s+me\b"
                     r"|\bwould\s+you\s+mind\s+telling\s+me\b", re.I)


# "any order is fine", "in any order is ok": the leave given, said politely ("any order" is read)
_ANY_ORDER_FINE = re.compile(r"\b((?:in\s+)?any\s+order)\s+(?:is|would\s+be)\s+(?:fine|ok(?:ay)?|alright)\b", re.I)


def plain(question: str) -> str:
    text = _ANY_ORDER_FINE.sub(r"\1", _ASKING.sub("tell me", question))
    text = _COURTESY.sub(" ", text)
    return re.sub(r"^[\s,.;:!–-]+", "", text)
