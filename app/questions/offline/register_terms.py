"""A pharmacist's stock-register terms for what the reader already reads (set 94), kept to the register's own
phrases: a "balance" (running, closing, in hand) is the stock; "receipts" into stock or by supplier are the
deliveries, and kilos "received" were delivered; kilos "issued" and "issues" are sales, and kilos "supplied
to" a customer were sold to them; a "discrepancy" or a "negative adjustment" is a write-off; a "line" is a
product; a price "in force" is the price then, and one "before the amendment" before its change; a refund
"recorded against" a customer is the refunds to them; "exclude any issue since returned" is net of returns.
A heading before the question ("Register check, strawberry:", "Returns register:") names the register, not
something asked."""

from __future__ import annotations

import re

_LINES = r"(?:lines?|products?)"
_SAID = (
    # a register's heading: "Register check, strawberry: …", "Returns register: …", "Price amendment log: …"
    (re.compile(r"^\s*(?:register|balance)\s+check\s*,\s*([a-z]+)\s*:\s*", re.I), r"\1: "),
    (re.compile(r"^\s*balance\s+check\s*,\s*([a-z]+)\s*,\s*", re.I), r"\1 stock "),
    (re.compile(r"^\s*(?:returns|issue|receipts?|price\s+amendment)\s+(?:register|log)\s*:\s*", re.I), ""),
    (re.compile(r"^\s*(?:comparison|discrepancies)\s*:\s*", re.I), ""),
    # a balance is the stock
    (re.compile(r"\brunning\s+balance\s*(?:\(\s*kg\s*\))?", re.I), "stock"),
    (re.compile(r"\b(?:closing\s+)?balances?\s+in\s+hand\b", re.I), "stock"),
    (re.compile(r"\bclosing\s+balances\s*,\s*all\s+lines\b", re.I), "stock, all products"),  # one per product
    (re.compile(r"\bclosing\s+balances\b", re.I), "stock"),
    (re.compile(r"^\s*(?:closing\s+)?balance\s*,\s*([a-z]+)\s*,", re.I), r"stock of \1,"),
    (re.compile(r"\b(?:closing\s+)?balance\b(?=\s+(?:at|on|under|below|over|above)\b)", re.I), "stock"),
    (re.compile(r"\b(?:holds?|has)\s+the\s+(lowest|highest|smallest|biggest|largest)\s+balance\b", re.I),
     r"has the \1 stock"),
    (re.compile(r"\bwith\s+a\s+balance\s+(?=(?:under|below|over|above|of\s+less|of\s+more)\b)", re.I), "with stock "),
    (re.compile(r"\b(?:which\s+)?line\s+(?=currently\s+(?:holds|has)\b)", re.I), "which product "),
    (re.compile(r"\bwhich\s+which\b", re.I), "which"),
    (re.compile(r"\b(per\s+(?:day|week|month))\s*,\s*all\s+lines\b", re.I), r"\1"),  # a total over all of them
    (re.compile(r"^\s*lines\s+(?=with\b)", re.I), "products "),
    (re.compile(r"\bper\s+line\b", re.I), "per product"),
    # receipts into stock are the deliveries
    (re.compile(r"^\s*receipts\s+into\s+stock\s*,\s*([a-z]+)\s*:\s*total\s+kg\s+received\b", re.I),
     r"total kg of \1 delivered"),
    (re.compile(r"^\s*receipts\s+(?=(?:to\s+date\s+)?by\s+supplier\b)", re.I), "kilos delivered "),
    (re.compile(r"\bnumber\s+of\s+receipt\s+entries\s*\(\s*deliveries\s*\)\s+in\s+the\s+register\b", re.I),
     "number of deliveries"),
    (re.compile(r"\bkg\s+received\s+from\b", re.I), "kg delivered from"),
    # kilos issued are sold; an issue is a sale
    (re.compile(r"^\s*(?:quantity|kg)\s+issued\s*,\s*([a-z]+)\s*,", re.I), r"kg sold of \1,"),
    (re.compile(r"^\s*issues\s+of\s+([a-z]+)\s*,\s*kg\s*,", re.I), r"kg sold of \1,"),
    (re.compile(r"\bkg\s+issued\b", re.I), "kg sold"),
    (re.compile(r"\b(kg\s+of\s+[a-z]+)\s+issued\b", re.I), r"\1 sold"),
    (re.compile(r"\bmean\s+kg\s+per\s+issue\b", re.I), "average kg per sale"),
    (re.compile(r"\bexclude\s+any\s+issue\s+since\s+returned\b", re.I), "net of returns"),
    (re.compile(r"\bissue\s+entries\s+for\s+(customer\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(.+?)\s*:\s*how\s+many\s+"
                r"separate\s+sales\b", re.I), r"how many sales for \1 \2"),
    (re.compile(r"^\s*issue\s+register\s*,\s*([\w /.-]+?)\s*:\s*customers\s+supplied\b", re.I),
     r"customers who bought on \1"),
    (re.compile(r"^\s*lines\s+issued\s+to\s+([A-Z][a-z]+\s+[A-Z][a-z]+)\s+(.+?)\s*:\s*which\s+products\b", re.I),
     r"which products did \1 buy \2"),
    (re.compile(r"\bkg\s+supplied\s+to\s+(?=(?:customer\s+)?[A-Z])", re.I), "kg sold to "),
    # a discrepancy is a write-off
    (re.compile(r"\btotal\s+kg\s+removed\s+from\s+stock\s+by\s+negative\s+adjustments?\b", re.I),
     "total kg written off"),
    (re.compile(r"^\s*discrepancy\s+entries\s+for\s+([a-z]+)\s*,\s*total\s+kg\s+written\s+off\b", re.I),
     r"total kg of \1 written off"),
    # prices in force
    (re.compile(r"\b(selling\s+prices?)\s+currently\s+in\s+force\b", re.I), r"\1 now"),
    (re.compile(r"\b(selling\s+price\s+for\s+[a-z]+)\s+in\s+force\s+(?=on\b)", re.I), r"\1 "),
    (re.compile(r"\bhow\s+many\s+selling-price\s+changes\s+were\s+entered\b", re.I), "how many price changes"),
    # the register's price amendment is the price change
    (re.compile(r"\b(?:selling\s+)?price\s+before\s+the\s+(?:price\s+)?amendment\b", re.I),
     "price before the price change"),
    (re.compile(r"\brefund\s+value\s+recorded\s+against\s+", re.I), "refunds to "),
    (re.compile(r"\bunit\s+cost\s+per\s+kg\s+on\s+the\s+invoice\s+for\s+([a-z]+)", re.I),
     r"what did we pay per kg for \1"),
)


def plain(question: str) -> str:
    text = question
    for said, plain_words in _SAID:
        text = said.sub(plain_words, text)
    return text
