"""Bookkeeping and till shorthand rewritten into the words the reader knows, before it reads:
"credit note" is a refund, a document's reference number ("Inv 1071", "GRN 3312") says nothing
about the record."""

from __future__ import annotations

import re
from collections.abc import Callable

from app.records_from_text.reader import lexicon
from app.records_from_text.reader.dates import DATE_RX
from app.records_from_text.reader.letters import drop_letter_frame
from app.records_from_text.reader.spoken_money import POUNDS_A_KILO, SPOKEN_POUNDS, in_figures, pounds_in_figures

_TIME = (r"(?:\b(?:at|about|around|just before|just after|after|before)\s+)?(?<![\w.:])"
         r"(?:(?:\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}\.[0-5]\d(?:am|pm))(?!\w)"  # "3:10pm", "7.30pm"
         r"|\d{1,2}:\d{2}(?![\d:])"
         r"|half (?:past )?(?:\d{1,2}(?![\d.])|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)"
         r"|\d{1,2} o'?clock\b|\d{1,2}(?::[0-5]\d)?ish\b)(?:\s+sharp\b)?"  # "half five", "5ish", "5:00 sharp"
         r"(?!\s*(?:kg|kgs|kilos?|g|grams?|lbs?|pounds?|of)\b)")
_DELIVERY = re.compile(r"\b(?:deliver\w*|received|bought|sent|brought|dropped|delivery|supplier|purchase)\b", re.I)
_RETURNED = re.compile(r"\b(?:returned|returns?|brought\s+back|came\s+back\s+with|gave\s+back|took\s+back)\b", re.I)
_REWRITES: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    (SPOKEN_POUNDS, in_figures),  # "at a pound ten the kilo": £1.10, never ten
    (POUNDS_A_KILO, pounds_in_figures),  # "at one pound a kilo": £1.00
    # "Sold yesterday, 28th February 2024, to …": the day and its date said together, one date (both are checked)
    (re.compile(rf"\b(today|yesterday),\s+({DATE_RX.pattern}),(?=\s)", re.I), r"\1 \2"),
    # "Mr Smith (Bob)", "Mrs Davis (Sue)": the first name put in brackets after the title and surname
    (re.compile(r"\b(?i:mr|mrs|ms|miss|mx|dr)\.?\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\s*\(([A-Z][a-z]+)\)"), r"\2 \1"),
    # a title in the speaker's first language is the English one: "Herr Haddad", "Frau Berg", "Señora Chen"
    (re.compile(r"\b(?:herr|se[ñn]or|signor|signore|monsieur)\s+(?=(?-i:[A-Z][a-z]))", re.I), "Mr "),
    (re.compile(r"\b(?:frau|se[ñn]ora|signora|madame)\s+(?=(?-i:[A-Z][a-z]))", re.I), "Mrs "),
    (re.compile(r"\b(?:fr(?:ä|ae|a)ulein|se[ñn]orita|signorina|mademoiselle)\s+(?=(?-i:[A-Z][a-z]))", re.I), "Miss "),
    # "Credit note CN-017 raised for Ida Novak": a refund to her (never a note to keep)
    (re.compile(r"\bcredit[\s\-]+notes?\b(?:\s+(?:no\.?\s*|#\s*)?[A-Z]{0,4}-?\d+\b)?(?:\s+(?:issued|raised))?",
                re.I), "refund"),
    # goods received (a GRN, "goods inward") is a delivery in
    (re.compile(r"\b(?:GRN|goods[\s\-]+(?:inward|received|in))\b(?:\s*(?:no\.?|#)?\s*(?:[A-Z]{1,3}-)?\d{3,}\b"
                r"(?![\-/.,]\d|\s*(?:kg|kilos?|g|grams?|lbs?)\b))?", re.I), "received"),  # with its number
    # a date with dots and its year ("27.02.2024"): the day first, as with slashes (never a figure, never a stop)
    (re.compile(r"(?<![\w.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\w|\.\d)"), r"\1/\2/\3"),
    # a day of the month written with the German ordinal dot: "the 26. of February", "of the 28."
    (re.compile(r"\b(\d{1,2})\.\s+(?=(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)", re.I),
     lambda m: f"{_ordinal(m.group(1))} "),
    (re.compile(r"\b(on|of|from)\s+the\s+(\d{1,2})\.(?!\d)", re.I),
     lambda m: f"{m.group(1)} the {_ordinal(m.group(2))}."),  # the dot kept: it may end the sentence too
    (re.compile(r"\binv\b\.?|\b(?:delivery\s+)?docket\b", re.I), "invoice"),  # a docket is the delivery's invoice
    # "came back in the afternoon for 1 kg": a second visit the same day, its time said between
    (re.compile(r"\bcame\s+back\s+(?:in\s+the\s+(?:afternoon|evening|arvo)|this\s+(?:afternoon|evening|arvo)|later"
                r"(?:\s+on)?|after\s+lunch)\s+for\b", re.I), "came back for"),
    (re.compile(r"\bthen\s+came\s+back\s+for\b", re.I), "then they came back for"),  # … who came back: the one before
    # "goes to 1,50, from today on", "…, from now on": from today, with what it dates
    (re.compile(r"(?:\s*,)?\s+(from|as\s+of|starting)\s+(today|now)(?:\s+on)?\b", re.I), r" \1 \2"),
    # a stock room's clipboard: "recv'd ABC — …", "supp: Hillside …", "cust: Ann Brown ret 22/2", "qty chk mango 20kg"
    (re.compile(r"\b(?:recv|rec|rcv)'?d\b|\brcvd\b", re.I), "received"),
    (re.compile(r"\bsupp\b\.?(?=\s*:)", re.I), "supplier"),
    (re.compile(r"\bret\b\.?(?!\s*[:=]?\s*[$£€]?\d+\.\d)", re.I), "returned"),  # never "ret 1.70", a retail price
    (re.compile(r"\bqty\s+(?:chk|check|count)\b|\bstock\s+chk\b", re.I), "stock check"),
    # "cust: new - Hana Kato, …": a new customer
    (re.compile(r"\bcust(?:omer)?\s*:\s*new\s*[-\u2013\u2014:,]\s*(?=(?-i:[A-Z]))", re.I), "new customer "),
    # "cust: Raj Patel, ret …": the customer, then what they did
    (re.compile(r"(\bcust(?:omer)?\s*:\s*(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))\s*,\s*(?=ret\b|returned\b)", re.I),
     r"\1 "),
    # a delivery note is the supplier's paper as an invoice is: "DN GV-2240", "del. 5530", "delivery note SA-118"
    (re.compile(r"(?-i:\bDN\b)|\bdel\.(?=\s*\d{3,}\b)|\bdelivery\s+note\b(?=\s*(?:no\.?|#)?\s*:?\s*[A-Z0-9])", re.I),
     "invoice"),
    # a document's number ("invoice 1071", "received #3312", "PO# 5521", "inv GV-2290"): no part of the record
    (re.compile(r"\b(invoice|receipt|rcpt|order)\s*(?:no\.?|#)?\s*:?\s*#?(?:\s*|-)(?:[A-Z]{1,3}-\d+|\d{3,})\b"
                r"(?![\-/.,]\d|\s*(?:kg|kilos?|g|grams?|lbs?)\b)", re.I), r"\1"),
    # a document's code alone ("Hillside HP-2340: …", "Green Valley GV-130: …"): capitals, a dash, digits
    (re.compile(r"(?<![\w-])(?-i:[A-Z]{1,3})-\d{3,}\b(?![\-/.,]\d|\s*(?:kg|kilos?|g|grams?|lbs?)\b)"), "invoice"),
    # a document's code in parts with its year ("ABC/2024/118"): no part of the record
    (re.compile(r"(?<![\w/-])(?-i:[A-Z]{1,4})/(?:19|20)\d\d/\d{1,5}(?![\w/.,]\d|[\w/])"), ""),
    # "received 3312 …" may be a quantity: only a number written with "#" or "no." is the document's
    (re.compile(r"\b(received)\s*(?:no\.?|#)\s*(?:[A-Z]{1,3}-)?\d{3,}\b", re.I), r"\1"),
    (re.compile(r"\bPO\s*#?\s*\d+\b"), ""),  # a purchase order's number
    # "marked down 0.20 to 3.00": the price it is now
    (re.compile(r"\b(down|up)\s+(?:by\s+)?[$£€]?\d+(?:\.\d+)?p?\s+to\s+(?=[$£€]?\d)", re.I), r"\1 to "),
    # "RRP 2.90": the selling price; "mango RRP revised to 2.50": its price
    (re.compile(r"\bRRP\b(?=\s*[:=]?\s*[$£€]?\d)", re.I), "retail"),
    (re.compile(r"\bRRP\b", re.I), "price"),
    (re.compile(r"\bex\s+(?=[A-Z])"), "from "),  # "10 kg mangoes ex Green Valley Farms"
    (re.compile(r"\bnew (?:face|bloke|guy|lady|fella|chap|woman|man|regular|client)\b", re.I), "new customer"),
    # "Marta Quintero (new supplier, marta@…) delivered …": the new supplier named, their contact after
    (re.compile(r"(?-i:\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)+))\s*\(\s*new\s+(supplier|customer)\s*[,;:\-\u2013\u2014]?\s*"
                r"([^()]*?)\s*\)", re.I),
     lambda m: f"new {m.group(2).lower()} {m.group(1)}" + (f" ({m.group(3)})" if m.group(3) else "")),
    # "We had a new customer today, Nadia Karim, …", "Is new customer: …": who the new customer is comes next
    (re.compile(r"(?:\b(?:we\s+(?:have|had|'ve\s+got|got)|there(?:'s|\s+is|\s+was))\s+an?\s+|^\s*is\s+)"
                r"new customer(?:\s+today)?\s*(?:[-\u2013\u2014,:]\s*)?(?=(?-i:[A-Z]))", re.I | re.M), "new customer "),
    # a selling price that stays as it is is still the one said: "shelf price stays 1.70", "RRP unchanged at 2.80"
    (re.compile(r"\b(price|prices|retail|RRP)\s+(?:stays|remains|unchanged|stay|remain)(?:\s+(?:at|as))?\b"
                r"(?!\s*(?:[.,;!]|$))", re.I),  # with its figure: "Selling prices unchanged." alone is an aside's
     lambda m: m.group(1) if _DELIVERY.search(m.string, 0, m.start()) else m.group()),  # alone: no change to record
    # "…, we'll sell them at 2.50": the selling price of what came in, said beside it
    (re.compile(r"\bwe(?:'ll|\s+will|\s+shall)\s+(?:(?:sell|retail)(?:\s+(?:them|it|those|these))?\s+(?:at|for)|keep\s+(?:them|it|those|these)\s+at)\b",
                re.I), "sell at"),  # "…, and we'll keep them at 1.20 on the shelf" too
    (re.compile(r"(?<!\S)\u00e0(?=\s*[$£€]?\d)"), "at"),  # "15 kilo pears à 1,00": the price of each
    (re.compile(r"\bpayed\b", re.I), "paid"),
    # "…, 3,40 he paid": what they paid, checked as the sale's
    (re.compile(r",\s*([$£€]?\d+(?:[.,]\d{1,2})?)\s+(?:he|she|they)\s+paid\b", re.I), r", paid \1"),
    # "went, like, totally rotten": how rotten says nothing more
    # "someone literally stole 1kg": nor how much they mean it
    # fruit that "went bad" or "has gone bad" rotted: "The bananas have gone bad, I have thrown 3kgs"
    (re.compile(r"\b(gone|went)\s+bad\b", re.I), r"\1 rotten"),
    (re.compile(r"\b(?:totally|completely|really|properly|literally)\s+(?=(?:rotten|mouldy|moldy|spoiled|spoilt|bruised|"
                r"damaged|squashed|stole|nicked)\b)", re.I), ""),
    # how they paid, in a sentence of its own ("Both paid cash.", "She paid by card.", "He paid the marked
    # price.", "She paid in full."): nothing to record, a sale being priced at the shelf price
    (re.compile(r"(?:(?<=[.!;])|^)\s*(?:(?:both|all|he|she|they|everyone|each)\s+(?:of\s+them\s+)?)?paid\s+"
                r"(?:in\s+|by\s+|with\s+|on\s+)?(?:cash|card|contactless|eftpos|full"
                r"|the\s+(?:marked|shelf|usual|normal|full|ticket)\s+price)\s*(?:[.!]|$)", re.I | re.M), ""),
    # the refund that goes with a return, told after it ("…, so I refunded her", "Full refund given."): the same return
    (re.compile(r"(?:,?\s*(?:and|so)\s+)?\bI\s+(?:refunded\s+(?:her|him|them)(?:\s+in\s+full)?|gave\s+(?:her|him|them)\s+"
                r"(?:the\s+|a\s+)?(?:money\s+back|refund|full\s+refund))\b"
                r"|(?:(?<=[.!;])|^)\s*(?:a\s+)?(?:full\s+)?refund\s+(?:given|issued|made)\s*[.!]?"
                # … or in a sentence of its own: "Full refund.", "Refunded in cash."
                r"|(?:(?<=[.!;])|^)\s*(?:full\s+refund|refunded(?:\s+(?:in\s+full|in\s+cash|by\s+card))?)\s*(?:[.!]|$)",
                re.I | re.M),
     lambda m: "" if _RETURNED.search(m.string, 0, m.start()) else m.group()),
    # a write-off's reason said alone after it: "Someone walked off with 2 kg of oranges. Stolen."
    (re.compile(r"\.\s+(stolen|spoiled|spoilt|mouldy|moldy|rotten|damaged|bruised|expired)\s*[.!]?\s*$", re.I),
     r", \1."),
    # a kind said alone first ("Sale. Raj Patel. Mango 2kg …"): it heads what follows, as "Sale:" does
    (re.compile(r"^\s*(sale|purchase|delivery|return|write-?off)\.\s+(?=[A-Za-z])", re.I), r"\1: "),
    (re.compile(r"^\s*(?:enter|log|add|record|post)\s+(?=adj(?:ustment)?\b)", re.I), ""),  # "Enter adj: …"
    # "Eva Berg 1kg bananas; 1kg apples; 1kg pears": a bare item after a semicolon is the same record's
    (re.compile(r";\s*(?=\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|g|grams?|lbs?)\s+[a-z]+\s*(?:;|$))", re.I | re.M), ", "),
    # what the sale came to, said after it: "… bought 2 kg of apples. I charged her 3.40." (checked as a total)
    (re.compile(r"\.\s+I\s+charged\s+(?:her|him|them)\s+(?=[$£€]?\d+(?:\.\d\d)?\s*[.!]?\s*$)", re.I), ", total of "),
    # "from a new supplier today, Hugo Lindqvist, …": the name after it is the new supplier's
    (re.compile(r"\ba\s+new\s+supplier(?:\s+today)?\s*,\s+(?=(?-i:[A-Z][a-z]+\s+[A-Z]))", re.I), "new supplier "),
    # "returned everything from his visit on the 23rd": the sale of that day
    (re.compile(r"\b(?:his|her|their)\s+visit\s+(?:on|of)\s+(?=the\s+\d|\d)", re.I), ""),
    # "I moved the apple price to 1.75": set it
    (re.compile(r"\bmoved\s+(?=the\s+(?:[a-z]+\s+)?price\s+(?:to|up|down)\b)", re.I), "set "),
    # "The Chef says: bananas from now 1,30" (the boss, in German): the boss's word is the shop's
    (re.compile(r"^\s*(?:the\s+)?(?:boss|chef)\s+says?\s*:\s*", re.I), ""),
    # "We have made inventory of mango: 18 kilos": a count
    (re.compile(r"\b(?:have\s+|has\s+)?(?:made|did|done)\s+(?:an?\s+|the\s+)?inventory\s+of\b", re.I), "counted"),
    # "Sue Davis in at 10, 2 kg oranges": when they came in says nothing of the sale
    (re.compile(r"((?-i:\b[A-Z][a-z]+\s+[A-Z][a-z]+))\s+in\s+at\s+\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?\s*,", re.I),
     r"\1,"),
    # "… twenty eight kilos of apples. yeah twenty eight.": the figure said again, to be sure
    (re.compile(r"(?<=[.!])\s*(?:yeah|yes|yep)\s*,?\s+(?P<n>\d+(?:\.\d+)?|[a-z]+(?:[\s-][a-z]+)?)\s*[.!]?\s*$", re.I),
     lambda m: "" if _said_before(m) else m.group()),
    # "Mango count came to 18.5 kilos": the count is that
    (re.compile(r"\b(count)\s+(?:came\s+to|came\s+out\s+at)\s+(?=\d|[a-z]+\s)", re.I), r"\1 "),
    # "strawberries, counted 31 kilos": what was counted said first
    (re.compile(r"^\s*((?:the\s+)?[a-z]+)\s*,\s*((?:re)?counted)\s+(?=\d|(?:one|two|three|four|five|six|seven|eight|"
                r"nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|"
                r"forty|fifty)\b)", re.I), r"\2 \1 "),
    # "Counted the bananas, 32 kilos": what was counted, then how much
    (re.compile(r"\b((?:re)?counted\s+(?:the\s+)?[a-z]+)\s*,\s+(?=\d|(?:one|two|three|four|five|six|seven|eight|nine|"
                r"ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|"
                r"fifty|sixty|half|a)\b)", re.I), r"\1 "),
    (re.compile(r"(?<![\w.,])([$£€]?\d+[.,]\d\d) (?:for )?the lot\b", re.I), r"total of \1"),  # "7.80 (for) the lot"
    (re.compile(r"\b(?:he|she)(?:'s| is) new\b", re.I), "new customer"),  # "Yusuf Demir, he's new, …"
    (re.compile(r"\bgave (?:me|us) (?:his|her|their) (?:number|phone)\b", re.I), "phone"),
    (re.compile(r"([$£€]?\d+\.\d\d)\s+net\b", re.I), r"total of \1"),  # "1 kg cherries, 3.20 net"
    # "… delivered 20 kg of mangoes. The invoice said 30.00 in total.": the delivery's total, said after it
    (re.compile(r"\.\s+(?:the\s+)?(?:invoice|bill)\s+(?:said|says|was|came\s+to)\s+(?=[$£€]?\d+\.\d\d\s+in\s+total\b)",
                re.I), ", "),
    (re.compile(r"([$£€]?\d+\.\d\d)\s+in\s+total\b", re.I), r"total of \1"),  # "mangoes 12 kg, 18.00 in total"
    (re.compile(r"\bto be posted (?:at|on|with) (yesterday|today)'?s? date\b", re.I), r"\1"),
    (re.compile(r"^\s*(?:two|three|four|five|\d+)\s+(?:invoices|sales|receipts)(?:\s+(?:raised|posted|issued))?"
                r"(?:\s+(?P<day>(?:on|from)\s+[A-Za-z0-9 ]{3,20}?))?\s*:", re.I),
     lambda m: f"{m.group('day')}:" if m.group("day") else ""),  # "Two invoices raised: …", "two sales on Monday: …"
    # a till receipt's labels and stamps: "QTY 2.000 KG", "WT: 1.250 KG", "EXPORT ROW 44:", "10:42"
    (re.compile(r"\b(?:QTY|WT|WEIGHT)\s*[:=]?\s*(?=\d)", re.I), ""),
    (re.compile(r"^\s*(?:export\s+)?row\s+\d+\s*:\s*", re.I | re.M), ""),
    # … and a time of day, no date and no figure: "10:42", "about 6:30", "at 6pm", "at half 5", "7 o'clock";
    # one between commas takes one comma with it ("Mei Chen, 11am, 3kg apples")
    (re.compile(rf",\s*{_TIME}\s*,", re.I), ","),
    (re.compile(_TIME, re.I), ""),
    # … and what the stamp's moment held, said before the lines: "4:40 - two deliveries at once!! …"
    (re.compile(r"^\s*[-\u2013\u2014]?\s*(?:two|three|four|\d)\s+(?:deliveries|sales|customers)\s+at\s+once\s*[!.:]+\s*",
                re.I), ""),
    # a title put right while dictating: "Mrs Patel, no, Mr Patel, …": the one said last
    (re.compile(r"\b(?:mr|mrs|ms|miss)\s+(?-i:[A-Z][a-z]+),?\s+no,\s+(?=(?:mr|mrs|ms|miss)\s+(?-i:[A-Z]))", re.I), ""),
    # a title and surname, then the first name: "Mr Haddad, Omar, …", "Mr Smith, Ken Smith that is, …"
    (re.compile(r"\b(?:mr|mrs|ms|miss)\s+(?-i:(?P<last>[A-Z][a-z]+)),\s+(?-i:(?P<first>[A-Z][a-z]+))"
                r"(?:\s+(?P=last))?(?:\s+that is)?,", re.I), r"\g<first> \g<last>,"),
    # "a kilo of strawberries and two of apples": the unit said once, for both
    (re.compile(r"(\b(?:kilos?|kg)\s+of\s+[a-z]+,?\s+and\s+)(one|two|three|four|five|\d+(?:\.\d+)?)\s+of\b"
                r"(?!\s+(?:them|those|these|it)\b)", re.I),
     r"\1\2 kilos of"),
    # a price's "update" and the old price beside the new say nothing: "Shelf price update: grapes now 2.95",
    # "update retail price mango 2.60", "pears 1.50/kg (was 1.44)"
    (re.compile(r"\b(prices?|price\s+list)\s+(?:updates?|changes|revisions?)\b", re.I), r"\1"),  # "Price revision: …"
    (re.compile(r"\bupdated?\s+(?=(?:the\s+)?(?:(?:retail|shelf|selling)\s+)?prices?\b)", re.I), ""),
    (re.compile(r"(?P<new>\b(?:price|now)\b[^()\n]*?\d(?:/kg)?(?:\s+from today)?)"
                r"\s*\(\s*was\s+[$£€]?\d+(?:\.\d\d)?\s*\)", re.I), r"\g<new>"),
    # "boss say cherry price is 3.50": the boss's word is the shop's
    (re.compile(r"^\s*(?:the\s+)?boss\s+says?\s+(?:that\s+)?(?=\w+\s+price\b)", re.I), ""),
    (re.compile(r"(?<=\w)\s+TOTAL\s*[:=]?\s*(?=[$£€]?\d)", re.I), ", total of "),  # "@ 1.70 TOTAL 3.40"
    # "pears 1kg x2": two of a kilo, a count written against the weight ("x 2.40" with a price's figure is the price)
    (re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>kg|kilos?|g|grams?|lbs?)\s*[x×](?P<times>[1-9]\d?)(?![\w]|[.,]\d)",
                re.I), lambda m: f"{float(m.group('n')) * int(m.group('times')):g} {m.group('unit')}"),
    (re.compile(r"(?<=\d)\s*=\s*(?=[$£€]?\d)"), ", total of "),  # "1.500kg x 2.40 = 3.60"
    (re.compile(r"(?<=\d)(\s*(?:kg|kgs|kilos?|g|grams?|lbs?))\s*=\s*(?=[$£€]?\d)", re.I),
     r"\1, total of "),  # "pears 2kg = 2.88"
    # "2kg pears = 2.88", "at 1.44/kg = 4.32": the line's amount after its product or its price
    (re.compile(r"(\d\s*(?:kg|kgs|kilos?|g|grams?|lbs?)\s+(?:of\s+)?[A-Za-z]+|\d\s*/\s*(?:kg|kilo))\s*=\s*"
                r"(?=[$£€]?\d)", re.I), r"\1, total of "),
    (re.compile(r"\beff\.?\s*(?=\d{4}-\d\d-\d\d|\d{1,2}/\d{1,2}\b)", re.I), "effective "),  # "(eff. 2024-02-28)"
    # a slip's line: the price, then the line's amount in a cell of its own ("@ 3.90 | 7.80", "@ 2.40  3.60",
    # "@ 3.90 / 7.80", "@ 2.40 - 2.40", "@1.20 ... 1.80"): checked against the price as any total is
    (re.compile(r"(@\s*[$£€]?\d+(?:\.\d+)?)\s*(?:(?:[|\t/\-–—]|\.{2,}|…)\s*|\s+)(?=[$£€]?\d+\.\d\d(?![\d.])"
                r"(?!\s*(?:kg|kgs|kilos?|g|grams?|lbs?|/|each|a\b|per\b)))", re.I), r"\1, total of "),
    (re.compile(r"\borig(?:inal)?\.?(?:\s+sale)?\s*:?\s*(?=\d{4}-\d\d-\d\d)", re.I), "sale of "),
    # what a delivery cost in all: "invoice 34.00", "came to 27.00", "15.00 on the invoice", "we pay 15 euro for all"
    (re.compile(r"\b(?:invoice|bill)(?:\s+(?:total|of|was|is|says))?\s*:?\s*(?=[$£€]?\d+(?:\.\d\d)?\b(?!\s*(?:kg|kilos?|g\b)))",
                re.I), "total of "),
    (re.compile(r"\bcame\s+to\s+(?=[$£€]?\d)", re.I), "total of "),
    (re.compile(r"([$£€]?\d+(?:\.\d\d)?)\s+on\s+the\s+(?:invoice|bill)\b", re.I), r"total of \1"),
    (re.compile(r"\b(?:we\s+|i\s+)?pa(?:y|id)\s+([$£€]?\d+(?:\.\d+)?(?:\s*(?:euros?|dollars?|quid|bucks))?)\s+for\s+"
                r"(?:all|everything|the\s+lot|it\s+all)\b", re.I), r"total of \1"),
    # a price per kilo said as second-language speakers and rushed staff say it
    (re.compile(r"\b(?:we\s+|i\s+)?pay\s+(?=[$£€]?\d+(?:\.\d+)?\s*(?:euros?|dollars?)?\s+(?:for|per|a|the|every)\s+(?:kilo|kg)\b)",
                re.I), "at "),
    (re.compile(r"(?<=\d)(\s*(?:euros?|dollars?)?)\s+(?:for|every|each)\s+(kilo|kg)\b", re.I), r"\1 per \2"),
    (re.compile(r"\b(?:they|it|these|those|them)\s+go(?:es)?\s+out\s+at\b", re.I), "sell at"),
    # "put them out at 1.50", "stick em oot at …", "we'll punt them at 3.40": what they go on the shelf at
    (re.compile(r"\b(?:we(?:'ll|\s+will)\s+)?(?:put|stick|punt)\s+(?:them|'?em|it|those|these)(?:\s+out|\s+on)?"
                r"\s+(?:at|for)"
                r"(?=\s+[$£€]?\d)", re.I), "sell at"),
    (re.compile(r"(?<=\w)\s+right\s+away\b", re.I), ""),  # "Bob took 2 kilo of them right away": straight away
    (re.compile(r"\bnever\s+got\s+(?:entered|logged|recorded|put\s+in)\b", re.I), ""),
    # "someone walked off with 1kg mango" (a customer named who walks off with it bought it)
    (re.compile(r"\b(some(?:one|body)|a\s+thief)\s+(?:walked|ran|made)\s+off\s+with\b", re.I), r"\1 stole"),
    # "some kid nicked …", "some wee rascal nicked …"
    (re.compile(r"\bsome\s+(?:kid|bloke|guy|lad|fella|chap|joker|rascal|toerag)\b", re.I), "someone"),
    # "her no. 555-0199", "his number 555-0143", "he may be reached on 555-0188": the phone that follows
    # … "his number is 555-0147", "her number's 312-555-0147", "her mobile is …"
    (re.compile(r"\b(?:his|her|their)\s+(?:no\.|(?:phone\s+)?number|mobile|mob\.?|tel\.?)(?:'s|\s+is)?\s*:?\s*"
                r"(?=\+?\(?\d{3})",
                re.I), "phone "),
    (re.compile(r"\s*[;,]?\s*\b(?:he|she|they)\s+(?:may|can)\s+be\s+reached\s+(?:on|at)\s*(?=\+?\(?\d{3})", re.I),
     ", phone "),
    # "new customer her name is priya raman …"
    (re.compile(r"\b(new\s+customer)\s*,?\s+(?:his|her|their)\s+name(?:'s|\s+is)\s+", re.I), r"\1 "),
    (re.compile(r"\bfrom\s+this\s+day\s+(?:forward|forwards|onward|onwards|on)\b", re.I), "from today"),
    (re.compile(r"\breceived\s+of\b", re.I), "received from"),  # "Received of ABC …"
    (re.compile(r"\binvoiced\s+at\b", re.I), "invoice"),
    # "called in shortly after opening and bought …": when in the day, which says nothing about the date
    (re.compile(r"\s*\b(?:shortly|just|soon|right|straight)\s+(?:after|before)\s+(?:opening|closing|lunch|lunchtime|noon)"
                r"\b", re.I), ""),
    (re.compile(r"\bconsigned\s+to\s+the\s+(?:bin|skip|compost)\b", re.I), "binned"),
    # the slang notes for money: "a tenner" is 10, "a fiver" 5 (a total, checked against the shelf price as any is)
    (re.compile(r"\b(?:a\s+)?tenner\b", re.I), "$10"),
    (re.compile(r"\b(?:a\s+)?fiver\b", re.I), "$5"),
    # "…, 8.50 cash", "…, 3.08 exact", "5.76 cash in tin": an amount to the cent said as taken is what was paid
    (re.compile(r"(?<![\w.])([$£€]?\d+\.\d\d)\s+(?:in\s+)?(?:cash|exact(?:ly)?)(?:\s+in\s+(?:the\s+)?tin)?\b(?!\s*\d)",
                re.I), r"paid \1"),
    (re.compile(r"\bto\s+be\s+sold\s+at\b", re.I), "to sell at"),
    # "… sell 2.80 and 10kg mango 1.50 sell 2.40": the next line of the delivery, never a second figure of the first
    (re.compile(r"(\bsell(?:ing)?\s+(?:at\s+|for\s+)?[$£€]?\d+(?:\.\d+)?)\s+and\s+(?=\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?)\s+[a-z])",
                re.I), r"\1, "),
    # "apples 1.80 and grapes 2.90 from now": a list of prices that take effect, each a new price
    (re.compile(r"\A\s*(?P<list>[a-z]+\s+[$£€]?\d+\.\d\d(?:\s*(?:,\s*and|,|and|&)\s*[a-z]+\s+[$£€]?\d+\.\d\d)+)\s+"
                r"from\s+(?P<when>today|now)\s*[.!]?\s*\Z", re.I), r"new prices: \g<list> from \g<when>"),
    # "Tom Lee's order from the 23rd coming back, all of it": being brought back now ("… tomorrow" stays a plan)
    (re.compile(r"(?<=\w)\s+(?:is\s+|are\s+)?coming\s+back\b(?=\s*[,.;]|\s+(?:all|the\s+whole)\b)", re.I),
     " brought back"),
    # "…, £11.40 in total; to sell at £1.44 per kg": the delivery's selling price after a semicolon
    (re.compile(r"\s*;\s*(?=to\s+(?:sell|retail)\s+(?:at|for)\s+[$£€]?\d)", re.I), ", "),
    # "; the retail price is to remain 2.80 per kg": the delivery's selling price, the same as now
    (re.compile(r"[;,]?\s*\b(?:the\s+)?(?:retail|shelf|selling)\s+price\s+(?:is\s+to|to|shall|will)\s+(?:remain|stay)"
                r"\s+(?:at\s+)?(?=[$£€]?\d)", re.I), ", sell at "),
    (re.compile(r"\b(count|stocktake)\s+(?:performed|conducted|carried\s+out|undertaken)\b", re.I), r"\1"),
    (re.compile(r"\bto\s+be\s+(?:confirmed|advised|agreed)\b", re.I), "tbc"),  # "quantity to be confirmed": unsure
    (re.compile(r"\bhenceforth\b", re.I), "now"),
    (re.compile(r"\b(?:i|we)\s+find\b", re.I), "found"),  # "upon a count I find 3 kg more apples"
    (re.compile(r"\bi\.e\.,?\s*", re.I), ""),  # "at $2.80 the kilo, i.e. $5.60 in all"
    (re.compile(r"(?<=\.\d\d)\s+in\s+all\b", re.I), " in total"),  # "$5.60 in all": an amount's
    (re.compile(r",?\s*every\s+last\s+one\s+of\s+(?:them|it)\b", re.I), ", all of them"),
    (re.compile(r"^(\s*[-*•]?\s*)adj\b\.?", re.I | re.M), r"\1adjustment"),  # "- adj: grapes +2 kg (count)"
    # "gave out 300g cherries for people to try": tasters
    (re.compile(r"\b(?:for\s+(?:the\s+)?(?:people|ppl|customers|shoppers|folk)\s+)?to\s+(?:try|taste|sample)\b", re.I),
     "as samples"),
    (re.compile(r"^\s*(?:the\s+)?(?:boss|manager|owner|mum|mom|dad)\s+(?:says|said)\s+(?:that\s+)?", re.I), ""),
]


