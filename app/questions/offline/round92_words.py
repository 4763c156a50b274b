"""The readings set 92 brought, applied to a question's raw text before set 86's (round86_words.py): a word
spelt in the phonetic alphabet, then a radio amateur's procedure around the question,
and a customer who "made a purchase"; a Japanese student's courtesy, dates and words;
a Cockney owner's rhyming slang and words; a sports coach's terms."""

from __future__ import annotations

from app.questions.offline import (
    cjk_dates,
    coach_terms,
    cockney_words,
    made_purchases,
    phonetic_spelling,
    polite_student,
    radio_procedure,
    rhyming_slang,
    student_words,
)


def plain(question: str) -> str:
    text = made_purchases.plain(radio_procedure.plain(phonetic_spelling.plain(question)))
    # a polite student's courtesy and "-san", dates written "2月20日", then plain words for the records
    text = student_words.plain(cjk_dates.plain(polite_student.plain(text)))
    text = cockney_words.plain(rhyming_slang.plain(text))  # a Cockney's slang, then his own words
    return coach_terms.plain(text)  # a sports coach's season, headings and league tables
