"""Who posted a message in a staff group chat: "Sanne: sold 2kg grapes to …", "[09:14] Jordi: …".
The poster is staff, never the customer, and the shop keeps who typed a record, so the leading
"Name:" (with the chat's time stamp before it) is dropped before reading.

Only a capitalised word the shop does not know is taken for a poster: a customer's or supplier's
name ("Bob: 2kg apples"), a word the reader knows ("Note:", "Returns:"), a day ("Monday:",
"Weekend:") or a heading that may change the record ("Preorder:", "Refunds:", "Reservations:") stays
as typed."""

from __future__ import annotations

import re

from app.records_from_text.drafts import Known
from app.records_from_text.reader.dates import DATE_RX
from app.records_from_text.reader.pieces import vocabulary

_POSTER = re.compile(r"^(?P<stamp>[ \t]*\[\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\][ \t]*)?"
                     r"(?P<name>(?-i:[A-Z][a-z]{1,14})):[ \t]+(?=\S)", re.I | re.M)
# Parts of a heading that say when, or that may change what the record is: such a word is no poster.
_TELLING = ("new", "free", "gift", "pre", "order", "tomorrow", "later", "todo", "pending", "tbc", "maybe", "check",
            "query", "wrong", "fix", "void", "cancel", "refund", "return", "discount", "promo", "offer", "deal",
            "owe", "tab", "credit", "account", "debt", "not", "no", "week", "morning", "noon", "evening", "night",
            "day", "lunch", "earlier", "last", "prev", "update", "correct", "waste", "loss", "theft", "stock",
            "count", "sale", "sold", "deliver", "price", "total", "till", "cash", "break", "shrink", "exchang",
            "swap", "lost", "spill",
            # held, booked or asked for, not yet sold ("Reservations: …", "Bookings: …", "Wishlist: …")
            "reserv", "book", "hold", "held", "wish", "enquir", "inquir", "request", "quote", "layby", "layaway",
            "deposit", "transfer", "draft", "plan", "forecast", "budget", "target", "estimat",
            # who a notice is for ("Staff: …", "Everyone: …"): the message is the notice itself
            "staff", "team", "all", "every", "notice", "attention", "import", "info", "memo", "remind", "heads")


def drop_chat_posters(text: str, known: Known) -> str:
    if ":" not in text:
        return text
    names = {w.lower() for party in [*known.customers, *known.suppliers] for w in party["name"].split()}
    words = vocabulary(known)

    def poster(match: re.Match[str]) -> str:
        low = match.group("name").lower()
        if low in names or low in words or any(w in low for w in _TELLING) or DATE_RX.fullmatch(low):
            return match.group(0)
        return ""

    return _POSTER.sub(poster, text)
