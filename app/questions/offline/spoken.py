"""What an owner says on the phone, short and spoken (set 14): "what'd we take", "Monday's
takings", "how'd the 3rd go", "money-wise" — made into the words the parser reads."""

from __future__ import annotations

import re

from app.questions.offline.lexicon import MEASURE_WORDS
from app.questions.offline.words import Words

# "what'd", "how much'd"; said to a phone, the apostrophe is lost: "whatd", "howd" (no other word)
_ASKED_SHORT = re.compile(r"\b(what|how|when|who|where|much|many)['’](d|ve)\b|\b(what|how|when|who|where)(d)\b",
                          re.I)
# "how's cherry stock looking": how it is ("looking" says nothing of what is asked)
_LOOKING = re.compile(r"^(\s*how(?:\s+(?:is|are)|['’]s|['’]re)\s+\S.*?)\s+looking\b", re.I)
# "Monday's takings": that one Monday (the last), as "on Monday" is; a bare "Monday" could be every one
_WEEKDAY_OF = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)['’]s\b", re.I)
# "how'd Tuesday go": that Tuesday, the subject of a question about one day
_HOW_DAY_WENT = re.compile(r"\bhow\s+(did|was)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+"
                           r"(go|do)\b", re.I)
# "week's takings so far": this week's ("last week's" is read as it is)
_WEEKS = re.compile(r"(?<!last )(?<!past )(?<!previous )(?<!next )\b(?:the\s+|this\s+)?week['’]s\b", re.I)
# "which day of the week's your busiest": the day of the week is (set 80 read "this week")
_DAY_OF_THE_WEEK_IS = re.compile(r"\b(day\s+of\s+the\s+week)['’]s\b", re.I)
_WISE = re.compile(r"\b(?:money|cash|dollar)[\s-]?wise\b", re.I)  # "how'd we do, money-wise": in money


# "whose single purchase was the biggest": who made it (a customer's one sale)
_WHOSE_ONE = re.compile(r"\bwhose\s+(single\s+|one\s+)?(purchase|sale|order|basket)\b", re.I)


_TURNED_UP = re.compile(r"\b(?:turned|turns|turn|showed|shows|show)\s+up\s+in\b", re.I)  # "turned up in most sales"


# "who are our suppliers": those we bought from; "customers on the books": the shop's customers
_OUR_SUPPLIERS = re.compile(r"^\s*(?:who|which|what)\s+are\s+(?:our|the)\s+suppliers\b", re.I)
# "buy in the end, after his return": what stood after the return, which a sale's figures are already
_IN_THE_END = re.compile(r"\b(?:in\s+the\s+end|all\s+told|when\s+all\s+was\s+said\s+and\s+done)(?=\s*,?\s*"
                         r"(?:after|net\s+of|less|minus)\b)", re.I)
_ON_THE_BOOKS = re.compile(r"\bon\s+(?:the|our)\s+books\b", re.I)


def said_in_full(text: str) -> str:
    text = _ASKED_SHORT.sub(lambda m: f"{m.group(1) or m.group(3)} "
                                      f"{'did' if (m.group(2) or m.group(4)).lower() == 'd' else 'have'}", text)
    text = _LOOKING.sub(r"\1", _WEEKDAY_OF.sub(r"on \1", text))
    text = _WEEKS.sub(" this week ", _DAY_OF_THE_WEEK_IS.sub(r"\1 is", text))
    text = _TURNED_UP.sub(" was in ", text)
    text = _OUR_SUPPLIERS.sub(" which suppliers did we buy from ", text)
    text = _ON_THE_BOOKS.sub(" ", text)
    text = _IN_THE_END.sub(" ", text)
    text = _WHOSE_ONE.sub(lambda m: f"who made the {'single ' if m.group(1) else ''}{m.group(2)}", text)
    text = _HOW_DAY_WENT.sub(r"how did it go on \2", text)
    return _WISE.sub(" in dollars ", text)


_SUBJECTS = {"we", "things", "business", "trade", "trading", "it", "the", "shop", "day"}
_WENT = {"go", "goes", "going", "gone", "do", "doing", "done"}


def how_it_went(words: Words, timed: bool = True) -> None:
    """"how'd we go this week", "how did the 3rd go, takings": how the shop did over a time is what
    it took; the time was read before (its words are blanked), so only subject and verb are left.
    Nothing else may stand between them ("how did bananas go" is kilos or money, and is asked)."""
    low = [t.low for t in words.tokens if t.kind != "punct"]
    if low[:1] != ["how"] or low[1:2] not in (["did"], ["do"], ["does"], ["have"], ["has"], ["is"], ["was"], ["are"],
                                               ["were"]):
        return
    if low[1] in ("is", "was", "are", "were") and not (timed and {"going", "doing"} & set(low)):
        return  # "how is this week going": as "how did it go"; "how are we doing" with no time is an opinion
    rest = low[2:]
    subject = 0
    while subject < len(rest) and rest[subject] in _SUBJECTS:
        subject += 1
    if subject >= len(rest) or rest[subject] not in _WENT:
        return
    said = [w for w in rest[subject + 1:]]
    measured = any(w in group for w in said for name, group in MEASURE_WORDS.items() if name != "count")
    verb = next(t for t in words.tokens if t.low == rest[subject])
    for index, token in enumerate(words.tokens):
        if token.low in ("how", low[1], *_SUBJECTS) and index <= words.tokens.index(verb):
            words.used[index] = True
    if measured:  # "how'd the 3rd go, takings": the measure is said
        words.used[words.tokens.index(verb)] = True
    else:
        verb.text = "takings"


_HOLDS_NOW = re.compile(r"\b(?:do|does)\s+we\s+(?:still\s+)?have\b.*\b(?:now|currently|at\s+the\s+moment|today)\b")
_DONE = {"sold", "sell", "sells", "bought", "buy", "delivered", "took", "take", "spent", "spend", "paid", "returned",
         "ordered", "received", "got", "came"}


def holds_now(words: Words, products: bool) -> None:
    """"how many kilos of grapes do we have in the shop right now": present and now, what the shop holds is
    its stock ("did we have", or with a sale or a delivery said, is asked which)."""
    weighed = products or any(t.low in ("kilos", "kilo", "kg", "kgs", "much", "fruit") for t in words.tokens)
    if weighed and _HOLDS_NOW.search(words.said) and not any(t.low in _DONE for t in words.tokens):
        for token in words.tokens:
            if token.low == "have":
                token.text = "stock"
                return
