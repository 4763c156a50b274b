"""An auditor's words for what the shop already reads (set 26): "sale records", "stock adjustment entries"
("return transactions", "purchase deliveries", set 70) are the sales and the adjustments; "per the records
to date" is every answer's ground already; a price
"in force" is the price; "with the reason 'stock count'" names the reason; customers who "returned a sale"
made a return; what is "tied up in stock, at cost" is the stock at cost; "for the reconciliation:" before a
question says why it is asked (set 70). Said again in the words the reader
reads; anything else is left to be read or refused."""

from __future__ import annotations

import re

_KINDS = {"sale": "sales", "return": "returns", "refund": "refunds", "delivery": "deliveries",
          "purchase": "purchases", "adjustment": "adjustments", "price change": "price changes",
          "write off": "write-offs", "writeoff": "write-offs"}
_SPACES = re.compile(r"[\s-]+")
_KIND = "|".join(k.replace(" ", r"[\s-]+") for k in sorted(_KINDS, key=len, reverse=True))
# "sale records", "stock adjustment entries", "return transactions" (set 70) ("sale lines" are a sale's lines,
# and are left; "a sale transaction" is one sale, and is left too)
_RECORDS = re.compile(r"\b(" + _KIND + r")s?\s+(?:records?|entries|entry|postings?|transactions)\b", re.I)
# "purchase deliveries", "purchase orders received": the deliveries
_PURCHASE_DELIVERIES = re.compile(r"\bpurchase\s+(deliveries|delivery)\b", re.I)
_ACCORDING = re.compile(r"[,;]?\s*\b(?:per|according\s+to|as\s+per|based\s+on|going\s+by|from)\s+the\s+"
                        r"(?:records|books|ledger)(?:\s+(?:to\s+date|so\s+far|as\s+they\s+stand))?\b", re.I)
# "For the stock reconciliation: what …", "For reconciliation, …" (set 70): why it is asked, said before it
_FOR_PURPOSE = re.compile(r"^\s*for\s+(?:the\s+|our\s+|my\s+|a\s+)?(?:stock\s+|month[\s-]end\s+|bank\s+)?"
                          r"(?:reconciliation|audit)\s*[:,;–-]\s*", re.I)
_IN_FORCE = re.compile(r"\b(prices?)\s+in\s+(?:force|effect)\b", re.I)
_REASON = re.compile(r"\b(?:with|for|under)\s+(?:the\s+|a\s+)?reason(?:\s+(?:code|given))?\s*:?\s*", re.I)
_RETURNED_A_SALE = re.compile(r"\breturned\s+(?:a|any|an|their|some)\s+(?:sale|purchase|order)s?\b", re.I)
# money "tied up in stock" is what it cost us: read only with "at cost" said, never at selling prices
_TIED_UP = re.compile(r"\b(?:money\s+)?(?:(?:have|has)\s+(?:we|the\s+shop)\s+(?:got\s+)?|is\s+)tied\s+up\s+in\s+"
                      r"(?:our\s+|the\s+)?(stock|inventory)\b", re.I)
_AT_COST = re.compile(r"\bat\s+cost\b", re.I)
# "refunds dated from the 15th", "sales dated on the 3rd": a record's date is the time it is read over
_DATED = re.compile(r"\bdated\s+(?=(?:from|on|since|between|after|before|in|until|up\s+to)\b)", re.I)


def plain(text: str) -> str:
    text = _RECORDS.sub(lambda m: " " + _KINDS[_SPACES.sub(" ", m.group(1).lower())] + " ", text)
    text = _PURCHASE_DELIVERIES.sub(r"\1", text)
    text = _FOR_PURPOSE.sub("", _ACCORDING.sub(" ", text))
    text = _IN_FORCE.sub(r"\1", _DATED.sub(" ", text))
    text = _REASON.sub(" for ", text)
    text = _RETURNED_A_SALE.sub(" made a return", text)
    if _AT_COST.search(text):
        text = _TIED_UP.sub(r" is our \1 worth", text)
    return text
