"""A data analyst's shorthand for what the shop already reads (set 80): "txn" is a transaction (a sale), an
"SKU" a product, "AOV" the average sale value, "GM $" the gross profit and "GM%" the gross margin; a "txn
count" or a "refund count" is the number of them ("top customer by txn count": by the number of sales); a
"lifetime" total is over every record, which a question with no time says already. Said again in the words
the reader reads; what the shorthand leaves open is left to be refused by name."""

from __future__ import annotations

import re

_SAID = (
    # "n txns": the number of sales (a bare "n" before them; "n sun" stays "and" elsewhere)
    (re.compile(r"(?:^|(?<=\s))n\s+(?=txns\b)", re.I), "number of "),
    (re.compile(r"\btxns\b", re.I), "sales"),
    (re.compile(r"\btxn\b", re.I), "sale"),
    (re.compile(r"\bskus\b", re.I), "products"),
    (re.compile(r"\bsku\b", re.I), "product"),
    (re.compile(r"\baov\b", re.I), "average sale value"),
    # "GM%", "GM %": the gross margin (a percentage); "GM $", "GM" alone: the gross profit in money
    (re.compile(r"\bgm\s*%", re.I), "gross margin %"),
    (re.compile(r"\bgm\s*\$", re.I), "gross profit"),
    (re.compile(r"\bgm\b(?!\s*%)", re.I), "gross profit"),
    # "txn count", "refund count by customer": the number of them (not a count of something else)
    (re.compile(r"\b(transaction|sale|refund|return|delivery)\s+counts?\b", re.I),
     lambda m: "number of " + {"delivery": "deliveries"}.get(m.group(1).lower(), m.group(1).lower() + "s")),
    # "AOV (revenue / number of txns)": the average said again as its sum
    (re.compile(r"(\baverage\s+sale\s+value\b[^()]*?)\s*\(\s*(?:revenue|takings|sales)\s*/\s*(?:(?:the\s+)?number\s+"
                r"of\s+|#\s*)?(?:sales|transactions|orders)\s*\)", re.I), r"\1"),
    # "before the 8th (exclusive)": before it is without it already
    (re.compile(r"(\bbefore\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)\s*\(\s*(?:exclusive|excluded|not\s+included)\s*\)",
                re.I), r"\1"),
    # "txns had a basket value > $15": sales over it; "customers have spend > $60": who spent over it
    (re.compile(r"\b(sales|transactions|orders)\s+(?:had|have|with)\s+an?\s+(?:basket|sale|order|ticket)\s+"
                r"(?:value|total|size)\s*>\s*(?=\$\s?\d)", re.I), r"\1 were over "),
    (re.compile(r"\b(customers)\s+(?:have|had|with)\s+(?:lifetime\s+|total\s+)?(?:spend|spending)\s*>\s*(?=\$\s?\d)",
                re.I), r"\1 spent over "),
    # "— want to see the distribution": what a grouping shows, said after it
    (re.compile(r"\s*[—–-]+\s*(?:i\s+)?(?:want|wanna|need)\s+to\s+see\s+(?:the\s+)?(?:distribution|spread|pattern|"
                r"breakdown|split)\s*[.!]?\s*$", re.I), ""),
    # "(returned txns excluded)": sales net of returns, as spend always is
    (re.compile(r"\s*[(,]\s*(?:returned\s+(?:sales|transactions|orders)|returns|refunds)\s+(?:excluded|left\s+out|"
                r"taken\s+out)\s*\)?", re.I), " net of returns"),
    # "avg kg per txn across Feb": in it
    (re.compile(r"\bacross\s+(?=(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b)", re.I), "in "),
    # "weekday-only AOV (Mon–Fri txns)": that measure on weekdays, the days said again
    (re.compile(r"^\s*weekday[-\s]only\s+(?P<what>[^()?]+?)\s*(?:\(\s*mon(?:day)?\s*[–-]\s*fri(?:day)?(?:\s+[a-z]+)?"
                r"\s*\))?\s*\??\s*$", re.I), r"\g<what> on weekdays"),
    # "Tom Lee lifetime revenue", "lifetime spend": all of it; with no time said, every record is read already
    (re.compile(r"\blifetime\s+(?=(?:revenue|spend|spending|takings|sales|value|total)\b)", re.I), ""),
)


def plain(text: str) -> str:
    for said, meant in _SAID:
        text = said.sub(meant, text)
    return text
