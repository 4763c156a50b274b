"""A stock asked for around a delivery or a count (sets 40, 42): "apples on hand after today's delivery",
"stock at close today, after the delivery and the count", "cherries at close on the 27th, just before our
delivery". The records keep no time of day: a stock is at a day's close, after all that day's deliveries
and counts, so "after today's delivery" is today's close, and "before the delivery", said with a close
already named, says again that the close comes first; "now the delivery's in" is now. Read past only in
a question about what the shop holds; elsewhere ("sales after today's delivery") the words stay, and are refused."""

from __future__ import annotations

import re

_HOLDS = re.compile(r"\b(?:stock|on\s+hand|in\s+stock|have|had|left|holding)\b", re.I)
# "how many sales have we had after the delivery": not what the shop holds
_MOVED = re.compile(r"\b(?:sold|sell|sells|selling|sales?|revenue|takings|take|took|taken|spen[dt]|bought|buy|paid"
                    r"|pay|refund\w*|returns?|returned|profit|margin|cost|costs|price|prices|customers?)\b", re.I)
_THING = r"(?:delivery|deliveries|drop|count|stock\s*count|stocktake)"
_FROM = r"(?:\s+from\s+[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)*)?"
# "after today's delivery (from Green Valley)", "after the delivery and the count" (today's or the named
# close's: "the delivery" alone, with no day, may be any one)
_AFTER = r"[,;–-]?\s*\b(?:just\s+)?after\s+(?:{whose})\s+(?:new\s+)?" + _THING + r"(?:\s+and\s+(?:the\s+)?" \
    + _THING + r")?" + _FROM
_AFTER_TODAYS = re.compile(_AFTER.format(whose=r"today['’]?s|this\s+morning['’]?s"), re.I)
_AFTER_THE = re.compile(_AFTER.format(whose=r"the|our"), re.I)
_TODAY = re.compile(r"\b(?:today|now|tonight)\b", re.I)
# "at close on the 27th, just before our delivery": a close named, then the delivery after it
_CLOSE_NAMED = re.compile(r"\b(?:at|by)\s+(?:the\s+)?(?:close|end)\s+(?:of\s+|on\s+)?(?:the\s+)?"
                          r"\d{1,2}(?:st|nd|rd|th)\b", re.I)
# "how much banana have we got now the delivery's in?": the stock now, the delivery in it (set 58)
_NOW_DELIVERY_IN = re.compile(r"(?<=\bnow)\s+(?:that\s+)?(?:the|today['’]?s|our)\s+" + _THING
                              + r"(?:['’]s|\s+is|\s+has)?(?:\s+(?:come|came|arrived|been|done))?(?:\s+in)?"
                              r"(?=\s*[?.!]*\s*$)", re.I)
_BEFORE = re.compile(r"[,;–-]?\s*\b(?:just\s+)?before\s+(?:the|our)\s+(?:new\s+|next\s+)?" + _THING + _FROM, re.I)


def plain(text: str) -> str:
    if not _HOLDS.search(text) or _MOVED.search(text):
        return text
    text = _NOW_DELIVERY_IN.sub(" ", _AFTER_TODAYS.sub(" ", text))
    if _TODAY.search(text) or _CLOSE_NAMED.search(text):
        text = _AFTER_THE.sub(" ", text)
    if _CLOSE_NAMED.search(text):
        text = _BEFORE.sub(" ", text)
    return text
