"""A shift's checklist, rewritten into the lines the reader reads: its list numbers ("1)", "2.")
say nothing, a ticked box ("[x] till balanced") is a status with no record unless it weighs
something, and a heading over the list ("End of shift", "DELIVERIES", "Stock count 24/02") only
introduces the lines under it. A heading is known by its words, all of them a checklist's own
(never "TODO", "cancel", "to order"); one that names a kind of line ("Stock count", "Price
updates") gives that word to each line under it that does not already start with one."""

from __future__ import annotations

import re

from app.records_from_text.drafts import NotUnderstood
from app.records_from_text.reader.dates import DATE_RX

# Words a heading over a shift's list is made of; anything else and the line is read as written.
_HEADING_WORDS = {
    "end", "of", "shift", "shifts", "deliveries", "delivery", "delivered", "stock", "count", "counts", "stocktake",
    "shrinkage", "sales", "sold", "pm", "am", "morning", "afternoon", "evening", "handover", "returns", "refunds",
    "purchases", "goods", "in", "price", "prices", "updates", "changes", "waste", "wastage", "log", "till",
    "summary", "today", "todays", "today's", "closing", "close", "down", "close-down", "opening", "checks",
    "checklist", "list", "notes", "for", "the", "team", "staff", "write-offs", "writeoffs", "adjustments", "day",
    "daily", "shop", "recap", "report", "totals", "taken", "at", "this", "amendments", "effective",
}  # never "yesterday's": a heading that dates its lines is left for the reader to date them
# A heading's word that every line under it is about, as the word that says so on a line.
_LEADS = {"count": "count", "counts": "count", "stocktake": "count", "price": "price", "prices": "price",
          "returns": "return", "refunds": "return"}
_STARTS = ("count", "price", "sold", "sale", "waste", "return", "delivery", "adj", "samples")
# "1) …", "2. 1kg oranges damaged", "a) …": a list's numbers and letters (two lines of them, or one that is "1.")
_NUMBERED = re.compile(r"^(\s*)(?:\d{1,2}[.)]\s+(?=[A-Za-z]|\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|g|grams?|lbs?)\b)"
                       r"|[a-h]\)\s+(?=[A-Za-z\d]))")
# "…: 1) 1.5 kg strawberries, mouldy; 2) 0.5 kg bananas, spoiled.": the numbers of a list run on in one line
_INLINE = re.compile(r"(?<=[:;])\s*\d{1,2}\)\s+(?=[A-Za-z\d])")
_TICKED = re.compile(r"^\s*\[[xX✓✔]\]\s*")
_UNTICKED = re.compile(r"^\s*(?:[-*•]\s*)?\[\s?\]")


def rewrite_checklist(text: str) -> str:
    """The text with its checklist's numbering, ticks and heading read; unchanged when it is none."""
    if re.search(r":\s*1\)\s", text) and len(_INLINE.findall(text)) >= 2:
        text = _INLINE.sub(" ", text)
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return text
    numbered = [line for line in lines if _NUMBERED.match(line)]
    if len(numbered) >= 2 or numbered and re.match(r"\s*1[.)]\s", numbered[0]):  # "1. Sold today to …": one item
        lines = [_NUMBERED.sub(r"\1- ", line) for line in lines]
    kept = []
    for line in lines:
        if _UNTICKED.match(line):
            raise NotUnderstood("A box not ticked is not done yet; tick it when it is.")
        if _TICKED.match(line):
            line = _TICKED.sub("- ", line)
            if len(lines) > 1 and not re.search(r"\d", line):
                continue  # "[x] till balanced": a status ticked off, nothing weighed
        kept.append(line)
    if len(kept) < 2:
        return "\n".join(kept)
    heading = _heading(kept[0])
    if heading is None:
        return "\n".join(kept)
    dates, lead = heading
    body = [_led(line, lead) for line in kept[1:]] if lead else kept[1:]
    return "\n".join(([" ".join(dates) + ":"] if dates else []) + body)


def _heading(line: str) -> tuple[list[str], str] | None:
    """The heading's dates ("Sales yesterday", "Close-down checklist 24/02") and the word its lines
    take, or None when the line is no heading."""
    if line.rstrip().endswith(","):
        return None  # "Morning team,": a letter's greeting, left for the letter's frame to drop
    dates = [m.group() for m in DATE_RX.finditer(line)]
    words = DATE_RX.sub(" ", line).strip().rstrip(":").replace("(", " ").replace(")", " ").split()
    words = [w.lower().strip(",-'") for w in words if w.lower().strip(",-'") not in ("", "s")]
    if not words or len(words) + len(dates) > 7:
        return None
    if any(w not in _HEADING_WORDS for w in words):
        return None
    return dates, next((_LEADS[w] for w in words if w in _LEADS), "")


def _led(line: str, lead: str) -> str:
    """"apples: +1.2 kg" under "Stock count": "- count: apples: +1.2 kg" is read as a count."""
    bare = re.sub(r"^\s*[-*•]\s*", "", line)
    if bare.lower().startswith(_STARTS):
        return line
    return f"- {lead}: {bare.replace(':', '', 1)}"
