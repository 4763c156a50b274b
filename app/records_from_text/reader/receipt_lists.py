"""A clerk copying a pile of till receipts: a heading that names them ("Receipts from the 27th:",
"Slips 28/2:", "Receipts 0420-0421") over lines that each start with the receipt's number
("#0401 Raj Patel apples 1kg"). The heading is a list of sales (its day, if it says one, theirs)
and each line's number only names the paper, so it is dropped; lines without one are left as
typed."""

from __future__ import annotations

import re

_HEAD = re.compile(r"\A\s*(?:till\s+)?(?:receipts|slips)\b(?:\s+#?\d{3,5}\s*[-–]\s*#?\d{3,5})?(?P<rest>[^\n]*)\n",
                   re.I)
_SERIAL = re.compile(r"^(?P<indent>[ \t]*)#?\d{3,5}[ \t]+(?=[A-Za-z])", re.M)


def read_receipt_list(text: str) -> str:
    head = _HEAD.match(text)
    if head is None:
        return text
    rest = head.group("rest").rstrip()
    lines = _SERIAL.sub(r"\g<indent>", text[head.end():])
    return f"Sales{rest}{'' if rest.endswith(':') else ':'}\n{lines}"
