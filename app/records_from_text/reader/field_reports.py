"""A storeman's field report, all in capitals, a field to a sentence ("SALE. ITEM: APPLES. QTY: 4
KG. CUST: BOB SMITH. TIME 0915. CONFIRM."): put in the sentences the reader knows before it reads.
Read only when the whole message is in capitals, is no note, and names its fields (CUST, ITEM, QTY),
its times (0930 HRS) or its kind (RECEIPT, ISSUE, STOCKTAKE, WRITE-OFF, INCIDENT, SITREP):

- a clock time is when it happened, no part of the record ("0930 HRS", "1300-1400 HRS", "TIME
  0915", "LOGGED 1700", "ISSUED 1610", a time alone ending a line); never a figure with a unit, a
  price, a phone's part or a year after a month;
- an item named in its own field before its quantity's ("ITEM: MANGO. QTY: 2 KG.") is that
  quantity of it; a lone header ("SALE.", "LOSS REPORT.") says what the fields after it are, and
  a field in a sentence of its own (". CUST: …", ". CAUSE: …", ". TEL …") goes on its record's line,
  unless that line names its customer already (". CUST …" then starts the next record);
- "ISSUE … CUST" is a sale, "RECEIPT (FROM) …" a delivery, "RETURN. CUST X. ISSUE OF <day>. QTY
  FULL." the customer bringing back that day's sale (a return with a day of its own is left);
- "SITREP 21 FEB." / "REPORT 15 FEB." date what follows; "LATE ENTRY", list marks ("(2)") and
  sign-offs ("CONFIRM.", "END.", "NO ISSUES.", "SELL PRICE UNCHANGED.", "EFFECTIVE NOW.") say nothing;
  "PRICE AMENDMENT (EFFECTIVE IMMEDIATELY)." heads a price change from now.

Anything else is left as typed, and refused there if it cannot be placed."""

from __future__ import annotations

import re

from app.records_from_text.reader.shorthand import NOTE_FIRST
from app.records_from_text.reader.ward_notes import read_ward_notes

_FIELDS = re.compile(r"\b(?:CUST|ITEM|QTY|HRS|SITREP|RECEIPT|ISSUED?|STOCKTAKE|WRITE-OFF|INCIDENT|DELIVERY"
                     r"|PRICE\s+AMENDMENT)\b")
