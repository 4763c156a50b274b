"""Words of a Jamaican writer's speech inside a shop record ("Miss Berg tek 2 kilo a grape dis
mawnin", "Raj Patel bring back di cherry im buy pon Tuesday", "di strawberry dem mouldy, tek out 3
kilo", "ABC sen 12 kilo cherry, 24.00 fi di lot"): each is put in the English the reader knows
before it reads, as the Scots words are (scots_words.py).

Only a text that has one of the words no English line has (di, dem, dis, dat, tek, mawnin, wid, seh,
pon, wah, mek, tief, fone, poun, lef, fi, Satiday) is read this way, so an English line is never
changed. Then the small words are read too: "mi" and "a" before "did" (I), "im" (he), "wi" (we), "an"
where no English "an" stands ("pear an mango", "1 an a half"), "a" between a weight and its fruit
("2 kilo a grape": of), "tree" before a weight (three), "gi" (gave), "sen" (sent), "she pay" (paid),
and "dem" after the fruit it makes plural ("di pear dem": the pears). Anything else ("Mek di grape half
price") is left as typed and refused there.

A title said as it sounds ("Missis Chen", "Missus Brown") is "Mrs" before a name, in any text."""

from __future__ import annotations

import re

_UNIT = r"(?:kilos?|kg|kgs|grams?|g|pounds?|poun|lbs?|box(?:es)?|punnets?|crates?)"
_MARKERS = re.compile(r"(?<![\w'])(?:(?i:dem|dis|dat|tek|mawnin|wid|seh|pon|wah|mek|tief|fone|poun|lef|satiday)"
                      r"|(?i:di)(?=\s+(?-i:[a-z]))|(?i:fi)(?=\s+(?:[a-z]|\d|[$£€]))"
                      r"|(?i:mi|im)(?=\s+(?i:sell|sold|count|get|gi|buy|pay|did)\b)"  # "Mi sell …", "im pay 7.20"
                      r"|(?i:an)(?=\s+(?:a\s+(?i:half|quarter)|one)\b)"  # "1 an a half", "an one kilo"
                      r"|(?i:she|he)\s+pay(?=\s*(?:[,.;]|$))"  # "7.80 she pay"
                      # "2 kilo a grape", never "2 kilo a day"
                      rf"|(?i:{_UNIT})\s+a(?=\s+(?!(?i:day|week|month|time|head|piece|go)\b)(?-i:[a-z])))"
                      r"(?![\w'])")
_WORDS = {
    "dis": "this", "dat": "that", "di": "the", "mawnin": "morning", "wid": "with", "seh": "said", "pon": "on",
    "wah": "what", "mek": "make", "tief": "stole", "fone": "phone", "poun": "pound", "lef": "left",
    "satiday": "Saturday", "bout": "about", "fixin": "fixing", "wi": "we", "sen": "sent", "gi": "gave",
}
_WORD = re.compile(r"(?<![\w'])(" + "|".join(_WORDS) + r")(?![\w'])", re.I)
# done before the single words: the phrases whose words read together
_PHRASES = [
    (r"\b(?:di|the)\s+([a-z]+)\s+dem\b", r"the \1"),  # "di pear dem": the pears
    (r"\bseh\s+dem\b", "said they"),  # "seh dem green": said they were
    (r"(?<![\w'])dem(?![\w'])", "them"),  # "wi sell dem fi 1.20"
    (r"\btek\s+(?=out\b)", "take "),  # "tek out 3 kilo": take them off the stock
    (r"(?<![\w'])tek(?![\w'])", "took"),  # "Ken Smith tek 1 kilo a mango", "tek back"
    (r"(?<![\w'])(?:mi(?=\s+(?:did|gave|gi|sell|sold|count|counted|get|got|tek|took|mek|buy|bought)\b)"
     r"|a(?=\s+did\b))", "I"),  # "Mi sell", "a 24 kilo mi get", "A did gi"
    (r"\bdid\s+(?:gi|give)\b", "gave"), (r"\bdid\s+sell\b", "sold"), (r"\bdid\s+buy\b", "bought"),
    (r"(?<![\w'])im(?=\s+[a-z])", "he"),  # "im buy", "im pay 7.20"
    (r"\b(she|he|im|dem|they)\s+pay\b", r"\1 paid"),  # "she pay 3.94", "7.80 she pay"
    (r"(?<=,)\s+pay(?=\s+[$£€]?\d)", " paid"),  # "…, pay 3.60"
    (r"\bfi\s+(?=(?:call|taste|try|eat|tell|fix|ring|check|collect|pick)\b)", "to "),  # "samples fi taste"
    (r"(?<![\w'])fi(?![\w'])", "for"),
    (r"(?<![\w'])an(?=\s+(?:[^aeiou\W]|\d|a\s|one\b|im\b))", "and"),  # "pear an mango", "1 an a half"
    (rf"\b({_UNIT})\s+a\s+(?=(?:di\s+)?[a-z]+\b)(?!{_UNIT}\b)", r"\1 of "),  # "2 kilo a grape": of
    (r"(?<![\w'])a\s+(?=\d+(?:\.\d+)?\s*(?:kilos?|kg)\b)", ""),  # "a 24 kilo mi get": it is 24 kilo
    (rf"(?<![\w'])tree(?=\s+{_UNIT}\b)", "three"),
    (r"\bdrop\s+off\b", "dropped off"),
]


def patois_in_english(text: str) -> str:
    text = _TITLE.sub("Mrs ", text)
    if not _MARKERS.search(text):
        return text
    for pattern, replacement in _PHRASES:
        text = re.sub(pattern, replacement, text, flags=re.I)
    return _WORD.sub(lambda m: _match_case(m.group(1), _WORDS[m.group(1).lower()]), text)


# "Missis Chen", "Missus Brown": Mrs, said as it sounds, before a name (never "his missus")
_TITLE = re.compile(r"(?<![\w'])(?i:missis|missus|missiz)\s+(?=[A-Z][a-z])")


def _match_case(said: str, english: str) -> str:
    return english.capitalize() if said[0].isupper() else english
