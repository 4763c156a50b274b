"""A clerk copying a pile of till receipts: a heading that names them ("Receipts from the 27th:",
"Slips 28/2:", "Receipts 0420-0421") over lines that each start with the receipt's number
("#0401 Raj Patel apples 1kg"), or on one line with the receipts after it, one to a semicolon
("Receipts of 28/2: 0081 Bob Smith, grapes 2 kg, 5.60; 0082 Ida Novak, …", "no. 312 Zoe Davis, …").
The heading is a list of sales (its day, if it says one, theirs) and each receipt's number only
names the paper, so it is dropped; lines without one are left as typed."""

from __future__ import annotations

import re

_NUMBERS = r"(?:\s+#?\d{3,5}\s*(?:[-–]|to)\s*#?\d{3,5})?"
_HEAD = re.compile(rf"\A\s*(?:till\s+)?(?:receipts|slips)\b{_NUMBERS}(?P<rest>[^\n]*)\n", re.I)
_SERIAL = re.compile(r"^(?P<indent>[ \t]*)#?\d{3,5}[ \t]+(?=[A-Za-z])", re.M)
# the heading and its papers on one line: a colon, then at least two between semicolons; a supplier's
# invoices are deliveries ("Invoices received today: Green Valley Farms no. 5120, oranges 20 kg, …; ABC no. 8841, …")
_ONE_LINE = re.compile(rf"\A\s*(?:till\s+)?(?:(?P<sales>receipts|slips)|invoices(?:\s+received)?)\b{_NUMBERS}"
                       r"(?P<rest>[^:\n;]*):(?=[^\n;]+;[^\n]+$)", re.I)
_SERIAL_FIRST = re.compile(r"(?<=[:;])[ \t]*(?:no\.?[ \t]*|#)?\d{3,5}[ \t]+(?=[A-Za-z])", re.I)  # "; 0082 Ida …"
_SERIAL_AFTER = re.compile(r"(?<=[A-Za-z])[ \t]+(?:no\.|#)[ \t]*\d{3,6}\b(?=[ \t]*,)", re.I)  # "ABC no. 8841, …"


def read_receipt_list(text: str) -> str:
    if (one := _ONE_LINE.match(text)) is not None:
        rest = one.group("rest").rstrip()
        heading = "Sales" if one.group("sales") else "Deliveries"
        papers = _SERIAL_AFTER.sub("", _SERIAL_FIRST.sub(" ", text[one.end() - 1:]))
        return f"{heading}{rest}:{papers[1:]}"
    head = _HEAD.match(text)
    if head is None:
        return text
    rest = head.group("rest").rstrip()
    lines = _SERIAL.sub(r"\g<indent>", text[head.end():])
    return f"Sales{rest}{'' if rest.endswith(':') else ':'}\n{lines}"
