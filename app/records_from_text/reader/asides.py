"""What a careful new assistant adds around a record: self-corrections ("3 kg — sorry, 4 kg —"),
apologies and reassurance ("sorry this is late", "I hope that's right", "I weighed it twice").
A correction said outright keeps its last figure; an aside that says nothing about the record is
dropped. Doubt about a figure ("3 or 4 kg", "I think") is left for the reader to refuse."""

from __future__ import annotations

import re

from app.records_from_text.reader.count_asides import drop_count_asides
from app.records_from_text.reader.shorthand import NOTE_FIRST

_AMOUNT = r"\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|g|grams?|lbs?)\b"
# "3 kg — sorry, 4 kg —", "3 kg, wait, no, 2.5 kg,", "3 kg... I mean 4 kg": the figure said last
_CORRECTED = re.compile(
    rf"(?<![\w.]){_AMOUNT}\s*(?:[—–\-]+|\.\.\.|,)\s*(?:sorry|wait|oops|ugh|i mean|correction)\s*[,:]?\s*"
    rf"(?:no\s*[,:]?\s*)?(?P<last>{_AMOUNT})\s*(?:[—–\-]+|,)?", re.I)
_UNIT = r"(?:kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)"
# "2 pounds, I mean kilos, of oranges", "3 lb - sorry, kg -": the figure stays, the unit said last is its unit
_UNIT_CORRECTED = re.compile(
    rf"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s*{_UNIT}\s*(?:[—–\-]+|\.\.\.|,)\s*(?:sorry|wait|oops|ugh|i mean|correction)"
    rf"\s*[,:]?\s*(?:no\s*[,:]?\s*)?(?P<unit>{_UNIT})\b\s*(?:[—–\-]+|,)?", re.I)
# "mango price to 2.50, wait, 2.60", "1.40, wait no, 1.48", "2.90. Actually 2.95.": an amount to the cent put
# right by one said last, also to the cent
_AMOUNT_CORRECTED = re.compile(
    r"(?<![\w.])[$£€]?\d+\.\d\d\s*(?:[—–\-]+|\.\.\.|,|\.)\s*(?:sorry|wait|oops|ugh|i mean|correction|actually)"
    r"(?:\s*,?\s*(?:no|typo))?\s*[,:]?\s*(?P<last>[$£€]?\d+\.\d\d)(?![\d.]\d)", re.I)
