"""How polite writers open a record: a request ("Could you kindly log …?", "Could you please change
the selling price of …?") is no question, and an opening ("I would like to record that …", "I am
afraid …") carries no doubt or plan of its own, whatever "would" or "may" says there."""

from __future__ import annotations

import re

# "Could you please log that Sue bought 2 kg of pears today?": a request to record, not a question.
REQUEST = re.compile(r"^\W*(?:hi|hello|hey)?\W*(?:(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)*"
                     r"|would\s+you\s+mind\s+(?=\w+ing\b))"
                     r"(?:log|record|add|enter|note|put\s+down|write\s+down"
                     r"|(?:logg|record|add|enter|not)ing"
                     r"|(?:change|set|update)\s+the\s+(?:selling\s+|shelf\s+)?price)\b", re.I)
ASK = re.compile(r"(?:(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)*|would\s+you\s+mind\s+"
                 r"(?:logging|recording|adding|entering|noting)\b)", re.I)
# "… on the 22nd. Could you please record that? Thank you.": the ask after the record, and thanks
# however warm ("thanks so much", "thank you very much"), say nothing of their own
# … and so is one to anyone ("Can someone put that through?") or told ("Please log both.", "Please update the
# labels.", its "update" already dropped before "price labels"): the record is said before it
_ASK_AFTER = re.compile(r"(?<=[.!;])\s*(?:(?:could|can|would|will)\s+(?:you|someone|somebody|anyone|one\s+of\s+you)\s+"
                        r"(?:please\s+|kindly\s+)*(?:record|log|note|add|enter|put)\s+(?:that|it|this|them|both)"
                        r"(?:\s+(?:through|in|down|on\s+the\s+system))?(?:\s+(?:for\s+me|please))?\s*\?"
                        r"|please\s+(?:record|log|note|add|enter|put)\s+(?:that|it|this|them|both)"
                        r"(?:\s+(?:through|in|down|on\s+the\s+system))?\s*[.!]"
                        r"|please\s+(?:(?:update|change|redo)\s+)?the\s+(?:price\s+|shelf\s+)?(?:labels?|tickets?|signs?)\s*[.!])",
                        re.I)
# "… ? Is that right?", "… ? did I do it right?": a newcomer checking the wording asks nothing of the record
# (a question with something of its own, "is that the right price?", "is that too much?", is left to refuse)
_SELF_CHECK = re.compile(r"(?<=[.!?])\s*(?:sorry,?\s*)?"
                         r"(?:is\s+(?:that|this|it)\s+(?:right|ok|okay|correct|alright|all\s+right)"
                         r"|did\s+i\s+(?:do|get)\s+(?:that|this|it)(?:\s+all)?\s+right|does\s+that\s+make\s+sense"
                         r"|is\s+that\s+how\s+(?:i\s+do\s+it|it\s+goes|it\s+works)|is\s+that\s+the\s+right\s+way)"
                         r"\s*\?+\s*$", re.I)
_WARM_THANKS = re.compile(r"\b(thanks|thank\s+you)\s+(?:so|very)\s+much\b", re.I)
# "… . I trust this is in order.": a careful helper's hope after the record, saying nothing of it
_IN_ORDER = r"(?:this|that|it)\s+is\s+(?:all\s+)?(?:in\s+order|right|alright|correct|ok|okay)"
_SELF_TRUST = re.compile(rf"(?<=[.!])\s*i\s+(?:do\s+)?(?:trust|hope)\s+{_IN_ORDER}\s*[.!]*\s*$", re.I)


def drop_polite_asks(text: str) -> str:
    return _WARM_THANKS.sub(r"\1", _ASK_AFTER.sub("", _SELF_CHECK.sub("", _SELF_TRUST.sub("", text))))
# How careful writers open a record ("It should be recorded that …", "I wish to record …"): no
# doubt and nothing still to come, whatever "should" or "would" says elsewhere.
PREAMBLE = re.compile(
    r"^\W*(?:please\s+)?(?:kindly\s+)?(?:be\s+so\s+kind\s+as\s+to\s+)?(?:"
    r"i\s+should\s+be\s+grateful\s+if\s+you\s+would\s+(?:record|note|enter|log)|it\s+should\s+be\s+(?:recorded|noted)|"
    r"i\s+wish\s+to\s+(?:record|note|report)|please\s+be\s+advised|be\s+advised|for\s+the\s+record,?|"
    r"i\s+hereby\s+record|it\s+is\s+(?:regrettable|my\s+duty)\s+to\s+report|let\s+it\s+be\s+(?:recorded|noted)|"
    r"i\s+(?:should|must)\s+(?:record|note)|i\s+regret\s+to\s+(?:record|report)|i\s*(?:am|'m)\s+afraid|"
    r"i\s*(?:should|would|'d)\s+be\s+grateful\s+if\s+you\s+(?:could|would)\s+(?:please\s+)?(?:record|note|enter|log)|"
    r"i\s*(?:would|'d)\s+like\s+(?:you\s+)?to\s+(?:record|note|log|report|enter)|"
    # a letter's: "I write to inform you that …", "I have the honour to inform you that …"
    r"i\s+(?:write|am\s+writing)\s+to\s+(?:inform\s+you|record|report|let\s+you\s+know)|"
    r"i\s+have\s+the\s+honou?r\s+to\s+(?:inform\s+you|report)|"
    # a helper's hope before the record: "I trust you won't mind:", "I hope this is in order:"
    r"i\s+(?:do\s+)?(?:trust|hope)\s+you\s+(?:will\s+not|won't|do\s+not|don't)\s+mind\s*[:,]\s*(?:but\s+)?|"
    rf"i\s+(?:do\s+)?(?:trust|hope)\s+{_IN_ORDER}\s*:|"
    r"i\s+hope\s+i\s+(?:have|'ve)\s+done\s+(?:this|that|it)\s+(?:correctly|right|properly)\s*:)"
    r"(?:\s+that)?\s*,?\s*", re.I)
