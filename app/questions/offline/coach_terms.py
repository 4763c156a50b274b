"""A sports coach's words for the shop's figures (set 92). "This season", "the full season", "so far this
season" are the shop's records to date; a heading before the question ("Podium:", "Relegation zone -", "Form
guide:", "Scouting report:", "Stat check:" …) is taken out; a "league table of fruit by kilos sold" is the
kilos sold by fruit; the "single-day takings PB" or "record" is the best day for takings; a week that "put up"
the most kilos had them, a customer who "racked up" sales made them, stock "on the bench" is in stock, the
"top scorer by revenue" is the top one, and "what was the final score" after a figure asks for that figure."""

from __future__ import annotations

import re

_Q = "['’‘]"
_LABELS = re.compile(r"^\s*(?:podium|relegation\s+zone|form\s+guide|(?:week[\s-]by[\s-]week\s+)?scoreboard|"
                     r"bench\s+depth|transfer\s+window|scouting\s+report|season\s+stats|splits|stat\s+check|"
                     r"halfway\s+check|who" + _Q + r"?s\s+weakest\s+on\s+the\s+roster)\s*(?::|\s[-–—])\s*", re.I)
_KINDS = {"customers": "customer", "customer": "customer", "fruit": "fruit", "fruits": "fruit",
          "products": "product", "product": "product", "suppliers": "supplier", "supplier": "supplier"}
_LEAGUE = re.compile(r"\b(?:(?:the\s+)?current\s+)?league\s+table(?:\s*:\s*|\s+of\s+)(customers?|fruits?|products?|"
                     r"suppliers?)\s+by\s+([a-z][a-z ]*?)(?=\s*,|\s+(?:this|to|so|full|in|on|for)\b|\s*[?.!]*$)",
                     re.I)
_SAID = [
    (re.compile(r"\b(?:so\s+far\s+)?this\s+season(?:\s+so\s+far)?\b|\b(?:the\s+)?full\s+season\b|"
                r"\bacross\s+the\s+season\b", re.I), "to date"),
    (re.compile(r"\bseason\s+(?=total\b)", re.I), ""),  # "season total takings so far"
    (re.compile(r"\bour\s+(?:PB|personal\s+best|record)\s+for\s+a\s+single\s+day" + _Q + r"?s\s+takings\b", re.I),
     "our best day for takings"),
    (re.compile(r"\bon\s+what\s+(?:date|day)\s+did\s+we\s+set\s+our\s+single[\s-]day\s+takings\s+record\b", re.I),
     "which day was our best for takings"),
    (re.compile(r"\bour\s+single[\s-]day\s+takings\s+(?:PB|personal\s+best|record)\b", re.I),
     "our best day for takings"),
    (re.compile(r"\bracked\s+up\b", re.I), "made"),
    (re.compile(r"\b(week|day|month)\s+put\s+up\s+the\s+(most|least)\b", re.I), r"\1 had the \2"),
    (re.compile(r"\bhave\s+put\s+up\s+(more|less)\s+than\s+(\d+(?:\.\d+)?)\s+in\s+spend\b", re.I),
     r"have spent \1 than \2"),
    (re.compile(r"\bon\s+the\s+bench\b", re.I), "in stock"),
    (re.compile(r"\btop\s+scorer\s+by\s+(revenue|takings|kilos\s+sold)\s+among\s+the\s+(fruits?|products?)\b", re.I),
     r"top \2 by \1"),
    (re.compile(r"\b(which\s+(?:fruit|product))" + _Q + r"s\s+leading\s+the\s+kilos[\s-]sold\s+table\b", re.I),
     r"\1 has the most kilos sold"),
    (re.compile(r"\s*[-–—]\s*what\s+was\s+the\s+final\s+score\s*\?*\s*$", re.I), ""),
    (re.compile(r"\s*,\s*full\s+table\s*$", re.I), ""),  # "kilos bought per customer, full table"
]


def plain(question: str) -> str:
    text = _LABELS.sub("", question)
    text = _LEAGUE.sub(lambda m: f"{m[2]} by {_KINDS[m[1].lower()]}", text)
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
