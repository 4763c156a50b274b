"""Words of a Filipino helper's Tagalog inside English ("Ate Mei bumili ng 2 kilo mangga kanina po",
"Binalik po ni Kuya Omar yung ubas niya kahapon", "Nabulok po 1 kilo saging", "Galing ABC po, 10 kilo
saging, 0.60 per kilo"): each is put in the English the reader knows before it reads, as the Spanish and
Dutch words are. Only words with one meaning in a shop record are rewritten: what was done (bumili is
bought, binalik brought back, nabulok rotten, binilang counted), the day (kahapon, kanina, ngayon, noong
Lunes), the shop's fruit (mangga, ubas, saging, mansanas, peras), how much (kalahating kilo) and the
small words between them (po, ng, na, yung, si, ni), with the family titles before a name (Ate, Kuya,
Mang). The small words are read only in a text that has "po" or one of the others, so an English line is
never changed; a word not listed here (bibili, "will buy"; lang, "only"; libre, "free") is left as typed
and refused there."""

from __future__ import annotations

import re
from typing import Any

_TITLE = r"(?:ate|kuya|mang|aling|manong|manang|tita|tito)"
# a name as typed, with capitals: "Omar", "Zoe Davis" (never "Po")
_NAME = r"(?P<name>(?-i:[A-Z][a-z]+)(?:\s+(?!po\b)(?-i:[A-Z][a-z]+))?)"
_PO = r"(?:\s+(?:po|ho|pong))?"
# what says the text is Tagalog in part: two of its words, the polite "po" (in small letters: "PO 8812" is a
# purchase order) or those of what was done, the day or the small words no English has
_TAGALOG = re.compile(r"(?<![\w'])(?:(?-i:po|pong)|bumili|binalik|binili|nabulok|binilang|kahapon|kanina|ngayon|"
                      r"dumating|galing|tumaas|bumaba|nagbigay|nagnakaw|yung|niya|noong|nung|kalahating|simula|"
                      r"tapos|ng|mangga|ubas|saging|mansanas|kuya|(?-i:Ate(?= [A-Z])))(?![\w'])", re.I)
_DAYS = {"lunes": "Monday", "martes": "Tuesday", "miyerkules": "Wednesday", "miyerkoles": "Wednesday",
         "huwebes": "Thursday", "biyernes": "Friday", "sabado": "Saturday", "linggo": "Sunday"}
_DAY = r"(?P<day>lunes|martes|miyerkules|miyerkoles|huwebes|biyernes|sabado|(?-i:Linggo))"


def _ordinal(match: re.Match[str]) -> str:
    """"noong 23", "noong ika-6": on the 23rd, on the 6th."""
    n = int(match.group("n"))
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"on the {n}{suffix}"


