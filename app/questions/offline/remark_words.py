"""What a remark around a question may not say, if it is to be taken out (asker_remarks.py, their_remarks.py):
what to count, group or leave out, or a time the question does not say; and the words of a sentence, for
matching the shop's names."""

from __future__ import annotations

import re

# what would change the question if read past
SAYS_WHAT = re.compile(
    r"\d|\b(?:only|just|except|excluding|exclude|without|leave|leaving|ignore|ignoring|include|including|count"
    r"|counting|by|each|every|per|average|avg|mean|total|net|gross|instead|rather|but\s+not|not|kilos?|kg|dollars?"
    r"|percent|share|top|first|last|most|least|biggest|smallest|rank|list|apart|separate|separately|all|difference"
    r"|compare|compared|change|more|less|higher|lower|ratio|names?|figures?|amounts?|numbers?|table|breakdown"
    r"|split|broken|sum|value)\b"
    r"|\b(?:want|need|like|prefer)\s+(?:it|them|the|a|an|to\s+(?:see|have|get))\b", re.I)  # "I want the total"

TIME = re.compile(r"\b(?:today|tonight|yesterday|tomorrow|morning|afternoon|evening|day|days|week|weeks|weekend"
                   r"|month|months|year|fortnight|since|until|till|before|after|ago|now|monday|tuesday|wednesday"
                   r"|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september"
                   r"|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|moment"
                   r"|currently)\b", re.I)


def stems(text: str) -> set[str]:
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", text)}
    # "cherries" is "cherry": a remark about them names the product (set 84's round: it was read past)
    return words | {w[:-1] for w in words if w.endswith("s")} | {w[:-2] for w in words if w.endswith("es")} | {
        w[:-3] + "y" for w in words if w.endswith("ies")}
