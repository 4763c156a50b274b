"""A Filipino manager's Taglish (set 100): Tagalog question words ("magkano" how much, "ilan"/"ilang" how many,
"ano"/"anong" what, "sino"/"sinong"/"sino-sino" who, "kailan" when), the shop's words ("benta" sales,
"nabenta" sold, "presyo" price, "ginastos"/"gumastos" spent, "natira"/"natitira" left, "binili"/"bumili"
bought, "tubo" profit, "suki" customers, the fruits: "saging", "mangga", "ubas" …), days and spans ("kahapon"
yesterday, "ngayong araw/linggo/buwan" today, this week, this month, "noong isang linggo" last week, "huling 7
araw" the last 7 days, "kasama ngayon" today included, "simula" since, "hanggang ngayon" so far, "kada araw"
per day), and the particles that carry no measure ("po", "natin", "naman", "ang", "na", "pa", "yung", "mga",
"sa atin"), which are taken out. "ng" is of (after a verb it marks the thing: "bumili ng cherry" bought
cherry), "ni" is by, "sa" after a verb of buying is from, else on. Read only in a question holding a Tagalog
question word or particle; a word with no reading here ("linggo" alone is a week or Sunday) is left and
refused by name."""

from __future__ import annotations

import re

_TAGALOG = re.compile(r"\b(?:magkano|ilan|ilang|sino|sinong|sino-sino|anong|kailan|natin|ngayong|po|ng)\b", re.I)
_SAID = (
    (r"\bna-(?=\w)", ""),
    (r"\bnag-deliver\b", "delivered"),
    (r"\bpakita(?:\s+naman)?(?:\s+ng)?\b", "show"),
    (r"\b(?:ngayong|ngayon\s+na)\s+araw\b", "today"),
    (r"\bngayong\s+linggo\b", "this week"),
    (r"\b(?:ngayong|buong)\s+buwan\b", "this month"),
    (r"\bngayong\s+(?=[A-Z])", "this "),
    (r"\bpebrero\b", "February"),
    (r"\bsabado\b", "Saturday"),
    (r"\bnoong\s+isang\s+linggo\b", "last week"),
    (r"\bnoong\s+weekend\b", "last weekend"),
    (r"\bnoong\b", "on"),
    (r"\bhuling\s+(\d+)\s+araw\b", r"last \1 days"),
    (r"\bhuling\b", "last"),
    (r"\bkasama\s+ngayon\b", "including today"),
    (r"\bhanggang\s+ngayon\b", "so far"),
    (r"\bsimula\s+umpisa\s+ng\s+buwan\b", "this month so far"),
    (r"\bsimula\b", "since"),
    (r"\b(?:kada|per)\s+araw\b", "per day"),
    (r"\bper\s+linggo\b", "per week"),
    (r"\baraw\s+ng\s+linggo\b", "weekday"),
    (r"\bbawat\s+isa\b", "each"),
    (r"\bbawat\b", "each"),
    (r"\blahat\s+pinagsama\b", "all together"),
    (r"\bpagdating\s+sa\s+gastos\b", "by spend"),
    (r"\bsa\s+pera\b", "by money"),
    (r"\bpinakamalaki\s+muna\b", "biggest first"),
    (r"\bpinakamalaking\s+gumastos\b", "biggest spender"),
    (r"\bpinakamalaking\b", "biggest"),
    (r"\bpinaka-?mabentang?\b", "best-selling"),
    (r"\btumaas\s+ang\s+presyo\b", "went up in price"),
    (r"\bnagpalit\s+ng\s+presyo\b", "changed price"),
    (r"\bang\s+may\b", "has"),
    (r"\b(?:higit|lampas)(?:\s+sa)?\b", "more than"),
    (r"\bsa\s+atin\b", ""),
    (r"\b(binili|bumili)((?:\s+(?:natin|po|tayo))*)\s+sa\b", r"\1\2 from"),
    (r"\b(binili|bumili|gumastos|ginastos|nagastos)\s+ng\b", r"\1"),
    (r"\bmagkano\b", "how much"),
    (r"\bilang?\b", "how many"),
    (r"\b(?:anong|ano)\b", "what"),
    (r"\b(?:sino-sino|sinong|sino)\b", "who"),
    (r"\bkailan\b", "when"),
    (r"\bbenta\b", "sales"),
    (r"\bn(?:a|ai)benta\b", "sold"),
    (r"\bnagawa\b", "made"),
    (r"\bkahapon\b", "yesterday"),
    (r"\bpresyo\b", "price"),
    (r"\bprutas\b", "fruit"),
    (r"\bsaging\b", "banana"),
    (r"\bubas\b", "grape"),
    (r"\bperas\b", "pear"),
    (r"\bmansanas\b", "apple"),
    (r"\bmangga\b", "mango"),
    (r"\bseresa\b", "cherry"),
    (r"\b(?:dalandan|kahel)\b", "orange"),
    (r"\bpresa\b", "strawberry"),
    (r"\b(?:ginastos|nagastos|gumastos)\b", "spent"),
    (r"\b(?:natira|natitira)\b", "left"),
    (r"\b(?:binili|bumili)\b", "bought"),
    (r"\btubo\b", "profit"),
    (r"\bsuki\b", "customers"),
    (r"\bhalaga\b", "value"),
    (r"\bbeses\b", "times"),
    (r"\bpagsara\b", "at close"),
    (r"\bngayon\b", "now"),
    (r"\bni\b", "by"),
    (r"\bng\b", "of"),
    (r"\bsa\b", "on"),
    (r"\b(?:po|natin|naman|ang|na|pa|yung|ba|tayo|mga)\b", ""),
)
_COMPILED = tuple((re.compile(said, re.I), meant) for said, meant in _SAID)


def plain(question: str) -> str:
    if not _TAGALOG.search(question):
        return question
    text = question
    for said, meant in _COMPILED:
        text = said.sub(meant, text)
    return re.sub(r"\s+([,?.!])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()
