"""A bookkeeper's journal entry: "Dr Cash 5.10 / Cr Sales 5.10 — 3 kg apples, Mr Tom Lee". The
accounts debited and credited say the record's kind (cash for sales: a sale; sales returns paid
out: a return; purchases on credit: a purchase; stock to losses: a write-off); the entry is
rewritten in those words before reading, its amount kept as the sale's or the purchase's total
so it is checked like any other. Any other pair of accounts, or a debit and a credit that differ,
is left as written, and refused; so is a sale's amount on a line that names a day: the shop's
price is known as of today only, and that day's may have been another."""

from __future__ import annotations

import re

from app.records_from_text.reader.dates import DATE_RX

_ACCOUNT = r"[A-Z][a-z]+(?:\s+[a-z]+)?"
_ENTRY = re.compile(rf"\bDr\.?\s+(?P<dr>{_ACCOUNT}?)(?:\s+[£$€]?(?P<debit>\d+(?:\.\d\d)?))?\s*/\s*"
                    rf"Cr\.?\s+(?P<cr>{_ACCOUNT}?)(?:\s+[£$€]?(?P<credit>\d+(?:\.\d\d)?))?\s*(?:—|–|-|:)\s*")
_DOTTED = re.compile(r"(?<![\w.,/])\d{1,2}\.\d{2}(?:\.\d{2,4})?(?=\s*(?:[.,;:(]|$))|\b\d{1,2}\.\d{2}\.\d{2,4}\b")
_MONEY = {"cash", "bank", "debtors", "card"}
_LOSSES = {"stock losses", "marketing", "wastage", "shrinkage", "samples"}


def read_journal_entries(text: str) -> str:
    def entry(m: re.Match[str]) -> str:
        dr, cr = m.group("dr").lower(), m.group("cr").lower()
        debit, credit = m.group("debit"), m.group("credit")
        if debit and credit and float(debit) != float(credit):
            return m.group(0)
        total = f" for {debit or credit}" if debit or credit else ""
        if cr == "sales" and dr in _MONEY:
            line = text[text.rfind("\n", 0, m.start()) + 1:(text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
            if total and (_DOTTED.search(line.replace(m.group(0), " ")) or any(
                    d.group(0).lower() not in ("today", "this morning") for d in DATE_RX.finditer(line))):
                return m.group(0)  # "… Mrs Chen, 14.02.24": the price that day may not be today's
            return f"sold{total}: "
        if dr == "purchases" and cr in _MONEY | {"creditors"}:
            return f"bought{total}: "
        if dr == "sales returns" and cr in _MONEY:
            return "returned: "
        if cr == "stock" and dr in _LOSSES and not total:
            return "write-off: "
        return m.group(0)

    return _ENTRY.sub(entry, text)
