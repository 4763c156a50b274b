"""The readings set 86 brought, applied to a question's raw text before set 40's (round40_words.py): a
Yorkshire porter's dropped letters written out, then his words, a German speaker's word-for-word English, a
Nigerian-English aunt's warmth and words, and a solicitor's terms."""

from __future__ import annotations

from app.questions.offline import aunt_words, dropped_letters, literal_order, porter_words, solicitor_terms


def plain(question: str) -> str:
    text = porter_words.plain(dropped_letters.plain(question))
    return solicitor_terms.plain(aunt_words.plain(literal_order.plain(text)))
