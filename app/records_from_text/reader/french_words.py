"""Words of a Quebec helper's French inside a shop record ("Raj a pris 1 kg de raisins pis 2 kg de
poires", "Jeté 1 kg de cerises, mouldy", "Hier, Ann Brown took 2 kilos de bananes", "Le 26, Ken a acheté
…", "Bananes à 1.10 asteure"): each is put in the English the reader knows before it reads, as the Dutch
and Spanish words are (first_language.py).

Only words with one meaning in a shop record are rewritten on sight: what was done (a pris, acheté,
vendu, ramené, livré, jeté, compté, volé, reçu), the shop's fruit in French (raisins are grapes: the shop
sells no dried fruit), the day (hier, avant-hier, ce matin, à soir, asteure, lundi passé, "le 26", "du
23", demain, mars) and a few set phrases ("pour toute", "prix de vente", "à partir d'aujourd'hui",
"nouvelle cliente"). The small words that are English words too, or mean nothing alone (de, des, du,
les, ses, à, pis, le kilo), are read only in a text that has one of the others, so an English line is
never changed. A word not listed here (donné, rabais, moitié, douzaine, casseau, affaires) is left as
typed and refused there."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

# past participles after their helper ("a pris", "j'ai jeté", "est revenu avec"): what was done
_DONE = {
    "pris": "took", "acheté": "bought", "achete": "bought", "vendu": "sold", "ramené": "brought back",
    "ramene": "brought back", "livré": "delivered", "livre": "delivered", "jeté": "threw away", "jete": "threw away",
    "compté": "counted", "compte": "counted", "volé": "stole", "vole": "stole", "reçu": "received",
    "recu": "received",
}
_FRUIT = {
    "pommes": "apples", "pomme": "apple", "poires": "pears", "poire": "pear", "cerises": "cherries",
    "cerise": "cherry", "raisins": "grapes", "raisin": "grape", "fraises": "strawberries", "fraise": "strawberry",
    "bananes": "bananas", "banane": "banana", "mangues": "mangoes", "mangue": "mango",
}
_DAYS = {"lundi": "Monday", "mardi": "Tuesday", "mercredi": "Wednesday", "jeudi": "Thursday",
         "vendredi": "Friday", "samedi": "Saturday", "dimanche": "Sunday"}
_DAY = "(" + "|".join(_DAYS) + ")"
# words no English shop record has: their presence says the text is French in part
_FRENCH = re.compile(r"(?<![\w'])(?:" + "|".join([*_DONE, *_FRUIT, *_DAYS]) + r"|hier|avant-hier|asteure|"
                     r"pis|piasses|mme|j'ai|chez|courriel|demain|aujourd'hui|nouvelle|nouveau|salut|merci|"
                     r"quelqu'un|n'oublie)(?![\w'])", re.I)
# French "vendu" is also no English word, but "compte", "livre", "vole", "recu" are: an English text with
# them ("a livre of pears") is left alone unless another French word is there too
_ENGLISH_TOO = {"compte", "livre", "vole", "recu", "raisins", "raisin", "pis"}


def _ordinal(day: str) -> str:
    n = int(day)
    return day + ("th" if 10 < n % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# phrases first, where the words together say one thing
_PHRASES: list[tuple[str, str | Callable[[re.Match[str]], str]]] = [
    (r"\bn'oublie\s+pas\b", "don't forget"),
    (r"^(\s*)salut\s*(?=[,!.])", r"\1Hello"),
    (r"(?:,\s*)?\bmerci(?:\s+bonsoir|\s+beaucoup)?\s*[!.]?\s*$", ""),  # a sign-off
    (r",?\s*\bbonne\s+journ[ée]e\s*[!.]?\s*$", ""),
    (r"\boubli[ée]\s+de\s+l'entrer\b", "forgot to enter it"),
    (r"\bavant-hier\b", "the day before yesterday"),
    (r"\b(?:de|d')\s*hier\b", "from yesterday"), (r"\bhier\b", "yesterday"),
    (r"\b(?:de\s+)?ce\s+matin\b", lambda m: "from this morning" if m.group().lower().startswith("de") else
     "this morning"),
    (r"(?:\bà|\ba|\bce)\s+soir\b", "tonight"), (r"\basteure\b", "now"),
    (r"\bà\s+partir\s+d'aujourd'hui\b", "from today"), (r"\baujourd'hui\b", "today"),
    (r"\bdemain\b", "tomorrow"),
    (rf"\b{_DAY}\s+pass[ée]e?\b", lambda m: "last " + _DAYS[m.group(1).lower()]),
    (rf"\b(?:de|du)\s+{_DAY}\b", lambda m: "from " + _DAYS[m.group(1).lower()]),
    (rf"\b{_DAY}\b", lambda m: _DAYS[m.group(1).lower()]),
    (r"\b(?:le|du)\s+(\d{1,2})\s+mars\b", lambda m: _ordinal(m.group(1)) + " March"),
    (r"^(\s*)le\s+(\d{1,2})(?=\s*,)", lambda m: m.group(1) + "On the " + _ordinal(m.group(2))),
    (r"\bdu\s+(\d{1,2})\b(?![./:\d])", lambda m: "of the " + _ordinal(m.group(1))),
    (r"\ble\s+(?=\d{1,2}/\d{1,2}\b)", "on "),  # "le 02/03": a day, which the date reader weighs
    (r"(?:\bj'ai|\bil\s+a|\belle\s+a|\bon\s+a)\s+(?=(?:" + "|".join(_DONE) + r")\b)", "I "),
    (r"\b(?:a|est|ont)\s+(?=(?:" + "|".join(_DONE) + r")\b)", ""),  # "Raj a pris": took
    (r"\best\s+revenue?\s+avec\b", "came back with"),
    (r"\bquelqu'un\b", "someone"), (r"^(\s*)vol\s*!\s*(?=\S)", r"\1"),
    (r"\b(?:acheté|achete)\s+(?:chez|de)\b", "bought from"), (r"\b(?:reçu|recu)\s+de\b", "received from"),
    (r"\bchez\b", "from"),
    (r"\b(\d+(?:[.,]\d+)?)\s+piasses?\s+pour\s+tou(?:te|t|s)\b", r"for $\1 total"),
    (r"\bprix\s+de\s+vente\b", "selling price"),
    (r"\ble\s+prix\s+(?:des|du|de\s+la|de)\b", "the price of"),
    (r"\bmonte\s+à\b", "up to"), (r"\bbaisse\s+à\b", "down to"),
    (r"\bnouvelle\s+cliente\b|\bnouveau\s+client\b|\bnew\s+client\b", "new customer"),
    (r"\bnouvelle\s+place\b|\bnouveau\s+fournisseur\b|\bnouvelle\s+fournisseuse\b", "new supplier"),
    (r"\bcourriel\b", "email"),
    (r"\bpas\s+bon(?:ne)?s?\b", "bad"), (r"\bgratuite?s?\b", "free"),
    (r"\btoute\s+sa\s+commande\b|\btoute\s+la\s+commande\b", "everything"),
    (r"\bpis\s+après\b", "and then"), (r"\bpis\b", "and"), (r"\baprès\b", "after"),
    (r"\bmme\.?\s+(?=(?-i:[A-Z]))", "Mrs "), (r"(?<![\w.])M\.\s+(?=(?-i:[A-Z][a-z]))", "Mr "),
    (r"\b(?:de|des)\s+(?=(?:" + "|".join(_FRUIT) + r"|oranges?)\b)", "of "), (r"\bd'(?=oranges?\b)", "of "),
    (r"\bles\b", "the"), (r"\b(?:ses|sa|son)\b", "the"),
    (r"\bà\s+(?=[$£€]?\d)", "at "), (r"\bà\s+(?=(?-i:[A-Z]))", "to "),
    (r"(?<=\d)\s+le\s+kilo\b", " a kilo"),
    (r",\s*eh\s*[.!]?\s*$", ""),  # "…, eh": said, not recorded
]


def french_in_english(text: str) -> str:
    found = {m.group().lower() for m in _FRENCH.finditer(text)}
    if not found - _ENGLISH_TOO:
        return text
    for pattern, replacement in _PHRASES:
        text = re.sub(pattern, partial(_put, replacement=replacement), text, flags=re.I | re.M)
    words = {**_DONE, **_FRUIT}
    return re.sub(r"(?<![\w'])(" + "|".join(words) + r")(?![\w'])",
                  lambda m: _case(m.group(1), words[m.group(1).lower()]), text, flags=re.I)


def _put(match: re.Match[str], replacement: str | Callable[[re.Match[str]], str]) -> str:
    return _case(match.group(), replacement(match) if callable(replacement) else match.expand(replacement))


def _case(typed: str, english: str) -> str:
    if not english or not typed.strip():
        return english
    first = typed.lstrip()[0]
    return english[0].upper() + english[1:] if first.isupper() and english[0].isalpha() else english
