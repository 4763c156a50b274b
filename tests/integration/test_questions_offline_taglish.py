"""Set 100: a Filipino manager's Taglish — Tagalog question words, the shop's words, days and spans, and the
particles that carry no measure ("po", "natin", "ang") — read as the plain question it stands for; a word
with no reading is refused by name, and English questions are left as they are."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("said", "meant"), [
    ("Magkano po ang benta natin ng mansanas ngayong linggo?", "how much apple sales this week?"),
    ("Ilang kilo ng ubas ang natitira ngayon po?", "how many kilos of grape left now?"),
    ("Ano po ang presyo ng mangga ngayon?", "what is the price of mango now?"),
    ("Ilang kilo ng peras ang nabenta natin kahapon?", "how many kilos of pear sold yesterday?"),
    ("Magkano ang ginastos natin sa ABC ngayong buwan?", "how much did we spend with ABC this month?"),
    ("Sino-sino ang bumili ng saging kahapon?", "who bought banana yesterday?"),
    ("Ilan ang benta natin noong isang linggo?", "how many sales last week?"),
])
def test_taglish_read_as_the_plain_question(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_a_tagalog_word_with_no_reading_is_refused(shop):
    with pytest.raises(QuestionFailed):
        shop.ask("Magkano ang benta natin noong Linggo ng umaga?")


def test_english_left_alone():
    from app.questions.offline import taglish_words

    for text in ("how much did we sell on Saturday", "who bought pears from ABC"):
        assert taglish_words.plain(text) == text
