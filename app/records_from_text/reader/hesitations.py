"""A newcomer's nerves around a record: "sorry, still learning this — …", "um hi, …", "just checking
this works… …", "hope I'm doing this right: …", and after it "Sorry this is my first day!", "I only
just remembered, sorry", "hope I did the refund right", "Did I spell that right?", "was that ok to
do?", "is this how I put it in?". They are about
the writer or the typing, not the record: politeness, not doubt. Dropped from the text's start and
end only, and only in these shapes; a doubt about what happened ("I think it was 3 kg?", "not sure
how much") is left for the reader to refuse."""

from __future__ import annotations

import re

_END = r"\s*(?:[,:;.!\u2014\u2013-]+|\.\.\.|\u2026)\s*"
_OPENING = re.compile(
    r"^\s*(?:(?:u+m+|e+r+m+|u+h+)\b,?\s*(?:hi\b)?|ok(?:ay)?\s+so\b|"
    r"sorry(?:\s+to\s+bother(?:\s+you)?|\s+if\s+this\s+is\s+the\s+wrong\s+(?:place|button|box|way)"
    r"|,?\s+(?:i'?m\s+)?still\s+learning(?:\s+this)?|,?\s+forgot\s+(?:earlier|before))?|"
    r"just\s+checking\s+(?:this|it)\s+works|hope\s+i'?m\s+doing\s+(?:this|it)\s+right|"
    r"i\s+think\s+i\s+did\s+(?:it|this)\s+right\s*\?|"
    r"can\s+i\s+put\s+(?:two|both|them|these|more\s+than\s+one)\s+in\s+one\s+message\s*\?|"
    r"not\s+sure\s+if\s+this\s+is\s+(?:right|the\s+right\s+way|how\s+you\s+do\s+it)(?:\s+but\b|\s*[,:\u2014-]))"
    rf"(?:{_END}|\s+)", re.I)
# a bare "sorry" closes a record only after its own mark ("…, sorry!"), never inside an aside ("(logging late sorry)")
_SORRY = re.compile(r"[,.;!\u2014\u2013-]+\s*sorry\s*[!.]*\s*$", re.I)
_CLOSING = re.compile(
    r"(?:[,.;!\u2014\u2013-]+\s*|\s+|\s*\(\s*)(?:and\s+)?(?:"
    r"i\s+(?:only\s+)?just\s+remembered|i\s+forgot(?:\s+(?:earlier|before|to\s+put\s+it\s+in))?|"
    r"sorry(?:,?\s+this\s+is\s+my\s+first\s+(?:day|shift|week)|\s+(?:about|for)\s+(?:the\s+)?(?:no\s+capitals|the\s+delay|"
    r"the\s+typos?|my\s+spelling)|,?\s+(?:the\s+)?(?:kids?|baby|toddler|little\s+one)\s+(?:is\s+|are\s+)?(?:screaming|crying|"
    r"yelling|shouting|climbing\s+on\s+me)|,?\s+fat\s+fingers?|,?\s+typing\s+(?:one[\s-]handed|with\s+one\s+hand))|"
    r"hope\s+(?:i\s+did\s+(?:it|that|this|the\s+\w+)\s+right|that'?s\s+(?:ok|okay|right|fine|allowed"
    r"(?:\s+to\s+(?:write|put)\s+(?:here|in))?))|"
    r"i\s+just\s+wasn'?t\s+sure\s+how\s+to\s+put\s+(?:it|this|that)\s+in|"
    r"did\s+i\s+spell\s+(?:that|it|this|(?:his|her|their)\s+name)\s+right\s*\?|in\s+case\s+(?:that|it)\s+helps|"
    # whether it was allowed, or typed the right way; never "is that right?" (the amounts may be what is doubted)
    r"(?:is|was)\s+(?:that|this|it)\s+(?:ok(?:ay)?|alright|all\s+right|fine)(?:\s+to\s+do)?\s*\?|"
    r"is\s+(?:that|this)\s+how\s+(?:i|you|we)\s+(?:put|enter|type|write|record)\s+(?:it|this|that)(?:\s+in)?\s*\?)"
    r"\s*[)!.?]*\s*$", re.I)


def drop_hesitations(text: str) -> str:
    before = None
    while before != text:
        before = text
        text = _SORRY.sub("", _CLOSING.sub("", _OPENING.sub("", text, count=1), count=1))
    return text.strip() or before.strip()
