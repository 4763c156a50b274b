"""The readings set 96 brought, applied to a question's raw text after set 94's (round94_words.py): a New
Zealand backpacker's and a Kenyan-English manager's words and manner, a child's spelling by ear, an
economist's terms, who a refund went to said again, "the amount" wanted after the question, and money we
"have made" or "the amount we made", and buyers said loosely ("the shop", "somebody")."""

from __future__ import annotations

from app.questions.offline import (
    amount_wanted,
    buyers_said,
    economist_terms,
    kenyan_words,
    kiwi_words,
    money_made,
    refund_recipients,
    spelt_by_ear,
)


def plain(question: str) -> str:
    text = economist_terms.plain(spelt_by_ear.plain(kenyan_words.plain(kiwi_words.plain(question))))
    text = buyers_said.plain(text)  # after the spelling: "peeple"
    return money_made.plain(amount_wanted.plain(refund_recipients.plain(text)))