# A stock count against the books: "Grape  book 20.0 kg  counted 19.0 kg" is 1 kg less than the books say
_BOOK_VS_COUNT = re.compile(r"\s*[:,]?\s*\bbook\s+(?P<book>\d+(?:\.\d+)?)\s*kg\s*,?\s*"
                            r"(?:counted|physical|actual|count)\s+(?P<count>\d+(?:\.\d+)?)\s*kg\b", re.I)


def _difference(match: re.Match[str]) -> str:
    difference = round(float(match.group("count")) - float(match.group("book")), 3)
    # signed: a difference, never a count; and a count's, whatever else the line says ("Apples: book …")
    return f" stock count {'-' if difference < 0 else '+'}{abs(difference):g} kg"


# A note is kept as written: none of this applies to it ("note: the credit note pad is empty")
FOR_THE_TEAM = re.compile(
    r"^\W*(?:(?:(?:for|to)\s+the\s+(?:team|staff)|team|staff|all\s+staff"
    r"|for\s+the\s+(?:information|attention|guidance)\s+of\s+(?:all\s+)?(?:the\s+)?(?:team|staff)"
    r"|for\s+the\s+(?:team|staff)'s\s+(?:information|guidance|attention))\s*[:\-]"
    r"|just\s+so\s+(?:every(?:one|body)|you\s+all|the\s+team|all\s+staff)\s+knows?\b)", re.I)