_ASIDES = [
    r"\(\s*sorry\b[^()]*\)",  # "(sorry, I forgot to put it in)"
    r"\bi hope (?:that'?s|this is|it'?s|i'?m [a-z ]+?|i did (?:it|this)) ?(?:ok|okay|right|fine|correct|alright)\b"
    r"(?: that [^.!;:]*)?",
    r"\bsorry (?:this is|it'?s|for being) late\b",
    # a newcomer's opening about the entry itself: "I hope this is helpful:", "I hope I am using this properly."
    r"^\s*i hope (?:this|that) is (?:helpful|useful|clear)\s*[:.,;!]"
    r"|^\s*i hope i(?: am|'m) (?:doing|using) (?:this|it) (?:properly|correctly|right)\s*[:.,;!]",
    # … and closing: "I believe that is everything for this afternoon."
    r"(?<=[.!;,])\s*i (?:believe|think) that(?:'s| is) (?:everything|all)(?: for (?:today|this (?:morning|afternoon|"
    r"evening)))?\s*[.!]?\s*$",
    r"\bsorry if this is [^.!;:]*",
    r"\bi only (?:just )?remembered(?: it)? now\b",
    r"\bi (?:weighed|checked|counted|double-checked) (?:it|them|that|the \w+(?: \w+)?)(?: twice| again)"
    r"(?: to be sure)?\b",
    r"\bi took (?:his|her|their) (?:number|details|email)(?: like you said| as you said| down)?\b",
    r"\(\s*i asked (?:him|her|them) to spell it[^()]*\)",
    r"\bsorry for the (?:order|delay|wait|mess|late one)\b",
    # a driver's round: "dropped 2kg pears to Ann on way back" (where the van was, not what came back)
    r"\s+on\s+(?:the\s+|my\s+)?way\s+(?:back|home|past|through|round)(?=\s*[.!;,]|\s*$)",
    # a late entry owned up to after it: "…, only entering it now", "…, never got entered"
    r"(?:[,;]\s*)?\b(?:(?:i'?m|i am)\s+)?only (?:just )?entering (?:it|this|them) now\b"
    r"|(?:[,;]\s*)?\b(?:it |that )?never got (?:entered|logged|rung in|put in)\b"
    r"|(?:[,;]\s*)\b(?:it |that )?(?:was )?never (?:rung|keyed|put) (?:up|in|through)\b",  # "…, never rung up"
    r"^\s*i (?:noticed|saw)(?: that)?\s+(?=\d)",  # "I noticed 2 kg of the oranges had gone mouldy …"
    # a diary's time of day that dates nothing: "Got up early, …", "After we closed I counted …"
    r"^\s*(?:got\s+up\s+early|up\s+early|early\s+start|after\s+(?:we|i)\s+closed(?:\s+up)?|"
    r"before\s+(?:we|i)\s+opened(?:\s+up)?)\s*[,.;:]?\s*",
    # an e-mail's opening line about itself: "Quick one - …", "Two things from me today."
    r"^\s*(?:quick\s+one|(?:two|three|a\s+few|a\s+couple\s+of)\s+things(?:\s+from\s+me)?(?:\s+today)?)\s*[.:!,\-–—]+",
    r"\b(?:sorry,? )?(?:i )?(?:completely |totally )?forgot to (?:log|put|enter|record|write|shout|say|call|ring|send)"
    r"(?: this| it)?(?: one)?(?: in| down| up| out| through)?\b",
    # what follows a late entry owned up to: "…, so here it is, better late than never."
    r"(?<=[,;])\s*(?:so\s+)?here\s+it\s+is(?=\s*[,.!;]|\s*$)|(?<=[,;.])\s*better\s+late\s+than\s+never\b",
    r"\b(?:i )?never (?:wrote|put|logged|entered|rang) it (?:down|in|up)\b",
    # … and with other words for it: "…, which I never wrote down", "…, and I didn't log it;", "I did not record
    # it at the time", "I forgot to write it down until now", "…, only logging it now"
    r"\b(?:which |that )?i (?:never|didn'?t|did not|forgot to|neglected to) (?:log(?:ged)?|enter(?:ed)?|"
    r"record(?:ed)?|write|wrote|put|key(?:ed)?)(?: (?:it|this|that|them))?(?: (?:down|in|up))?"
    r"(?: (?:at the time|then|until now|till now|before now|before))?(?=\s*[.!;,:\-–—]|\s*$)"
    r"|(?:[,;]\s*)?\bonly (?:just )?(?:logging|recording|writing|putting|keying) (?:it|this|them)"
    r"(?: down| in| up)? now\b",
    # a late entry owned up to: "two sales on Monday I missed: …", "… - missed it then.", "I never entered:"
    r"\b(?:that |which )?i (?:missed|forgot|never (?:entered|logged|recorded))(?: it)?(?=\s*[:.,;!]|$)",
    r"(?:[—–\-,]\s*)?\bmissed (?:it|this|that) (?:then|earlier|at the time)\b",
    # a late entry's label before it: "Entering late: 2024-02-27, …", "Late entry (Tuesday 27th): …", a nurse's
    # "Retrospective entry for 26/2: …" (the day it is for stays)
    r"^\s*(?:entering\s+(?:it\s+|this\s+)?late|(?:late|retrospective)\s+entry|backdated(?:\s+entry)?)"
    r"(?:\s*[:,\-–—]\s*|\s*(?=\()|\s+for\s+(?=[^:\n]{1,20}:))",
    # "…, I just found the slip", "…; I have only now found my note.": a late entry owned up to
    r"(?:[,;]\s*)?\bi(?:'ve| have)? (?:only )?(?:just |now )?found (?:the|my) (?:note|slip|receipt|paper)s?"
    r"(?: (?:today|now|this morning))?(?=\s*[.!;,:]|\s*$)"
    r"|[,;]\s*(?:only )?just found (?:the|my) (?:(?:scrap|bit|piece) of paper|note|slip|receipt)"
    r"(?=\s*[.!;,:]|\s*$)",
    r"\bon (?:his|her|their) way (?:out|in|home|past)\b",
    r"\bsame (?:fella|fellow|bloke|guy|lady|chap|customer|person)\b",  # said of the one just named
    r"\ball in one go\b",
    # "…, that's all", "… and that was about it"
    r"(?:,\s*|\band\s+)that(?:'s| is| was)\s+(?:about\s+)?(?:it|all)(?:\s+for\s+today)?\s*(?=[.!]|$)",
    r"^\s*not (?:much|a lot) (?:going on|happening|doing)(?: today)?\s*[,.:;!]",  # "Not much going on, …"
    # "…, cherries stay as they are": nothing changes
    r"(?<=[,.;])\s*(?:the\s+)?[a-z]+\s+(?:stay|stays|remain|remains)\s+(?:as\s+(?:they|it)\s+(?:are|is|were|was)|the\s+same|"
    r"unchanged)\s*(?=[.!;]|$)",
    # the shelf price left as it was, said after a delivery: "…, selling price unchanged", "shelf prices as
    # before", "no shelf price changes", "didn't touch the prices", "I have left the shelf price as it is"
    r"(?<=[,.;])\s*(?:and\s+)?(?:(?:the\s+)?(?:shelf|selling|retail)(?:\s+prices?)?\s+(?:unchanged|as\s+before|"
    r"(?:stays?|remains?)(?:\s+(?:exactly\s+)?as\s+(?:it\s+is|they\s+are|before)|\s+the\s+same|\s+unchanged)?)"
    r"|no\s+(?:shelf|selling|retail)\s+price(?:\s+changes?)?"
    r"|no\s+changes?\s+(?:to|on|in)\s+(?:the\s+)?(?:shelf|selling|retail)(?:\s+prices?)?"  # "…, no change to shelf"
    r"|i?\s*(?:didn'?t|did\s+not|have\s+not|haven'?t)\s+(?:touch(?:ed)?|change[d]?)\s+the\s+(?:shelf\s+|selling\s+)?"
    r"prices?|i(?:'ve|\s+have)?\s+left\s+the\s+(?:shelf\s+|selling\s+)?prices?\s+as\s+(?:it\s+is|they\s+are|it\s+was))"
    r"\s*(?=[.!;,]|$)",
    r"(?<=[,.;:!])\s*sorry\s*(?=[.!]|$)",  # "…, sorry" at the end
    # a polite writer's asides about the entry and the customer, which record nothing: "I hope all is well",
    # "and I do apologise for the delay", "bless her", "such a dear", "…, I'm afraid, …", "with kind regards, Ros."
    r"\bi\s+hope\s+(?:all\s+is\s+well|you\s+are\s+well|you'?re\s+well)\b"
    r"|(?:\band\s+)?\bi\s+(?:do\s+)?apologi[sz]e\s+for\s+(?:the|my)\s+(?:late\s+entry|delay|lateness|wait)\b"
    r"|(?<=[,;])\s*bless\s+(?:him|her|them)(?=\s*[,.!]|\s*$)"
    r"|(?<=[,;])\s*such\s+a\s+(?:dear|darling|love|sweet\s+(?:woman|man|lady|gentleman|girl|boy))(?=\s*[,.!]|\s*$)"
    r"|(?<=[,;])\s*(?:i'?m|i\s+am)\s+afraid(?=\s*,)|(?:^|(?<=[,;]))\s*(?:sadly|regrettably|unfortunately|alas)(?=\s*,)"
    r"|(?<=[,;.])\s*(?:with\s+)?(?:kind|best|warm)\s+regards\s*,?\s*(?:(?-i:[A-Z][a-z]+)\s*)?[.!]?\s*$",
    # "…; nothing else new.", "…, nothing else.", "Nobody else all afternoon.": the day's end, no record
    r"(?<=[,.;:!])\s*(?:nothing|nobody|no\s*one)\s+else(?:\s+(?:new|today|to\s+(?:report|add)|"
    r"worth\s+(?:writing\s+down|noting|mentioning)|all\s+(?:day|morning|afternoon|evening)))?\s*[.!]*\s*$",
    # the closing shift's heads and sign-offs: "last one: …", "final sale …", "end of day count …", "tired. …. night"
    r"^\s*(?:(?:last|final)\s+(?:one|sale)|end\s+of\s+(?:the\s+)?day)\b(?!\s+(?:was|is|of)\b)\s*[:,\-–—]?",
    # a late entry owned up to in a third language: "yesterday I forget: …", "…, I not put in"
    r"\bi (?:forget|forgot)(?: (?:to )?(?:put|enter|write|log)(?: it)?(?: in| down)?)?(?=\s*[:.,;!]|$)"
    r"|\bi (?:not|no|didn'?t) (?:put|enter|write|log)(?: it)? (?:in|down)(?=\s*[:.,;!]|$)",
    # fresh fruit carries no VAT: "VAT: zero-rated", "(VAT 0%)", "no VAT on fresh fruit"
    r"\(\s*VAT:?\s*(?:0\s*%|zero[\s\-]?rated|nil)\s*\)|\bVAT:?\s*(?:0\s*%|zero[\s\-]?rated|nil)(?![\w%])"
    r"|\bno VAT(?: on (?:fresh )?fruit| charged)?\b",
    # a receipt's amount with the tax in it is the amount paid: "total 4.00 VAT incl.", "(incl. VAT)",
    # "All VAT incl." (never "plus VAT" or "ex VAT", which leave the amount paid unsaid)
    r"\(\s*(?:VAT|tax)\s+incl(?:uded|usive)?\.?\s*\)|\(\s*incl(?:\.|uding|usive of)?\s+(?:VAT|tax)\s*\)"
    r"|(?:(?<=[.;]\s)(?:all|both)\s+)?\bVAT\s+incl(?:uded|usive)?\b(?:\.(?=\s*[,;)]))?"
    r"|,?\s*\bincl(?:\.|uding|usive of)?\s+VAT\b",
    r"^\s*(?:tired|knackered|long day)\s*[.!]+", r"(?<=[.!])\s*(?:good\s*)?night(?: all)?\s*[.!]*$",
    r"\b(?:young|old)\s+(?=(?-i:[A-Z][a-z]+ [A-Z][a-z]+)\b)",  # "Young Tom Lee", "Old Ken Smith": the name says who
    # a late entry owned up to, also in a Dutch word order: "…, that had I forgotten to write",
    # "…, that stood not yet in the book", "…, that wasn't in the system"
    r"(?:,\s*)?\bthat (?:had i|i had|i'd|have i|i have) forgotten to (?:write|enter|put|log|record)(?: it)?"
    r"(?: down| in)?(?=\s*[.!;]|\s*$)",
    r"(?:,\s*)?\bthat (?:stood|stands|was|is) not (?:yet )?in the (?:book|system|ledger|app)(?=\s*[.!;]|\s*$)"
    r"|(?:,\s*)?\bthat (?:wasn'?t|isn'?t) (?:yet )?in the (?:book|system|ledger|app)(?=\s*[.!;]|\s*$)",
    r"(?:,\s*)?\bi misread the (?:scale|label|slip|note)(?=\s*[.!;,]|\s*$)",  # after the figure put right
    # what was wrong with the goods, said with "not" ("…, they were not ripe"): a complaint, never a denial
    r"(?:,\s*)?\b(?:they|it)\s+(?:was|were|is|are)\s+not\s+(?:ripe|fresh|sweet|good|nice|tasty|juicy)"
    r"(?:\s+enough)?(?=\s*[.!;]|\s*$)",
    # a chat's sigh before what went wrong ("ugh 2kg strawberries gone mouldy"), and "done" after a line rung up
    r"(?:^|(?<=[.!;]\s))(?:ugh+|u?rgh+|argh+|oof|sigh|yikes|ffs)\b[,!.]*\s*",
    r"(?<=\w)\s+(?:all\s+)?done(?=\s*(?:[\u2705\u2714\u2611\U0001F44D]\ufe0f?\s*)*$)",
    # how the day's trade went, said last: "grapes going fast", "the pears are selling well" (never a plan)
    r"(?<=[.!]\s)(?:the\s+)?[a-z]+\s+(?:are\s+|is\s+)?(?:(?:going|selling|flying)\s+(?:fast|quick(?:ly)?|well)"
    r"|flying\s+(?:out|off\s+the\s+shel(?:f|ves)))(?:\s+today)?(?=[\s.!]*(?:[\U0001F300-\U0001FAFF]\s*)*$)",
]
_ASIDE = re.compile("|".join(f"(?:{a})" for a in _ASIDES), re.I)


