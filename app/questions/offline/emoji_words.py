"""Emoji in a question (set 90: "🍌 sold this wk?? kg 🤔", "🥭 price rn?"). A fruit stands for its name,
which is then matched against the shop's products like a typed one; a face, a heart or a thumbs-up says
how the asker feels, and is read past; any other picture may carry meaning ("🚚 total kg in") and the
question is refused, naming it. Emoji had been read as punctuation, so "🍌 sold this week" was answered
for every fruit: a qualifier silently dropped."""

from __future__ import annotations

import re
import unicodedata

from app.questions.offline.words import CannotAnswer

# Unicode's names for the fruit pictures; the tangerine is the orange everyone means by it
_FRUIT = {"RED APPLE": "apple", "GREEN APPLE": "apple", "BANANA": "banana", "CHERRIES": "cherries",
          "GRAPES": "grapes", "MANGO": "mango", "TANGERINE": "orange", "PEAR": "pear", "STRAWBERRY": "strawberry",
          "LEMON": "lemon", "PEACH": "peach", "PINEAPPLE": "pineapple", "WATERMELON": "watermelon", "MELON": "melon",
          "KIWIFRUIT": "kiwi", "BLUEBERRIES": "blueberries", "COCONUT": "coconut", "AVOCADO": "avocado"}
# how the asker feels: faces, hearts, hands, sparkles, and the joiners and modifiers they are built of
_FEELING = re.compile(r"FACE|HEART|THUMBS UP|OK HAND|FOLDED HANDS|CLAPPING|SHRUG|SPARKLES|VARIATION SELECTOR|"
                      r"ZERO WIDTH JOINER|EMOJI MODIFIER|SMILING|GRINNING|WINKING")
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
        if name in _FRUIT:
            out.append(f" {_FRUIT[name]} ")
        elif _FEELING.search(name) or not name:
            out.append(" ")
        else:
            raise CannotAnswer(f"I could not place “{char}” in the question; say it in words.")
    return re.sub(r"[ \t]{2,}", " ", "".join(out)).strip()
