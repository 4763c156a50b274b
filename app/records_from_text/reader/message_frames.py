"""What a careful newcomer writes about the message itself, around its records: who is writing
("this is Lily", "it's Lily again", "I'm covering today"), where a driver types it ("at lights.",
"red again lol."), what follows ("Just so you know,",
"I need to report two things.", "Two updates from the shift.", "Summary of what I sold this
afternoon:") and a friendly close ("Have a nice weekend!", "She says hello.", "Everything else
looks fine.", "I hope I entered it right.", "Annoying.", "…, and after that nobody till closing."),
how the day went ("Quiet one today.", "busy lol 😅") and that what follows is all there is ("The
only thing worth putting down is …", "Nothing much, just …", "Just the one today: …"). Each is
dropped before reading.

Only frames that say no day other than today are dropped: "two things from my Saturday shift" and
"my weekend notes" date what follows and stay (refused there if they cannot be placed)."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.reader.dates import DATE_RX
from app.records_from_text.reader.shorthand import NOTE_FIRST

_TODAY = r"(?:this\s+(?:morning|afternoon|evening)|today|tonight|the\s+shift|my\s+shift|me)"
_FEW = r"(?:one|two|three|four|a\s+few|a\s+couple\s+of|some)"
# an opening: the whole sentence, or its words before ":" or ","
_OPENINGS = [
    r"just\s+so\s+(?:you\s+know|you(?:'re|\s+are)\s+aware|it(?:'s|\s+is)\s+(?:recorded|on\s+record))",
    r"just\s+to\s+(?:update\s+you|let\s+you\s+know|be\s+precise|keep\s+you\s+posted)",
    rf"(?:i\s+(?:need|want|have|would\s+like)\s+to\s+|i'd\s+like\s+to\s+)?(?:report|mention|tell\s+you|say)\s+{_FEW}"
    r"\s+things?",
    rf"(?:here\s+are\s+)?{_FEW}\s+(?:things?|updates?)(?:\s+from\s+{_TODAY})?(?:\s+today)?",
    r"one\s+(?:more\s+)?thing\s+i\s+should\s+(?:mention|say|add)",
    r"sorry\s+for\s+the\s+(?:long|late)\s+message",
    r"i(?:'m|\s+am)\s+covering(?:\s+today|\s+the\s+till)?",
    r"(?:this\s+is|it(?:'s|\s+is))\s+(?P<writer>(?-i:[A-Z][a-z]+))(?:\s+again|\s+here)?",
    r"this\s+is\s+my\s+first\s+(?:message|entry|time)(?:\s+in\s+the\s+app|\s+here)?",
    rf"summary\s+of\s+what\s+i\s+sold(?:\s+{_TODAY})?",
    # a driver typing where the van stands: "at lights.", "red again lol.", "stuck in traffic,"
    r"(?:at|@)\s+(?:the\s+|a\s+)?(?:lights|red(?:\s+light)?)(?:\s+again)?(?:\s+(?:lol|haha))?",
    r"red(?:\s+light)?\s+again(?:\s+(?:lol|haha))?|stuck\s+in\s+traffic(?:\s+(?:again|lol|haha))*",
]
# a close: a whole sentence after the records
_CLOSINGS = [
    r"have\s+a\s+(?:nice|good|great|lovely)\s+(?:weekend|day|evening|shift|one)",
    r"(?:he|she|they)\s+says?\s+hello",
    r"everything\s+else\s+(?:looks|looked|is|was|seems|seemed)\s+(?:fine|ok|okay|good|right|correct)",
    r"i\s+hope\s+i\s+(?:entered|did|wrote|put)\s+(?:it|this|that)(?:\s+in)?\s+(?:right|correctly|ok|okay)",
    r"i\s+put\s+(?:them|it)\s+(?:in\s+the\s+(?:cold\s+room|fridge|back)|back\s+on\s+the\s+shelf)",
    # where what came back went: "put them back in stock", "I put them straight back on display"
    r"(?:i\s+)?put\s+(?:them|it)\s+(?:straight\s+)?back\s+(?:on\s+(?:the\s+)?(?:shelf|shelves|display)|in(?:to)?\s+stock)",
    r"(?:annoying|typical|lovely|brilliant|oh\s+well)",  # a reaction to what was told
]
# "…, and after that nobody till closing.": no more records that day, said after the last one
_NOBODY_AFTER = re.compile(r"\s*,?\s*(?:and\s+)?(?:after\s+that\s+|then\s+)?nobody(?:\s+else)?(?:\s+came\s+in)?"
                           r"\s+(?:till|until)\s+(?:closing|close|we\s+closed)(?:\s+time)?(?=\s*[.!]?\s*$)", re.I)
_HEAD = r"(?:^|(?<=[.!;]\s)|(?<=\n))\s*"
# how the day went, before its records: "Quiet one today.", "Bit of a slow one today.", "busy lol 😅",
# "slow shift 😴" (ended by a stop, a colon, a comma or an emoji)
_MOOD = r"(?:quiet|busy|slow|steady|dead|hectic|manic|mad|long|rough|odd)"
_DAY_WENT = re.compile(_HEAD + r"(?:(?:a\s+)?bit\s+of\s+a\s+|a\s+|another\s+|very\s+|pretty\s+|fairly\s+)?"
                       rf"{_MOOD}(?:\s+(?:one|day|shift|morning|afternoon|evening))?(?:\s+(?:today|tonight))?"
                       r"(?:\s+(?:really|lol|haha))?\s*(?:[.!:,]+|[\u2600-\u27bf\U0001f300-\U0001faff]+)\s*", re.I)
# "the only thing worth putting down is …", "Nothing much, just …", "Just the one today: …": the one
# record that follows, said as all there is
_ALL_THERE_IS = re.compile(_HEAD + r"(?:(?:the\s+)?only\s+thing(?:\s+(?:worth\s+)?(?:putting|writing|noting)\s+down"
                           r"|\s+to\s+(?:put|write)\s+down)?(?:\s+(?:today|tonight))?(?:\s+really)?"
                           r"(?:\s+(?:was|is)\s+|\s*[:\-–—]\s*)"
                           r"|nothing\s+much(?:\s+(?:today|tonight))?\s*,\s*just\s+"
                           r"|just\s+the\s+one(?:\s+(?:today|tonight))?\s*:\s*|just\s+the\s+one\s+(?=new\s+customer\b))",
                           re.I)
_OPENING = re.compile(_HEAD + r"(?:sorry\s*,\s*)?(?:" + "|".join(_OPENINGS) + r")\s*(?:[.!:,]+\s*|$)", re.I)
# "I forgot to mention that on Sunday I …": what follows is the record, its day with it
_FORGOT_TO_SAY = re.compile(_HEAD + r"i\s+forgot\s+to\s+(?:mention|say|tell\s+you)\s+that\s+", re.I)
_CLOSING = re.compile(r"(?:^|(?<=[.!;]))\s*(?:" + "|".join(_CLOSINGS) + r")\s*[.!]*\s*(?=$|\n)", re.I)


def drop_frames(text: str, known: Known) -> str:
    if NOTE_FIRST.match(text):
        return text
    names = {w.lower() for party in [*known.customers, *known.suppliers] for w in party["name"].split()}

    def opening(match: re.Match[str]) -> str:
        writer = (match.group("writer") or "").lower()  # "It's Eva again": the customer, or "It's Monday": a day
        return match.group() if writer and (writer in names or DATE_RX.fullmatch(writer)) else ""

    before = None
    while before != text:  # "Hi! I'm covering today. Just so you know, …": one frame after another
        before = text
        text = _CLOSING.sub("", _OPENING.sub(opening, _FORGOT_TO_SAY.sub("", text, count=1), count=1)).strip()
        text = _ALL_THERE_IS.sub("", _DAY_WENT.sub("", text, count=1), count=1).strip()
        text = _NOBODY_AFTER.sub("", text).strip()
    return text