# "750 grams of cherries (the scale said 0.750)": dropped when the scale says the same, else left to refuse
_SCALE = re.compile(r"(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>kg|kilos?|g|grams?)\b(?P<between>[^()]{0,40}?)"
                    r"\s*\(\s*the scale (?:said|showed|read) (?P<scale>\d+(?:\.\d+)?)\s*(?:kg)?\s*\)", re.I)


def _same_on_the_scale(match: re.Match[str]) -> str:
    said = float(match.group("n")) / (1000 if match.group("unit").lower().startswith("g") else 1)
    if abs(said - float(match.group("scale"))) > 1e-9:
        return match.group()
    return match.group("n") + " " + match.group("unit") + match.group("between")


def drop_asides(text: str) -> str:
    if NOTE_FIRST.match(text):
        return text
    text = drop_count_asides(text)  # "counted the pears after the Hillside drop, 47 kilos"
    text = _CORRECTED.sub(lambda m: m.group("last") + " ", text)
    text = _AMOUNT_CORRECTED.sub(lambda m: m.group("last"), text)
    text = _UNIT_CORRECTED.sub(lambda m: f"{m.group('n')} {m.group('unit')} ", text)
    text = _SCALE.sub(_same_on_the_scale, text)
    if not _ASIDE.search(text):
        return text
    text = _ASIDE.sub("", text)
    # "… 2kg of pears but I never wrote it down": the "but" or "and" that led to the aside goes with it
    text = re.sub(r"[ \t]+(?:and|but)[ \t]*(?=[,.;:!]|$)", "", text, flags=re.I | re.M)
    text = re.sub(r"\s*([,.;:!])(?:\s*[,;:])+", r"\1", text)  # ", ," left where an aside stood
    text = re.sub(r"\band\s*,\s*", "and ", text)
    text = re.sub(r"^[\s,.;:!]+|[\s,;:]+(?=[.!]|$)", "", text)
    # "Yesterday, and I do apologise for the delay, Tom …": the day that opened it dates what follows
    text = re.sub(r"^((?:on\s+)?(?:yesterday|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*,\s*", r"\1 ", text,
                  flags=re.I)
    return text.strip()