_MONTHS = {"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "SEPT", "OCT", "NOV", "DEC"}
_T = r"(?:[01]\d|2[0-3])[0-5]\d"
_TIME = re.compile(rf"(?<![\w\-/.$@£€])(?:(?:TIME|LOGGED|AT)\s+)?{_T}(?:\s*-\s*{_T})?(?:\s*(?:HRS|HOURS)\b)?"
                   r"(?![\w\-/%]|\.\d|\s*(?:KGS?|G|GMS?|GRAMS?|LBS?|KILOS?|PCS?)\b)")
_SIGN_OFF = re.compile(r"(?:^|(?<=[.:]))\s*(?:CONFIRM(?:ED)?|END|ENDS|OVER|NO\s+ISSUES|SEPARATE\s+TRANSACTIONS"
                       r"|LATE\s+NOTIFICATION|(?:(?:BOTH|ALL)\s+)?EFFECTIVE\s+(?:NOW|IMMEDIATELY|FORTHWITH)"
                       r"|SELL(?:ING)?\s+PRICES?\s+(?:UNCHANGED|AS\s+PER\s+LIST|AS\s+BEFORE))\s*\.(?=\s|$)")
# "PRICE AMENDMENT EFFECTIVE IMMEDIATELY. MANGO TO 2.60/KG.": a price change, from now
_PRICE_HEADER = re.compile(r"^\s*PRICE\s+(?:AMENDMENT|CHANGE)(?:\s+EFFECTIVE\s+(?:NOW|IMMEDIATELY|FORTHWITH))?\s*\.\s+"
                           r"(?=[A-Z])")
_ITEM_THEN_QTY = re.compile(r"\bITEM\s*:?\s+([A-Z]+)\s*[.,/]?\s*QTY\s*:?\s*(\d+(?:\.\d+)?\s*[A-Z]+)\b")
_HEADER = re.compile(r"(?:^|(?<=[.]))\s*(SALE|WRITE-OFF|WRITE\s+OFF|RETURN|STOCKTAKE|COUNT\s+CHECK|STOCK\s+COUNT"
                     r"|LOSS\s+REPORT|INCIDENT)\s*[.:]\s+(?=[A-Z0-9])")
_FIELD_AFTER = re.compile(r"\.\s+(?=(?:CUST|CAUSE|CONDITION|REASON|TOTAL|CHARGED|PAID|WRITTEN\s+OFF|DISPOSED)\b"
                          r"|(?:NEW|EFFECTIVE)\s+\d)")
_CONTACT_AFTER = re.compile(r"\.\s+(?=(?:TEL|PHONE|PH|MOB|EMAIL)\b)")
_LIST_MARK = re.compile(r"(?:^|(?<=[\s:.]))\(\d{1,2}\)\s*")
_ISSUE = re.compile(r"\b(?:RE-)?ISSUED?\s+(?:TO\s+)?(?P<day>\d{1,2}\s+[A-Z]{3}\s+)?CUST\b\s*:?")
_RECEIPT = re.compile(r"\bRECEIPT\s+(?:FROM\s+)?(?=[A-Z]{2,})(?!HRS\b)")
_RETURN = re.compile(r"\bRETURN(?:\s+RECEIVED)?\s*[.,:]?\s*CUST\s*:?\s*(?P<name>[A-Z]+(?:\s+[A-Z]+)?)\s*[.,]?\s*"
                     r"(?:ORIGINAL\s+)?ISSUE\s+(?:OF\s+|DATED\s+)?(?P<sold>\d{1,2}\s+[A-Z]{3})\b"
                     r"(?:\s*[.,]\s*(?:QTY\s+FULL|FULL(?:\s+QTY)?)(?:\s+BACK\s+ON\s+(?:THE\s+)?SHELF)?"
                     r"|\s*[.,]\s*REASON\s*:?\s+[A-Z]+)*(?=\s*[.,]|\s*$)")
_DAY_HEADING = re.compile(r"^\s*(?:SITREP|REPORT)\s+(\d{1,2}\s+[A-Z]{3,9})\s*\.\s*")
_LATE = re.compile(r"\bLATE\s+ENTRY(?:\s+FROM)?\s*:?\s*")


def read_field_report(text: str) -> str:
    text = read_ward_notes(text)  # a nurse's notes in mixed case ("0910 Pt Mei Chen. …")
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 8 or any(c.islower() for c in letters) or not _FIELDS.search(text) or NOTE_FIRST.match(text):
        return text

    def time(match: re.Match[str]) -> str:
        before = text[:match.start()].split()
        year = match.group().isdigit() and match.group()[:2] in ("19", "20")
        return match.group() if year and before and before[-1].upper().strip(".,") in _MONTHS else ""

    text = _SIGN_OFF.sub("", _TIME.sub(time, text))
    text = _ITEM_THEN_QTY.sub(r"\2 \1", text)
    text = _RETURN.sub(lambda m: f"{m.group('name')} RETURNED WHAT THEY BOUGHT ON {m.group('sold')}", text)
    text = _HEADER.sub(lambda m: "" if m.group(1) == "INCIDENT" else f" {m.group(1)}: ", text)
    text = _PRICE_HEADER.sub("PRICE CHANGE: ", text)
    text = _ISSUE.sub(lambda m: f"ON {m.group('day')}SOLD TO " if m.group("day") else "SOLD TO ", text)
    text = _LATE.sub("", _DAY_HEADING.sub(r"ON \1: ", _RECEIPT.sub("RECEIVED FROM ", text)))
    text = _CONTACT_AFTER.sub(", ", _LIST_MARK.sub("", text))
    text = _FIELD_AFTER.sub(lambda m: m.group() if _has_customer(text, m.start()) else ", ", text)
    text = re.sub(r"\s+([.,:])", r"\1", text)
    text = re.sub(r"([.,:])(?:\s*[.,:])+", r"\1", text)  # where a time stood: "TIME 0915." -> "."
    return re.sub(r"[ \t]{2,}", " ", re.sub(r"^[\s.,:]+", "", text)).strip()


def _has_customer(text: str, at: int) -> bool:
    """Whether the sentence ending at `at` names its customer already."""
    sentence = re.split(r"\.\s", text[:at])[-1]
    return bool(re.search(r"\bCUST\b|\bSOLD\s+TO\b", sentence))