# a reminder to the team: "Don't forget the fridge man comes at 8", "To do: ring Hillside" (one line)
REMINDING = re.compile(r"^\W*(?:(?:don'?t|do\s+not)\s+forget\b|to[\s-]?do\s*:[ \t]*(?=\S))", re.I)
NOTE_FIRST = re.compile(rf"^\W*(?:(?:please\s+)?note|notes|fyi|memo|nb|reminder|remember|info)\b"
                        rf"|{FOR_THE_TEAM.pattern}|{REMINDING.pattern}", re.I)


# "felix okafor new 1kg mango": a name, then "new", opening the text
_NAME_THEN_NEW = re.compile(r"^\s*(?P<first>[A-Za-z]{2,})\s+(?P<last>[A-Za-z]{2,}),?\s+(?:is\s+)?new\b(?!\s+[a-z]+\s*,)"
                            r"(?!\s+(?:price|prices|customer|supplier|stock|delivery|line|product|one)\b)", re.I)


def _new_customer_first(match: re.Match[str]) -> str:
    words = {match.group("first").lower(), match.group("last").lower()}
    if words & (lexicon.SALE | lexicon.PURCHASE | lexicon.RETURN | lexicon.ADJUST | lexicon.PRICE | lexicon.FILLERS):
        return match.group()
    return f"new customer {match.group('first')} {match.group('last')}"


