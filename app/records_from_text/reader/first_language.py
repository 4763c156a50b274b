"""Words of a Dutch writer's first language inside English ("Ida Novak has 500 gram grapes gekocht", "2 kilo
bananen", "anderhalf kilo", "Goedemorgen! …", "… Groetjes, Henk"): each is put in the English the reader knows
before it reads. Only whole words with one meaning in a shop are rewritten ("gekocht" is bought, "weggegooid"
thrown away); anything else is left as typed and refused there if it cannot be placed. The word order
("Yesterday has Tom Lee … bought") the reader already reads as it is. Spanish shop words: spanish_words.py;
Quebec French ("a pris", "pis", "hier"): french_words.py; Indian English ("Zoe madam", "1.70 only", "Do the
needful."): indian_english.py; Scots ("fae", "tae", "a kilo o pears"): scots_words.py; Scouse ("… la", "our
kid"): scouse_words.py; Yorkshire ("'ad", "t'"): yorkshire_words.py; Jamaican ("tek", "di pear dem"):
patois_words.py; South African ("Eish, …", "now now"): south_african_words.py; Geordie ("gannin", "mouldy as owt"):
geordie_words.py; Singlish ("Auntie Mei", "… only
leh", "ytd"): singlish_words.py; a London market's ("floggin' 'em at"): cockney_words.py; a waiter's ("table of
two:", "86", "menu price"): service_words.py; a pharmacist's ("Rx: Pt …", "Disp"): prescriptions.py; a ship's
log ("0800.", "came alongside", "mustered"): ship_log.py; New Zealand ("… eh", "rotten as", "on eftpos"):
kiwi_words.py; a butler's ("If I may, sir:", "Master Ken Smith", "shall henceforth be"): butler_words.py;
German and West African English ("becomes 1,5 kg", "the kilo for 0,70", "… o"): word_for_word.py; Tagalog
("Kuya Omar po bumili ng …"): taglish_words.py; Somerset ("sell 'em at", "proper job"): west_country_words.py;
Canadian ("bud", "three toonies"): canadian_words.py; a telegram ("… STOP", "wef"): telegrams.py;
Ghanaian ("Chale, …", "Sister Mei Chen", "…-o"): ghanaian_words.py;
Manglish ("today one", "kena"): manglish_words.py."""

from __future__ import annotations

import re

from app.records_from_text.reader.butler_words import butler_in_english
from app.records_from_text.reader.canadian_words import canadian_in_english
from app.records_from_text.reader.cockney_words import cockney_in_english
from app.records_from_text.reader.french_words import french_in_english
from app.records_from_text.reader.geordie_words import geordie_in_english
from app.records_from_text.reader.ghanaian_words import ghanaian_in_english
from app.records_from_text.reader.indian_english import in_plain_english
from app.records_from_text.reader.kiwi_words import kiwi_in_english
from app.records_from_text.reader.manglish_words import manglish_in_english
from app.records_from_text.reader.patois_words import patois_in_english
from app.records_from_text.reader.prescriptions import prescriptions_in_english
from app.records_from_text.reader.scots_words import scots_in_english
from app.records_from_text.reader.scouse_words import scouse_in_english
from app.records_from_text.reader.service_words import service_in_english
from app.records_from_text.reader.ship_log import ship_log_in_english
from app.records_from_text.reader.singlish_words import singlish_in_english
from app.records_from_text.reader.south_african_words import south_african_in_english
from app.records_from_text.reader.spanish_words import spanish_in_english
from app.records_from_text.reader.taglish_words import taglish_in_english
from app.records_from_text.reader.telegrams import telegram_in_english
from app.records_from_text.reader.west_country_words import west_country_in_english
from app.records_from_text.reader.word_for_word import word_for_word_in_english
from app.records_from_text.reader.yorkshire_words import yorkshire_in_english

_WORDS = {
    # what was done: bought, sold, thrown away, delivered, brought back, stolen
    "gekocht": "bought", "verkocht": "sold", "weggegooid": "thrown away", "weggegooit": "thrown away",
    "geleverd": "delivered", "teruggebracht": "brought back", "gestolen": "stolen", "beschimmeld": "mouldy",
    # the shop's fruit in the plural
    "appels": "apples", "bananen": "bananas", "peren": "pears", "kersen": "cherries", "druiven": "grapes",
    "sinaasappels": "oranges", "sinaasappelen": "oranges", "aardbeien": "strawberries",
    # a kilo and a half
    "anderhalf": "one and a half",
}
_WORD = re.compile(r"(?<![\w'])(" + "|".join(_WORDS) + r")(?![\w'])", re.I)
# a greeting that opens and a sign-off that closes, in the English the letter frame knows
_GREETING = re.compile(r"^(\s*)(?:goedemorgen|goedemiddag|goedenavond|hoi|hallo|dag)(?=\s*[,!])", re.I)
_SIGN_OFF = re.compile(r"(?<=[.!?]\s)(?:groetjes|groeten|doei|dank\s+je(?:\s+wel)?)(?=\s*[,!.]|\s*$)", re.I)


# a title before a name, as the reader's titles ("Mevrouw Chen" is Mrs Chen): never a first name
_TITLES = re.compile(r"\b(?:(?P<mrs>mevrouw|mevr)|(?P<mr>meneer|mijnheer|dhr))\.?\s+(?=(?-i:[A-Z][a-z]))", re.I)


# Dutch "nog" said as "still": "has Raj Patel still 1 kilo apples bought" (one more sale), "22 kilo is there
# still" (what is left): neither changes the record, so it goes before a quantity or after "is there"
_STILL = re.compile(r"\bstill\s+(?=\d)|(?<=\bis there)\s+still\b|(?<=\bare there)\s+still\b", re.I)


# the shelf price in a Dutch word order: "…, and in the shop go they for 2,50" is "sell at 2,50"
_SHOP_PRICE = re.compile(r"(?:\s*,)?\s+(?:and\s+)?in\s+the\s+shop\s+(?:go\s+they|they\s+go|goes\s+it|it\s+goes)"
                         r"\s+for\s+(?=[$£€]?\d)", re.I)


# "For your information, …" opening a text or a sentence is the reader's "FYI": a note unless a record follows
_FYI = re.compile(r"(?:^|(?<=[.!]\s))(\s*)for\s+your\s+information\s*[,:]?\s*", re.I)


def in_english(text: str) -> str:
    text = ship_log_in_english(prescriptions_in_english(taglish_in_english(telegram_in_english(text))))
    text = manglish_in_english(ghanaian_in_english(text))
    text = singlish_in_english(service_in_english(scots_in_english(scouse_in_english(cockney_in_english(
        yorkshire_in_english(geordie_in_english(west_country_in_english(canadian_in_english(text)))))))))
    text = butler_in_english(kiwi_in_english(text))
    text = _FYI.sub(r"\1FYI ", text)
    text = _SHOP_PRICE.sub(", sell at ", _STILL.sub("", text))
    text = _TITLES.sub(lambda m: "Mrs " if m.group("mrs") else "Mr ", text)
    text = _GREETING.sub(r"\1Hello", text)
    text = _SIGN_OFF.sub("Thanks", text)
    text = word_for_word_in_english(_WORD.sub(lambda m: _WORDS[m.group(1).lower()], text))
    return in_plain_english(patois_in_english(south_african_in_english(spanish_in_english(french_in_english(text)))))
