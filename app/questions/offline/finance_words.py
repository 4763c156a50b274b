"""A lender's and a buyer's words for what the shop already reads (set 18): "gross receipts" and "sales receipts"
are takings; "the prior week" is the previous one; a "product line" is a product; "across February", "over the
month" are in it; "cumulative" is total; sales that "exceeded $15 in value" were over it; "all 29 calendar
days" all 29 days; "please analyse", "kindly provide" ask; the "average ticket" is the average sale value;
"the single largest" is the largest; "transacted with the business" is bought; "accounts for the largest share
of" is had the most; "write-downs" are write-offs, "credit notes" refunds, "analysed by" by (set 46); the
"amount spent" is what was spent (set 60). Said again in the words the reader reads."""

from __future__ import annotations

import calendar
import re

_MONTHS = "|".join(m for m in calendar.month_name if m)
_SAID = (
    # "stock receipts", "goods receipts" are deliveries: left for the reader to refuse
    (re.compile(r"(?<!stock )(?<!goods )(?<!delivery )\b(?:(?:gross|sales|cash|total)\s+)*receipts\b", re.I),
     " takings "),
    (re.compile(r"\bprior\s+(day|week|month)\b", re.I), r"previous \1"),
    (re.compile(r"\bproduct\s+line\b", re.I), "product"),
    # "the total amount spent with ABC": money spent, never kilos (set 60 read "amount" as kilos bought)
    (re.compile(r"\b(?:total\s+)?amount\s+(?=(?:(?:we|i|they|he|she)\s+)?(?:have\s+|has\s+|had\s+)?"
                r"(?:spent|paid|refunded|charged|taken|owed)\b|(?:did|do|does)\s+(?:we|i|they|he|she)\s+"
                r"(?:spend|pay|refund|charge)\b)", re.I), "total "),
    (re.compile(r"\bproduct\s+lines\b", re.I), "products"),
    (re.compile(rf"\b(?:across|over)\s+(?=(?:{_MONTHS})\b|(?:the|this)\s+month\b)", re.I), "in "),
    # "Please analyse turnover by day", "could you provide turnover for each week", "Kindly break down …",
    # "please confirm the takings", "verify the stock of …": asked to give the figure
    (re.compile(r"^\s*(?:(?:please|kindly)\s+)*(?:provide|analy[sz]e|confirm|verify)\b|^\s*kindly\b", re.I), " "),
    (re.compile(r"\bcumulative\b", re.I), "total"),
    # a bookkeeper's words (set 46): stock "written down" is written off; a "credit note" is a customer's
    # refund (the return's money); "analysed by product" is by product
    (re.compile(r"\bwrite[\s-]?downs?\b", re.I), "write-offs"),
    (re.compile(r"\bwritten[\s-]down\b", re.I), "written off"),
    (re.compile(r"\bcredit[\s-]notes?\b", re.I), "refunds"),
    (re.compile(r"\banaly[sz]ed\s+by\b", re.I), "by"),
    (re.compile(r"\bmeasured\s+at\s+(?=(?:purchase\s+)?cost\b|(?:selling|retail)\s+prices?\b)", re.I), "valued at "),
    # "how many transactions exceeded $15 in value": a bound on each sale
    (re.compile(r"\b(?:exceeded|exceeding|exceed|exceeds)\s+(\$?\d+(?:\.\d+)?)(?:\s+in\s+value)?", re.I),
     r"were over \1"),
    (re.compile(r"\b(\d{1,2})\s+calendar\s+days\b", re.I), r"\1 days"),
    (re.compile(r"\b(?:average|avg|mean)\s+ticket(?:\s+(?:size|value))?\b", re.I), "average sale value"),
    # not "the single biggest purchase": one sale, read as such
    (re.compile(r"\b(?:the\s+)?single\s+(?=(?:largest|biggest|best|highest|top|worst|smallest|lowest)\s+"
                r"(?!(?:purchase|sale|transaction|order|basket|visit|ticket)s?\b))", re.I), "the "),
    (re.compile(r"\btransacted\s+with\s+(?:the\s+)?(?:business|shop|store|us)\b", re.I), "bought"),
    (re.compile(r"\b(?:transactions|sales)\s+processed\b", re.I), "sales"),
    (re.compile(r"\bacross\s+(?=all\s+(?:sales|transactions|products|fruit)\b|everything\b)", re.I), ""),
    (re.compile(r"\baccounts?\s+for\s+the\s+(?:largest|biggest|greatest|most)\s+share\s+of\b", re.I),
     "had the most"),
    (re.compile(r"\baccount\s+for(?=\s*$)", re.I), ""),  # "what revenue did the largest customer account for"
    # "which product carries the best margin": has it ("carry" alone is stocking a product, and is left)
    (re.compile(r"\b(?:carries|carry|carried)\s+(?=(?:(?:the|a|our|its)\s+)?(?:\w+\s+){0,2}?(?:margins?|mark-?ups?)\b)",
                re.I), "has "),
)


# "how many refunds did we put through", "credit notes raised for returns": made (a price raised is left)
_MADE = re.compile(r"\b(?:put\s+through|raised?)\b", re.I)
_REFUNDS = re.compile(r"\b(?:refunds?|credit[\s-]notes?)\b", re.I)
_PRICE = re.compile(r"\bprices?\b", re.I)
_ORDER = re.compile(r"^\s*(?:(?:please|kindly)\s+)*(?:raise|put)\b", re.I)  # "Raise a credit note for Tom": an order


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    if _REFUNDS.search(text) and not _PRICE.search(text) and not _ORDER.search(text):
        text = _MADE.sub(" ", text)
    return text