# "Sunrise Orchards (new supplier) 25 kg …", "Kestrel Farm — new supplier, …": the name, then who they are
_NAME_THEN_NEW_SUPPLIER = re.compile(
    r"^\s*(?P<name>(?-i:[A-Z][\w&'.]*)(?:\s+(?-i:[A-Z][\w&'.]*)){0,3})\s*"
    r"(?:\(\s*new\s+supplier\s*!?\s*\)\s*,?|[,—–-]\s*new\s+supplier\s*[,:—–-])\s*", re.I)


# The supplier's driver saying who writes: "ABC driver:", "driver from Hillside -", "Driver here -"
_DRIVER = re.compile(r"^\s*(?:the\s+)?(?:(?P<before>[A-Za-z][\w&']*(?:\s+[A-Za-z][\w&']*)?)\s+)?driver"
                     r"(?:\s+here|\s+from\s+(?P<after>[A-Za-z][\w&']*(?:\s+[A-Za-z][\w&']*)?))?\s*[:\-–—]\s*", re.I)
_LOSS = lexicon.THROWN | set().union(*(words for reason, words in lexicon.REASONS.items() if reason != "stock count"))


def _driver(text: str) -> str:
    """The supplier named brings what follows, unless it is a loss found in the shop ("3kg of your
    bananas are rotten, binned them"): that is the shop's stock, whoever saw it."""
    match = _DRIVER.match(text)
    if not match:
        return text
    rest = text[match.end():]
    supplier = match.group("before") or match.group("after")
    if supplier and supplier.lower() in lexicon.FILLERS:
        return text
    if supplier and not _LOSS & set(re.findall(r"[a-z]+", rest.lower())):
        return f"{supplier}: {rest}"
    return rest


