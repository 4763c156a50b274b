"""How polite writers open a record: a request ("Could you kindly log …?", "Could you please change
the selling price of …?") is no question, and an opening ("I would like to record that …", "I am
afraid …") carries no doubt or plan of its own, whatever "would" or "may" says there."""

from __future__ import annotations

import re

# "Could you please log that Sue bought 2 kg of pears today?": a request to record, not a question.
# … "can u log …", "can you put in that …", "can you raise the banana price to …", "can you put the pears at …"
REQUEST = re.compile(r"^\W*(?:hi|hello|hey)?\W*(?:(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+)*"
                     r"|would\s+you\s+mind\s+(?=\w+ing\b))"
                     r"(?:log|record|add|enter|note|put\s+down|write\s+down|put\s+in\s+that"
                     r"|(?:logg|record|add|enter|not)ing"
                     r"|(?:change|set|update)\s+the\s+(?:selling\s+|shelf\s+)?price"
                     r"|(?:raise|lower|change|set|update)\s+the\s+[a-z]+\s+price\s+to(?=\s+[$£€]?\d)"
                     r"|put\s+the\s+[a-z]+\s+(?:up\s+|down\s+)?(?:to|at)(?=\s+[$£€]?\d))\b", re.I)
ASK = re.compile(r"(?:(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+)*|would\s+you\s+mind\s+"
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
# … and so is one about how it was typed, when it holds no number ("is lb ok?", "is Mr Patel enough?", "did I
# spell Luis right?", "did I get the date right?", "is that how her name's spelt?", "is it ok to put in a day late?")
_OK = r"(?:right|ok|okay|correct|alright|all\s+right|allowed|enough|fine)"
_SELF_CHECK = re.compile(r"(?<=[.!?])\s*(?:sorry,?\s*)?"
                         rf"(?:is\s+(?:that|this|it)\s+{_OK}(?:\s+to\s+do)?|is\s+it\s+that\s+simple"
                         r"|did\s+i\s+(?:do|get)\s+(?:that|this|it)(?:\s+all)?\s+right|does\s+that\s+make\s+sense"
                         r"|is\s+that\s+the\s+right\s+way"
                         r"|is\s+that\s+how(?!\s+(?:much|many)\b)(?:\s+[a-z' ]{1,30})?"  # "… how stock counts work"
                         r"|is\s+(?:'[^'?\d]{1,20}'|(?:mr|mrs|ms)\s+[a-z]+|[a-z]+)\s+"
                         rf"(?:{_OK}|the\s+right\s+(?:reason|word|way))"
                         r"|did\s+i\s+(?:do|get|use|spell|put|write|enter)\s+[^?\d]{0,30}?\b(?:right|correctly|properly)"
                         r"(?:\s+(?:reasons?|words?|dates?|units?))?"
                         r"|is\s+it\s+ok(?:ay)?\s+to\s+(?:put|enter|log|record|add)\b[^?\d]{0,30})"
                         r"\s*\?+\s*$", re.I)
_WARM_THANKS = re.compile(r"\b(thanks|thank\s+you)\s+(?:so|very)\s+much\b", re.I)
# "… . I trust this is in order.": a careful helper's hope after the record, saying nothing of it
_IN_ORDER = r"(?:this|that|it)\s+is\s+(?:all\s+)?(?:in\s+order|right|alright|correct|ok|okay)"
_SELF_TRUST = re.compile(rf"(?<=[.!])\s*i\s+(?:do\s+)?(?:trust|hope)\s+{_IN_ORDER}\s*[.!]*\s*$", re.I)


# "…, and I would be grateful if you could write that down for me.", "…, and I'd be grateful if that could be
# recorded as a sale.": the ask to record what was just told, closing the text
_GRATEFUL_AFTER = re.compile(
    r"(?:\s*,\s*(?:and\s+)?|(?<=[.!;])\s*)i\s*(?:would|'d|should)\s+be\s+(?:very\s+|most\s+)?grateful\s+if\s+"
    r"(?:you\s+(?:could|would)\s+(?:please\s+)?(?:write|put|note|record|log|enter)\s+(?:that|it|this)(?:\s+down)?"
    r"|(?:that|it|this)\s+could\s+be\s+(?:recorded|noted|entered|logged)(?:\s+as\s+an?\s+(?:sale|purchase|delivery))?)"
    r"(?:\s+for\s+me)?\s*[.!]*\s*$", re.I)


def drop_polite_asks(text: str) -> str:
    text = _GRATEFUL_AFTER.sub(".", text)
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
