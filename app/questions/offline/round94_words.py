"""The readings set 94 brought, applied to a question's raw text after set 86's (round86_words.py) has
written out dropped letters: slashed dates written day first, an amount bought (money only when sure, else
asked back), a Hong Kong accountant's shorthand, a Texan rancher's words and manner, and a pharmacist's
stock-register terms and a sea captain's words."""

from __future__ import annotations

from app.questions.offline import (
    accountant_shorthand,
    day_first_dates,
    purchase_amounts,
    rancher_words,
    register_terms,
    sea_terms,
)


def plain(question: str) -> str:
    text = accountant_shorthand.plain(purchase_amounts.plain(day_first_dates.plain(question)))
    return sea_terms.plain(register_terms.plain(rancher_words.plain(text)))
