"""How an amount of money is written around its figure, put the way the reader reads it:

- a currency's code before its amount, as invoices and bookkeepers write it ("at USD 0.90 per kg",
  "total USD 4.28", "EUR 12.00"): the amount is money, read as if its sign stood there ("$0.90").
  After the amount ("1.10 USD/kg") the code is already read as a currency word (money.py);
- a price change said from the old price to the new ("Price update: apples from 1.70 to 1.75/kg",
  "pear price up from 1.40 to 1.50"): the old price says nothing more, the new one is the price.
  Only with a word that says a price changes, and only between two amounts of money (written in
  cents or with a sign), never "from 2 kg to 3 kg"."""

from __future__ import annotations

import re

_SIGNS = {"usd": "$", "us$": "$", "eur": "€", "gbp": "£"}
_CODE_FIRST = re.compile(r"(?<![\w$])(?P<code>USD|US\$|EUR|GBP)\s*(?=\d)", re.I)
_AMOUNT = r"(?:[$£€]\s?\d+(?:\.\d{2})?|\d+\.\d{2})"
_PER = r"(?:\s*(?:/\s*|per\s+|a\s+)(?:kg|kilo|lb|each))?"
_OLD_TO_NEW = re.compile(rf"\bfrom\s+{_AMOUNT}{_PER}\s+to\s+(?={_AMOUNT}(?![\d.])(?!\s*(?:kg|kilos?|g|grams?|lbs?)\b))",
                         re.I)
_CHANGE_SAID = re.compile(r"\b(?:prices?|up|down|raised?|lowered?|changed?|increased?|decreased?|marked|reduced?)\b",
                          re.I)


def sign_currency_codes(text: str) -> str:
    text = _CODE_FIRST.sub(lambda m: _SIGNS[m.group("code").lower()], text)
    return _OLD_TO_NEW.sub("to ", text) if _CHANGE_SAID.search(text) else text