# whole sentence shapes first, where the order of the words says who did it
_SHAPES: list[tuple[str, Any]] = [
    # "Binalik po ni Kuya Omar yung ubas niya kahapon": Omar brought back his grapes from yesterday
    (rf"\bbinalik{_PO}\s+(?:ni\s+)(?:{_TITLE}\s+)?{_NAME}\b",
     r"\g<name> brought back"),
    # "Si Ate Ann po binalik …", "Kuya Raj po bumili ng …", "Bumili po si Kuya Ken ng …"
    (rf"\bbumili{_PO}\s+si\s+(?:{_TITLE}\s+)?{_NAME}\s+ng\b",
     r"\g<name> bought"),
    (rf"(?:(?<=^)|(?<=[.;,]\s))(?:si\s+)?{_TITLE}\s+{_NAME}"
     rf"{_PO}(?=\s+(?:bumili|binalik)\b|\s*,)", r"\g<name>"),
    (rf"(?:(?<=^)|(?<=[.;,]\s))si\s+{_NAME}{_PO}(?=\s+(?:bumili|binalik)\b)",
     r"\g<name>"),
    (r"\b(?:bumili|binili)(?:\s+po)?\s+tayo\s+ng\b", "we bought"),
    (r"\bbumili\s+ng\b", "bought"),
    (r"\blahat\s+ng\s+binili\s+niya\b", "everything"),  # "… lahat ng binili niya kahapon": everything from
    (r"\b(?:yung\s+)?(?:\w+\s+na\s+)?binili\s+niya\b", "the sale"),  # "yung cherry na binili niya": her sale
    (r"\bbinalik(?:\s+niya)?\b", "brought back"),
    (r"\b(we bought [^.;,]*?)\s+sa\s+(?=(?-i:[A-Z]))", r"\1 from "),  # "bumili tayo ng … sa ABC": from ABC
    (r"\bsa\s+harap\b", "off the front"),
    (r"\bna\s+lang\b", ""),  # "24 kilo na lang": what is left
    # deliveries: "Dumating po yung delivery ng ABC", "Dumating po yung Hillside", "Dumating po galing kay Mang …"
    (r"\bdumating(?:\s+po)?\s+(?:yung|ang)\s+delivery\s+ng\s+", "delivery from "),
    (rf"\bdumating(?:\s+po)?\s+galing\s+kay\s+(?:{_TITLE}\s+)?", "delivery from "),
    (r"\bdumating(?:\s+po)?\s+(?:yung|ang)\s+(?P<who>(?-i:[A-Z][A-Za-z]*)(?:\s+(?-i:[A-Z][A-Za-z]*))*)",
     r"\g<who> delivered"),
    (r"\bgaling\s+(?:kay\s+(?:" + _TITLE + r"\s+)?)?(?=(?-i:[A-Z]))", "from "),
    (r"\b(?:ibenta|ibebenta|benta)\s+(?:ng|sa|nang)\s+(?=\d)", "sell at "),
    # losses: "Nabulok po yung …", "Sira po yung …", "May amag na po yung …", "May nagnakaw po ng …"
    (r"\bnabulok\b", "rotten"), (r"\bsira\b", "damaged"), (r"\bmay\s+amag\b", "mouldy"),
    (r"\bmay\s+nagnakaw(?:\s+po)?\s+ng\b", "someone stole"),
    (r"\b(?:nahulog|nalaglag|nabagsak)(?:\s+sa\s+sahig)?", "dropped on the floor"),
    (r"\btinapon\s+ko(?:\s+na)?\b", "threw away"),
    (r"\bnagbigay(?:\s+po)?\s+ako\s+ng\b", "gave"), (r"\bna\s+pantikim\b", "as samples"),
    (r"\bbinilang\s+ko\b", "counted"), (r"\bbilang\s+ko\b", "count"),
    # prices: "Tumaas na po ang cherry, 3.50 …", "Bumaba na po ang saging, 1.15 …", "Price po ng mangga 2.50"
    (r"\btumaas(?:\s+na)?(?:\s+po)?\s+ang\s+(?P<what>\w+)\s*,?\s*", r"\g<what> up to "),
    (r"\bbumaba(?:\s+na)?(?:\s+po)?\s+ang\s+(?P<what>\w+)\s*,?\s*", r"\g<what> down to "),
    (r"\bprice(?:\s+po)?\s+ng\b", "price of"),
    (r"(?P<n>\d+(?:\.\d+)?)(?:\s+po)?\s+binayad\b", r"paid \g<n>"), (r"\bbinayaran\s+niya\b", "paid"),
    (r"(?<=\d)(?:\s+po)?\s+lahat\b", " total"),
    (r"(?<![\w.])(?P<amount>\d+\.\d\d)\s+na\b(?!\s+lang\b)", r"now \g<amount>"),  # "strawberry 4.10 na": now 4.10
    (r"\bsimula\s+(?=ngayon|kahapon)", "from "),
    (r"\bbagong\s+customer\b", "new customer"),
    (r"\bkalahating\s+kilo\b", "half a kilo"),
    (r"\b(?:noong|nung)\s+(?:ika-?)?(?P<n>\d{1,2})\b(?!\s*(?:kilo|kg|g|grams?|lbs?)\b)", _ordinal),
    (rf"\b(?:noong|nung)\s+{_DAY}\b", "on \\g<day>"),
    # what was brought back on the day it was bought: "brought back the grapes yesterday" is from yesterday
    (r"\b(brought back\b[^.;,]*?)\s+(?:on\s+)?(?=yesterday\b|today\b|kahapon\b|kanina\b|the \d|(?:mon|tues|wednes|"
     r"thurs|fri|satur|sun)day\b|lunes\b|martes\b|miyerkoles\b|miyerkules\b|huwebes\b|biyernes\b|sabado\b|linggo\b)",
     r"\1 from "),
]
_WORDS = {"mangga": "mango", "ubas": "grapes", "saging": "bananas", "mansanas": "apples", "peras": "pears",
          "kahapon": "yesterday", "kanina": "today", "ngayon": "today", "tapos": "then", "niya": "", "yung": "the",
          "ang": "the", "po": "", "ho": "", "pong": "", "na": "", "ng": "of", "at": "and"}
_WORD = re.compile(r"(?<![\w'-])(?:" + "|".join(_WORDS) + r")(?![\w'-])", re.I)


def taglish_in_english(text: str) -> str:
    if len({m.group().lower() for m in _TAGALOG.finditer(text)}) < 2:
        return text
    for pattern, replacement in _SHAPES:
        text = re.sub(pattern, replacement, text, flags=re.I)
    text = re.sub(rf"\bon\s+{_DAY}\b", lambda m: "on " + _DAYS[m.group("day").lower()], text, flags=re.I)

    def word(match: re.Match[str]) -> str:
        low = match.group().lower()
        if low == "at":  # "1 kilo ubas at 1 kilo saging": and, before a quantity only (never "at 2.40")
            following = text[match.end():match.end() + 24]
            return "and" if re.match(r"\s+(?:\d+(?:\.\d+)?\s*(?:kilo|kg|g|grams?|lbs?)\b|half\b)", following) \
                else match.group()
        if low in ("po", "ho", "pong") and match.group() != low:
            return match.group()  # "PO", "Ho": never the polite word
        return _WORDS[low]

    text = _WORD.sub(word, text)
    text = re.sub(r"\s+([,.:;!])", r"\1", text)
    text = re.sub(r"([,:;])(?:\s*[,:;])+", r"\1", text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()
