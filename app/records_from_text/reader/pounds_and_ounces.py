"""A weight said in two units together: pounds and ounces ("2 lb 8 oz of apples", "1lb 4oz pears"),
one weight written in ounces (16 to the pound) so the reader weighs it once, exactly; kilos and
grams ("1 kg 250 g strawberries", "2 kilos and 500 grams"), one weight in grams."""

from __future__ import annotations

import re

_LB_OZ = re.compile(r"(?<![\w.])(?P<lb>\d+)\s*(?:lbs?|pounds?)\s+(?:and\s+)?(?P<oz>\d+(?:\.\d+)?)\s*(?:oz|ounces?)\b",
                    re.I)
_KG_G = re.compile(r"(?<![\w.])(?P<kg>\d+)\s*(?:kg|kgs|kilos?)\s+(?:and\s+)?(?P<g>\d{1,3})\s*(?:g|grams?)\b", re.I)


def in_ounces(text: str) -> str:
    text = _KG_G.sub(lambda m: f"{int(m.group('kg')) * 1000 + int(m.group('g'))} g", text)
    return _LB_OZ.sub(lambda m: f"{int(m.group('lb')) * 16 + float(m.group('oz')):g} oz", text)
