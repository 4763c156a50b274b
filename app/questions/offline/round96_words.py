"""The readings set 96 brought, applied to a question's raw text after set 94's (round94_words.py): a New
Zealand backpacker's and a Kenyan-English manager's words and manner, a child's spelling by ear, an
economist's terms, who a refund went to said again, and "the amount" wanted after the question."""

from __future__ import annotations

from app.questions.offline import (
    amount_wanted,
    economist_terms,
    kenyan_words,
    kiwi_words,
    refund_recipients,
    spelt_by_ear,
)


def plain(question: str) -> str:
    text = economist_terms.plain(spelt_by_ear.plain(kenyan_words.plain(kiwi_words.plain(question))))
    return amount_wanted.plain(refund_recipients.plain(text))
