"""What a texter adds around a record: "lol", "haha", "btw", "soz". A "btw" or "lol" with nothing
after it on its line, or a "btw" opening one ("btw binned 2 kg …"), says nothing. After one of
them, the rest of the phrase is banter ("lol she's obsessed", "btw she says hi"; after an emoji
ending a line's record, "🍇 she's sweet") when it says no figure, no date but today, nobody the
shop knows, no word of a record's kind, nothing added ("and …", "… too") and no doubt, denial,
plan or word that changes a record's meaning ("owes", "free"); it is dropped with its marker.
Anything else is left for the reader (and refused there if it cannot be placed)."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import TITLES, match_person, match_supplier
from app.records_from_text.reader import lexicon
from app.records_from_text.reader.dates import DATE_RX
from app.records_from_text.reader.remarks import MEANING
from app.records_from_text.reader.shorthand import NOTE_FIRST

_MARK = re.compile(r"(?<![\w'])(?P<mark>lo+l+|(?:ha){2,}h?|lmao|btw)(?![\w'])(?P<tail>[^,.!?;:\n]*)", re.I)
_EMOJI = "\u2600-\u27bf\U0001f300-\U0001faff"
# "…, no worries", "…, no dramas": a pleasantry closing the line, which takes nothing back
_NO_WORRIES = re.compile(r"[\s,;-]+no\s+(?:worries|dramas?|probs|problems?|bother|fuss|stress|sweat)(?:\s+mate)?"
                         r"[\s!.]*$", re.I | re.M)
_SORRY = re.compile(rf"[\s,]+(?:soz|sorry)[\s!.{_EMOJI}]*$", re.I | re.M)  # "… forgot to put it in soz 😬"
# "2 lb grapes for ann 🍇 she's sweet": after an emoji ending the line's record, a remark of the same kind
_AFTER_EMOJI = re.compile(rf"(?<=[{_EMOJI}])(?P<tail>[^,.!?;:\n{_EMOJI}\d]+)$", re.M)
# "… forgot to put it in oops": a late entry owned up to; an "oops" alone may take the line back
_FORGOT_OOPS = re.compile(r"(\bforgot\b[^\n]*?)[\s,]+oops[\s!.]*$", re.I | re.M)
_ADDS = {"and", "n", "plus", "also", "another", "extra", "again", "more", "but", "except", "only", "instead",
         "actually", "each", "per", "total", "paid", "price", "cost", "costs"}
_PLACE_WORDS = {"in", "on", "up", "down", "out", "off", "away", "new", "now", "over", "under", "set", "go", "going"}
_KIND = (lexicon.SALE | lexicon.PURCHASE | lexicon.RETURN | lexicon.ADJUST | lexicon.PRICE | lexicon.NOTE) \
    - _PLACE_WORDS
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")


def drop_banter(text: str, known: Known) -> str:
    if NOTE_FIRST.match(text):
        return text
    text = _FORGOT_OOPS.sub(r"\1", _SORRY.sub("", _NO_WORRIES.sub("", text)))

    def dropped(match: re.Match[str]) -> str:
        tail = match.group("tail")
        if not tail.strip():
            return ""  # "… pears back up to 1.60 btw"
        if _banter(tail, known):
            return ""
        if match.group("mark").lower() == "btw":
            return tail.lstrip()  # "btw binned 2kg …": what follows is the record
        return match.group()

    kept = _MARK.sub(dropped, text)
    kept = _AFTER_EMOJI.sub(lambda m: "" if _banter(m.group("tail"), known) else m.group(), kept)
    if kept == text:
        return text
    kept = re.sub(r"[ \t]*,?[ \t]*(?=\n|$)", "", kept)  # "…, " left where the banter stood
    kept = re.sub(r"[ \t]+([,.!;:])", r"\1", kept)
    return re.sub(r"\n\s*\n", "\n", kept).strip()


def _banter(tail: str, known: Known) -> bool:
    words = [w.lower() for w in _WORD.findall(tail)]
    if not words or re.search(r"[\d$£€@%&+=/]", tail):
        return False
    if DATE_RX.search(re.sub(r"\btoday\b", "", tail, flags=re.I)):
        return False
    if words[-1] == "too" or (_ADDS | _KIND | MEANING) & set(words):  # "lol he owes me": no banter
        return False
    if set(words) & (lexicon.UNSURE | lexicon.FUTURE | lexicon.NEGATION | TITLES):
        return False
    customers = [c["name"] for c in known.customers]
    suppliers = [s["name"] for s in known.suppliers]
    return not any(len(w) > 2 and w not in lexicon.FILLERS
                   and (match_person(w, customers) or match_supplier(w, suppliers)) for w in words)
