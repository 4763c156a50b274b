"""A unit autocorrect turned into another word: "2 kiln pears", "half a kiln of cherries" (phone
keyboards put "kiln" or "kilt" for "kilo"), "750 gams of apples" (a letter of "grams" lost). A word
one letter away from "kilo"/"kilos" or "gram"/"grams", right after a figure or "a", and right before
a product the shop sells (maybe after "of"), is the unit it stands for. Any other word is left as typed.

"keg" is what phone keyboards make of "kg" ("2 keg apples", "1.30 a keg"): a shop selling by weight
sells no kegs, so after a figure, "a" or "per" it is the kilogram, whatever follows. A unit said once for a
list ("2 kg of pears and 1 of mango"): units_carried.py."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.matching import OSA, match_product
from app.records_from_text.reader.units_carried import carry_units

_SLIP = re.compile(r"(?<=\d )(?P<word>[a-z]{4,5})(?=\s+(?:of\s+)?(?P<next>[a-z]+))"
                   r"|(?<=\ba )(?P<word2>[a-z]{4,5})(?=\s+(?:of\s+)?(?P<next2>[a-z]+))", re.I)
_UNITS = ("kilo", "kilos", "gram", "grams")
_KEG = re.compile(r"(?:(?<=\d)|(?<=\d )|(?<=\ba )|(?<=\bper ))kegs?\b", re.I)


def read_unit_slips(text: str, known: Known) -> str:
    products = list(known.products)

    def kilo(match: re.Match[str]) -> str:
        word = match.group("word") or match.group("word2")
        after = match.group("next") or match.group("next2")
        low = word.lower()
        near = [unit for unit in _UNITS if OSA.distance(low, unit) == 1]
        if low in _UNITS or len({unit.rstrip("s") for unit in near}) != 1:
            return word  # a word as near one unit as the other is not guessed at
        if match_product(after.lower(), products) is None or match_product(low, products) is not None:
            return word
        return near[0].rstrip("s") + ("s" if low.endswith("s") else "")

    return carry_units(_SLIP.sub(kilo, _KEG.sub("kg", text)), known)  # "2 kg of pears and 1 of mango"
