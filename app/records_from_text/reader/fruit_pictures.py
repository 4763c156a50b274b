"""The fruit pictures staff type for a product ("Mei Chen 🍎 2kg", "🍌 sold this wk??"), by Unicode's
name for each: a record or a question reads the picture as that fruit's name, which is then matched
against the shop's products like a typed one. Shared by the records reader (reader/pictures.py) and
the question parser (app/questions/offline/emoji_words.py)."""

from __future__ import annotations

import unicodedata

# Unicode's names for the fruit pictures; the tangerine is the orange everyone means by it
FRUIT = {"RED APPLE": "apple", "GREEN APPLE": "apple", "BANANA": "banana", "CHERRIES": "cherries",
         "GRAPES": "grapes", "MANGO": "mango", "TANGERINE": "orange", "PEAR": "pear", "STRAWBERRY": "strawberry",
         "LEMON": "lemon", "PEACH": "peach", "PINEAPPLE": "pineapple", "WATERMELON": "watermelon", "MELON": "melon",
         "KIWIFRUIT": "kiwi", "BLUEBERRIES": "blueberries", "COCONUT": "coconut", "AVOCADO": "avocado"}


def fruit_of(picture: str) -> str | None:
    """The fruit a picture shows ("🍏" is "apple"), or None for any other character."""
    return FRUIT.get(unicodedata.name(picture, ""))
