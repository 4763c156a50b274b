"""Emoji in what staff type (set 89: "Mei Chen 🍎 2kg ✅", "📦 Hillside Produce 🍐 15kg @ 1.10/kg", "🔙 Raj
Patel Tuesday 🍒 all of it"), put in words before reading, as the question parser does (app/questions/
offline/emoji_words.py), sharing its fruit (fruit_pictures.py):

- A fruit picture is that fruit's name, where no word of its line names the same fruit ("2kg apples 🍎": the
  picture only dresses the line, and stays as typed). Beside a word naming another product ("2kg apples 🍌")
  it is refused, naming both. Pictures said before their quantities ("🍐 2kg 🍊 1kg") are turned round
  ("2kg pear 1kg orange"), the order the reader knows.
- A face, a heart, a thumbs-up, a tick, a chart or a star says how the writer feels or dresses the line: read
  past. A thinking face or a shrug is doubt, and a cross may take the line back: both refused, naming them.
- A picture that means something (a return arrow, a package or a truck, a bin, money, a clipboard, a receipt,
  a memo, a calendar, a phone, a trolley, a present, a price label, a police officer, a crash, a cake) is read
  past when the words of its sentence say it too (placement.py says which words). Alone it is read as what it
  means only where that cannot be mistaken (placement.py): a return arrow beside a customer's name ("🔙 Raj
  Patel …" is "Raj Patel returned …"), money before an amount ("💸 3.60" is "$3.60"), an arrow to a customer
  ("→ Tom Lee" is "to Tom Lee"), an arrow up or down beside a price that does go that way, a bin over a line
  with nobody in it ("🗑️ 2kg pears": binned). Anywhere else, and any other picture, it is refused by name.

A note ("FYI 🔌 till printer playing up") keeps its pictures as typed. Emoji had been read as punctuation, so
"🔙 Bob Smith 2kg apples" was read as a sale and "Bob Smith 2kg apples ❌" too: the picture silently dropped."""

from __future__ import annotations

import re
import unicodedata

from app.records_from_text.drafts import Known, NotUnderstood
from app.records_from_text.matching import match_product
from app.records_from_text.reader import placement
from app.records_from_text.reader.fruit_pictures import FRUIT, fruit_of
from app.records_from_text.reader.shorthand import NOTE_FIRST

PICTURE = re.compile(r"[\u2190-\u21ff\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d\U0001F000-\U0001FAFF]")
# how the writer feels, and what only dresses a line: read past
_PAST = re.compile(r"FACE|HEART|THUMBS UP|OK HAND|FOLDED HANDS|CLAPPING|RAISING BOTH HANDS|WAVING HAND|HANDSHAKE|"
                   r"FLEXED BICEPS|PERSON RAISING|HAPPY PERSON|PERSON BOWING|SPARKLES|STAR|MONKEY|SKULL|PARTY|"
                   r"CONFETTI|FIRE|HUNDRED POINTS|EYES|SLEEPING SYMBOL|SWEAT|DIZZY|FEMALE SIGN|MALE SIGN|"
                   r"VARIATION SELECTOR|ZERO WIDTH JOINER|EMOJI MODIFIER|REGIONAL INDICATOR|CHECK MARK|"
                   r"BALLOT BOX WITH CHECK|CHART|TROPHY|MEDAL|PUSHPIN")
_DOUBT = re.compile(r"THINKING FACE|SHRUG|RAISED EYEBROW|MONOCLE|CROSSED FINGERS")
_UNDONE = re.compile(r"CROSS MARK|NO ENTRY|PROHIBITED|MULTIPLICATION X|BALLOT X|THUMBS DOWN")
_MARKS = {"QUESTION": "?", "EXCLAMATION": "!"}  # "❓", "‼️": the marks they are
_FRUIT_NAMES = sorted(set(FRUIT.values()))
_SENTENCE_END = re.compile(r"\n|[.;!?](?=\s|$)")
_PHRASE_END = re.compile(r"\n|[.;!?,](?=\s|$)|[+&]")
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")


def in_words(text: str, known: Known) -> str:
    if not PICTURE.search(text) or NOTE_FIRST.match(text):
        return text
    out = []
    for sentence in _cut(text, _SENTENCE_END):
        if NOTE_FIRST.match(sentence) or not PICTURE.search(sentence):
            out.append(sentence)  # a note keeps its pictures as typed
            continue
        named = _products_named(sentence, known)
        for phrase in _cut(sentence, _PHRASE_END):
            read = placement.pictures_first(_phrase_in_words(phrase, sentence, named, known))
            out.append(read if read == phrase else re.sub(r"[ \t]{2,}", " ", read))
    return "".join(out)


def _cut(text: str, end: re.Pattern[str]) -> list[str]:
    """`text` in pieces, each up to and with the next `end`."""
    pieces, start = [], 0
    for match in end.finditer(text):
        pieces.append(text[start:match.end()])
        start = match.end()
    return [p for p in [*pieces, text[start:]] if p]


def _phrase_in_words(phrase: str, sentence: str, named: set[str], known: Known) -> str:
    out: list[str] = []
    index = 0
    while index < len(phrase):
        char = phrase[index]
        if not PICTURE.fullmatch(char):
            out.append(char)
            index += 1
            continue
        name = unicodedata.name(char, "")
        said, rest = "".join(out), phrase[index + 1:]
        fruit = fruit_of(char)
        if fruit is not None:
            out.append(_fruit(char, fruit, phrase, named, known))
        elif not name or _PAST.search(name) and not _DOUBT.search(name):
            out.append(char)
        elif _DOUBT.search(name):
            raise NotUnderstood(f"“{char}” sounds unsure; say exactly what happened, in words.")
        elif _UNDONE.search(name):
            raise NotUnderstood(f"“{char}” may say “{_shown(sentence)}” did not happen or was called off; "
                                "say in words what happened.")
        elif mark := next((m for key, m in _MARKS.items() if key in name), None):
            out.append(mark)
        else:
            read = placement.read(char, name, said, rest, phrase, sentence, known)
            if read is None:
                raise NotUnderstood(f"I could not place “{char}” in “{_shown(sentence)}”; say what it means in words.")
            said_now, rest = read
            out = [said_now]
            phrase = said_now + rest
            index = len(said_now)
            continue
        index += 1
    return "".join(out)


def _fruit(char: str, fruit: str, phrase: str, named: set[str], known: Known) -> str:
    """The fruit's name, or the picture as typed where a word names that fruit; refused beside another."""
    meant = _product(fruit, known)
    if meant in named:
        return char  # "3kg bananas 🍌": dressing
    others = _products_named(phrase, known) - {meant}
    if others:
        words = ", ".join(f"“{w}”" for w in sorted(others))
        raise NotUnderstood(f"“{char}” ({fruit}) stands beside {words}; say which product it is in words.")
    return f" {placement.FRUIT_MARK}{fruit}{placement.FRUIT_MARK} "


def _product(word: str, known: Known) -> str | None:
    found = match_product(word.lower(), list(dict.fromkeys([*known.products, *_FRUIT_NAMES])))
    return found.unique if found else None


def _products_named(text: str, known: Known) -> set[str]:
    """The products the words of `text` name (never its pictures)."""
    found = set()
    for word in _WORD.findall(text):
        if len(word) >= 3 and (product := _product(word, known)) is not None:
            found.add(product)
    return found


def _shown(sentence: str) -> str:
    return re.sub(r"\s+", " ", sentence).strip().rstrip(".;")
