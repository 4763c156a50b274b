"""A weight said in pounds and ounces together ("2 lb 8 oz of apples", "1lb 4oz pears"): one
weight, written in ounces (16 to the pound) so the reader weighs it once, exactly."""

from __future__ import annotations

import re

_LB_OZ = re.compile(r"(?<![\w.])(?P<lb>\d+)\s*(?:lbs?|pounds?)\s+(?:and\s+)?(?P<oz>\d+(?:\.\d+)?)\s*(?:oz|ounces?)\b",
                    re.I)


def in_ounces(text: str) -> str:
    return _LB_OZ.sub(lambda m: f"{int(m.group('lb')) * 16 + float(m.group('oz')):g} oz", text)
