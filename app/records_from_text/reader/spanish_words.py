"""Words of a bilingual helper's Spanish inside a shop record ("Eva Berg compró 2 kg de fresas",
"vendí 2 kg to Bob Smith esta mañana", "tiré medio kilo de peras", "subí el mango a 2.70 desde
hoy"): each is put in the English the reader knows before it reads, as the Dutch words are. Only
words with one meaning in a shop record are rewritten: what was done (compró is bought, tiré
thrown away), the day (hoy, ayer, anteayer, el lunes), the shop's fruit, how much (medio kilo,
kilo y medio) and the few small words between them (de, y, el, las). The small words are read only
in a text that has one of the others, so an English line is never changed; a word not listed here
(solo, mitad, pesé) is left as typed and refused there."""

from __future__ import annotations

import re
from functools import partial

# what was done, the fruit, the day, and how things went: one meaning each in a shop record
_WORDS = {
    "compró": "bought", "compraron": "bought", "vendí": "sold", "vendi": "sold",
    "vendió": "sold", "vendio": "sold", "devolvió": "brought back", "devolvio": "brought back",
    "tiré": "threw away", "tiramos": "threw away", "conté": "counted",
    "conte": "counted", "trajo": "brought", "trajeron": "brought", "llegaron": "arrived", "llegó": "arrived",
    "robaron": "stole", "subí": "raised", "subi": "raised", "bajé": "lowered", "baje": "lowered",
    "cambié": "changed", "cambie": "changed",
    "manzanas": "apples", "manzana": "apple", "peras": "pears", "pera": "pear", "fresas": "strawberries",
    "fresa": "strawberry", "cerezas": "cherries", "cereza": "cherry", "plátanos": "bananas",
    "platanos": "bananas", "plátano": "banana", "platano": "banana", "naranjas": "oranges",
    "naranja": "orange", "uvas": "grapes", "uva": "grape",
    "hoy": "today", "ayer": "yesterday", "anteayer": "the day before yesterday",
    "podridas": "rotten", "podridos": "rotten", "podrida": "rotten", "podrido": "rotten",
    "dañadas": "damaged", "dañados": "damaged", "dañada": "damaged", "dañado": "damaged",
    "después": "then", "despues": "then", "luego": "then", "también": "also", "tambien": "also",
    "precios": "prices", "precio": "price", "nuevos": "new", "nuevo": "new", "jaja": "haha", "jajaja": "haha",
    "gracias": "thanks", "todo": "everything", "hay": "there are", "proveedor": "supplier", "cliente": "customer",
    "clientes": "customers", "muestras": "samples",
}
_DAYS = {"lunes": "Monday", "martes": "Tuesday", "miércoles": "Wednesday", "miercoles": "Wednesday",
         "jueves": "Thursday", "viernes": "Friday", "sábado": "Saturday", "sabado": "Saturday",
         "domingo": "Sunday"}
_SPANISH = re.compile(r"(?<![\w'])(?:" + "|".join(_WORDS) + r")(?![\w'])", re.I)
# phrases first, where the words together say one thing
_PHRASES = [
    (r"\b(?:un\s+)?kilo\s+y\s+medio\b", "one and a half kilos"),
    (r"\bmedio\s+kilo\b", "half a kilo"),
    (r"\b(?:un|una)\s+(?:(proveedor)|cliente|clienta)\s+nuev[oa]\b", None),
    (r"\bun\s+kilo\b", "a kilo"),
    (r"\b(dos|tres|cuatro|cinco)\s+(?=kilos?\b)", None),
    (r"\bhace\s+(\d+)\s+d[ií]as\b", r"\1 days ago"),
    (r"\besta\s+mañana\b", "this morning"), (r"\besta\s+tarde\b", "this afternoon"),
    (r"\bno\s*,?\s*espera\s*,?\s*(?:eran|era|son|es)\b", "no wait, it was"),  # a figure put right
    (r"\btodo\s+(?=hoy\b)", "all "),
    (r"\bdi\s+(?=muestras\b)", "gave "), (r"\ba\s+(?=los\s+clientes\b)", "to "),  # "di muestras … a los clientes"
    (r"\bque\s+(?=compr[óo]\b)", "that was "), (r"\b(?:ese|el)\s+mismo\s+d[ií]a\b", "that same day"),
    (r"\bcon\s+moho\b", "mouldy"), (r"\bno\s+cambi[ée]\s+(?:el\s+precio|los\s+precios)\b", "didn't change the price"),
    (r"\bprecio\s+(?:de\s+venta|(?:en\s+|de\s+)?(?:la\s+)?tienda)\b", "shelf price"),
    (r"\ben\s+la\s+tienda\b", "on the shelf"),
    (r"\b(?:el|al)\s+kilo\b", "a kilo"),
    (r"\bdesde\s+(?=hoy\b)", "from "),
    (r"\b(?:de|del)\s+(?=(?:hoy|ayer|anteayer)\b)", "from "),
    (r"\b(?:el|del)\s+(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\b", None),
    (r"\b(?:la\s+)?(?:señora|sra\.?)\s+(?=(?-i:[A-Z]))", "Mrs "),
    (r"\b(?:el\s+)?(?:señor|sr\.?)\s+(?=(?-i:[A-Z]))", "Mr "),
    (r"(?<=\w)\s+me\s+(?=compró\b)", " "),  # "Luis Garcia me compró": bought from me
    (r"\ba\s+(?=[$£€]?\d)", "at "),  # "a 0.58 el kilo": at 0.58 a kilo
]
_NUMBERS = {"dos": "two", "tres": "three", "cuatro": "four", "cinco": "five"}
# the small words between the others, once the text is known to be Spanish in part
_SMALL = {"de": "of", "del": "of the", "y": "and", "el": "the", "la": "the", "las": "the", "los": "the",
          "con": "with"}
_SMALL_WORD = re.compile(r"(?<![\w'])(" + "|".join(_SMALL) + r")(?![\w'])", re.I)


def _phrase(match: re.Match[str], replacement: str | None) -> str:
    if replacement is not None:
        return match.expand(replacement)
    if match.group().lower().startswith("un"):  # "un proveedor nuevo": a new supplier
        return "a new supplier" if match.group(1) else "a new customer"
    word = match.group(1).lower()
    if word in _NUMBERS:
        return _NUMBERS[word] + " "
    return "on " + _DAYS[word] if match.group().lower().startswith("el") else "from " + _DAYS[word]


def spanish_in_english(text: str) -> str:
    if not _SPANISH.search(text) and not re.search(r"\b(?:medio\s+kilo|kilo\s+y\s+medio|esta\s+mañana)\b",
                                                   text, re.I):
        return text
    for pattern, replacement in _PHRASES:
        text = re.sub(pattern, partial(_phrase, replacement=replacement), text, flags=re.I)
    text = _SPANISH.sub(lambda m: _WORDS[m.group().lower()], text)
    return _SMALL_WORD.sub(lambda m: _SMALL[m.group(1).lower()], text)