def _said_before(match: re.Match[str]) -> bool:
    return bool(re.search(rf"(?<![\w.]){re.escape(match.group('n'))}(?![\w.])", match.string[:match.start()], re.I))


def _ordinal(day: str) -> str:
    n = int(day)
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


# a second paper in a receipt's text ("Receipt 0120 …; credit note CN-16 …"): its lines are not the receipt's
_ANOTHER_PAPER = re.compile(r"\b(?:receipt|rcpt|invoice|credit\s+note|refund|delivery\s+note)\b", re.I)


def rewrite(text: str) -> str:
    text = drop_letter_frame(text)  # "Hi Sam," … "Thanks, J"
    if NOTE_FIRST.match(text):
        return text
    text = _driver(text)
    text = _NAME_THEN_NEW.sub(_new_customer_first, text)
    text = _NAME_THEN_NEW_SUPPLIER.sub(lambda m: f"new supplier {m.group('name')}, ", text)
    if re.match(r"\s*(?:RCPT|receipt)\b", text, re.I):  # a till receipt's lines are one sale's
        text = ", ".join(line.strip() for line in text.splitlines() if line.strip())
        if not _ANOTHER_PAPER.search(text, 8):  # "…: strawberries 1 kg, 3.90; mango 1 kg, 2.40": one sale's too
            text = re.sub(r"\s*;\s*", ", ", text)
    for pattern, replacement in _REWRITES:
        text = pattern.sub(replacement, text)
    text = re.sub(r"\bstock[\s\-]+take\b", "stocktake", text, flags=re.I)  # never "take" as in a sale
    return _BOOK_VS_COUNT.sub(_difference, text)
