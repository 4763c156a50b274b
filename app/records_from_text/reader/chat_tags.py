"""What a team chat puts around a record: "@channel", "@owner", "cc @jo" say who is told, and a
tag ("#sales", "#backfill", "#pricing") files the message; neither is part of the record, so both
are dropped before reading. A handle that is a word of a customer's or supplier's name ("@eva")
may be the customer, and a tag with a word that changes what happened ("#newcustomer",
"#goodwill", "#preorder", "#tbc") may say more than the text: both are left as typed, and refused
there if they cannot be placed."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.reader.signed_initials import drop_signed_initials

_HANDLE = re.compile(r"(?:\bcc:?\s+)?(?<![\w@.])@(?P<name>[A-Za-z][\w.-]*)(?![\w@])", re.I)
_TAG = re.compile(r"(?<![\w#&])#(?P<tag>[A-Za-z][\w-]*)")
# Parts of a tag that may change the record: a new party, goods given away, a plan, a doubt, a change.
_TELLING = ("new", "free", "gift", "goodwill", "comp", "pre", "tomorrow", "later", "todo", "pending", "tbc",
            "maybe", "check", "query", "wrong", "fix", "void", "cancel", "refund", "return", "discount", "promo",
            "offer", "deal", "off", "owe", "tab", "credit", "account", "debt", "not", "no")


def drop_chat_tags(text: str, known: Known) -> str:
    text = drop_signed_initials(text, known)  # "… pd ✓ (JK)": who wrote the line, as a handle says who is told
    if "@" not in text and "#" not in text:
        return text
    names = {w.lower() for party in [*known.customers, *known.suppliers] for w in party["name"].split()}
    text = _HANDLE.sub(lambda m: m.group() if m.group("name").lower() in names else "", text)
    text = _TAG.sub(lambda m: m.group() if any(w in m.group("tag").lower() for w in _TELLING) else "", text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()
