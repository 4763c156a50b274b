"""Emoji in a question (set 90: "🍌 sold this wk?? kg 🤔", "🥭 price rn?", "🚚 kg bought from hillside"). A
fruit stands for its name, which is then matched against the shop's products like a typed one. A face, a
heart, a chart, a calendar or a medal says how the asker feels or dresses the question, and is read past.
A picture that means something the question must say (a truck: deliveries; a hooked arrow: returns; a bin:
write-offs; money; a receipt: sales) is read past only when the words say it too ("🚚 kg bought"); alone
("🚚 total kg in") it is refused, naming it, as is any other picture. Emoji had been read as punctuation,
so "🍌 sold this week" was answered for every fruit: a qualifier silently dropped."""

from __future__ import annotations

import re
import unicodedata

from app.questions.offline.words import CannotAnswer
from app.records_from_text.reader.fruit_pictures import FRUIT

# how the asker feels: faces, hearts, hands, sparkles, and the joiners and modifiers they are built of
_FEELING = re.compile(r"FACE|HEART|THUMBS UP|OK HAND|FOLDED HANDS|CLAPPING|SHRUG|SPARKLES|VARIATION SELECTOR|"
                      r"ZERO WIDTH JOINER|EMOJI MODIFIER|SMILING|GRINNING|WINKING")
# dressing: a chart, a calendar, a trophy or a medal, an arrow, a tick, a star, a question or exclamation mark
_DRESSING = re.compile(r"CHART|CALENDAR|TROPHY|MEDAL|ARROW(?! WITH HOOK)|CHECK MARK|STAR|QUESTION MARK|EXCLAMATION"
                       r"|PERSON RAISING")
# a picture the words must say too: (what its name holds, the words that say it)
_SAID_TOO = ((re.compile(r"TRUCK|PACKAGE"), re.compile(r"\b(?:bought|buy|buying|deliver(?:y|ies|ed)|purchase[sd]?|"
                                                        r"suppliers?|spent|spend)\b", re.I)),
             (re.compile(r"ARROW WITH HOOK|BACK WITH"), re.compile(r"\b(?:return(?:s|ed)?|refund(?:s|ed)?)\b", re.I)),
             (re.compile(r"WASTEBASKET"), re.compile(r"\b(?:write|written|writeoffs?|wasted?|thrown|binned)\b", re.I)),
             (re.compile(r"MONEY|BANKNOTE|DOLLAR"), re.compile(r"[$£€]|\b(?:money|revenue|takings|spen[dt]|profit|"
                                                              r"cost|price|paid|sales|dollars|refunds?)\b", re.I)),
             (re.compile(r"RECEIPT"), re.compile(r"#|\b(?:sales?|receipts?|transactions?|tickets?)\b", re.I)))
_PICTURE = re.compile(r"[\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d\U0001F000-\U0001FAFF]")


def plain(question: str) -> str:
    if not _PICTURE.search(question):
        return question
    out = []
    for char in question:
        if not _PICTURE.fullmatch(char):
            out.append(char)
            continue
        name = unicodedata.name(char, "")
        if name in FRUIT:
            out.append(f" {FRUIT[name]} ")
        elif _FEELING.search(name) or _DRESSING.search(name) or not name:
            out.append(" ")
        elif any(kind.search(name) and words.search(question) for kind, words in _SAID_TOO):
            out.append(" ")  # "🚚 kg bought from hillside": the words say it
        else:
            raise CannotAnswer(f"I could not place “{char}” in the question; say it in words.")
    return re.sub(r"[ \t]{2,}", " ", "".join(out)).strip()
