"""A retired sea captain's ship's log inside a shop record ("0800. Took on stores from Hillside: 20 kg
pears at 0.95 the kilo. Stowed in the hold.", "1030. Mr Haddad came alongside. Sold him 2 kg grapes.",
"Jettisoned 1.5 kg mangoes", "Mustered the pears at sundown: 47 kg."): each is put in the English the
reader knows before it reads, as a waiter's words are (service_words.py).

Read only in a text that has the log's own words (a time of day in four figures opening a sentence,
"alongside", "aboard", "mustered", "jettisoned", "stowed", "manifest", "took on", "consignment", "in the
hold", "hove to"), so an English line is never changed. The time of day ("0800.", "1400 hrs", "at 1100")
says nothing of the record and goes, as does the weather opening the entry ("Fair wind.", "Hove to.",
"Weather foul."); coming alongside or aboard is coming in; taking on stores is receiving them; mustering is
counting ("at sundown", "at end of watch": at close); jettisoned is thrown away; hoisted is raised; "the
consignment" is the delivery's total; a new hand or passenger "on the books" or "on the manifest" is a new
customer; "Entered late, the 27th:" and "Noted in the log, the 25th:" date what follows. Anything else ("on
the morrow": tomorrow; "to come aboard next week") is left and refused there."""

from __future__ import annotations

import re

_HHMM = r"(?:[01]\d|2[0-3])[0-5]\d"
_WEATHER = (r"(?:fair\s+winds?|hove\s+to|weather\s+(?:foul|fair|fine|rough|heavy)|calm\s+seas?|heavy\s+swell|"
            r"sea\s+(?:calm|rough|choppy|like\s+glass(?:\s+today)?)|fog(?:gy)?|gale(?:\s+warning)?|squalls?)")
_MARKS = re.compile(rf"(?:^|(?<=[.;!]\s))\s*(?:{_HHMM}\s*(?:hrs?|hours)?\s*[.:]|{_WEATHER}\s*[.!])|\balongside\b|"
                    r"\baboard\b|\bmustered\b|\bjettisoned\b|\b(?:re)?stowed\b|\bmanifest\b|\btook\s+on\b|"
                    r"\bconsignment\b|\bin\s+the\s+hold\b|\bship's\b|\bon\s+the\s+books\b|\bcargo\s+from\b|"
                    r"\bstores\s+inspection\b|\bhoisted\b|\bnoted\s+in\s+the\s+log\b|;\s*entered\s+now\s*\.?\s*$",
                    re.I | re.M)
_REWRITES = [
    # a time of day opening a sentence, or said of when: "0800.", "1400 hrs.", "at 1100", "at 1400 hrs"
    (rf"(?:^|(?<=[.;!]\s))\s*{_HHMM}\s*(?:hrs?|hours)?\s*[.:]\s*", ""),
    (rf"\s+at\s+{_HHMM}(?:\s*(?:hrs?|hours))?\b", ""),
    (rf"(?:^|(?<=[.;!]\s))\s*{_WEATHER}\s*[.!]\s*(?=\S)", ""),  # "Fair wind. …": the weather, not a record
    (r"\b(?:water|sea\s*water|seawater|rain)\s+got\s+in(?:to)?\s+the\s+hold\s*:", "water damage:"),
    (r"(?<=[.;])\s*(?:re)?stowed(?:\s+in\s+the\s+hold)?\s*\.?\s*$", ""),  # "… Restowed.": back on the shelf
    (r"\s+in\s+the\s+hold\b", ""), (r",\s*over\s+the\s+side\b", ""),
    (r"\bcame\s+(?:alongside|aboard)\b", "came in"), (r"\btook\s+aboard\b", "took"),
    (r"\bto\s+come\s+aboard\b", "to come in"),
    (r"\b(?:stores\s+taken\s+aboard|took\s+on\s+stores)\s+from\b", "received from"),
    # "Took on 30 kg bananas from …", "Stowed 12 kg grapes from …": the log's own, with no one else doing it
    (r"(?:^|(?<=[.;:]\s))(?:took\s+on|stowed)\s+(?=\d)", "received "), (r"\bcargo\s+from\b", "delivery from"),
    (r"\bjettisoned\b", "threw away"), (r"\bhoisted\s+to\b", "raised to"),
    (r"\bmustered\s+the\s+stores\b[^.:;\n]*[.:]", "stock count:"),  # "Mustered the stores at end of watch."
    (r"\s+(?:at\s+sundown|at\s+(?:the\s+)?end\s+of\s+(?:the\s+)?watch|after\s+the\s+day's\s+trade)\b", " at close"),
    (r"\bmustered\b", "counted"), (r"\bstores\s+inspection\b", "stock check"),
    (r"\bthe\s+consignment\b", "total"),
    (r"\bnew\s+(?:hand|passenger|name|face)\s+on\s+the\s+(?:books|manifest)\b", "new customer"),
    (r",\s*no\s+(?:telephone|phone)(?:\s+number)?\s*(?=[.;]|$)", ""),  # a new customer's phone not given
    (r"\bship's\s+chandler\b", "new supplier"),
    (r"^(\s*)(?:entered\s+late|noted\s+in\s+the\s+log)\s*,\s*(?=the\s+\d)", r"\1"),  # "Entered late, the 27th:"
    (r"^(\s*)log\s*:\s*", r"\1"), (r";\s*entered\s+now\s*\.?\s*$", "."), (r"\s+forthwith\b", ""),
    (r"\bpaid\s+in\s+full\s*,\s*(?=[$£€]?\d)", "paid "), (r"(?<=[;,])\s*([$£€]?\d+\.\d\d)\s+paid\b", r" paid \1"),
    (r"\be-mail\b", "email"),
]


def ship_log_in_english(text: str) -> str:
    if not _MARKS.search(text):
        return text
    for pattern, replacement in _REWRITES:
        text = re.sub(pattern, replacement, text, flags=re.I | re.M)
    return text.strip()
