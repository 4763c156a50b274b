"""Set 100: a hockey dad's and a Glaswegian's words to the listener ("bud", "eh", "hen", "aye"), the
Glaswegian's spellings ("whit", "wis", "o'", "fae", "maist", "the noo", "the day" for today) and a retired
officer's telegraphese ("Request …", "… Report.", "weekend just gone"): each is read as the plain question
it stands for, and what they do not say is left alone."""

import datetime as dt

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401

THURSDAY = dt.date(2024, 2, 29)


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize(("said", "meant"), [
    ("Buddy, how much did we sell in cherries last week?", "how much did we sell in cherries last week?"),
    ("how many kilos of apples are in stock, eh?", "how many kilos of apples are in stock?"),
    ("Whit's the stock o' mangoes the noo, hen?", "what's the stock of mangoes now?"),
    ("how many sales did we have the day?", "how many sales did we have today?"),
    ("Aye, whit did we take on Saturday past?", "what did we take last Saturday?"),
    ("who bought the maist kilos fae us last week, pal?", "who bought the most kilos from us last week?"),
    ("how many loonies did we refund last week, bud?", "how much money did we refund last week?"),
    ("Gimme takings per day this week, eh", "give me takings per day this week"),
])
def test_words_to_the_listener_and_scots_spellings(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


@pytest.mark.parametrize(("said", "meant"), [
    ("Request takings, yesterday.", "takings, yesterday."),
    ("Report stock, apple.", "stock, apple."),
    ("Revenue, orange, this month. Report.", "Revenue, orange, this month."),
    ("Request kilos sold, week just gone.", "kilos sold, last week."),
    ("what did we take over the weekend just gone?", "what did we take last weekend?"),
])
def test_telegraphese_requests(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_a_day_among_several_is_left_alone():
    from app.questions.offline import scots_words

    for text in ("which was the best day of the month", "revenue on the day we cut the price",
                 "what did we take each day last week", "the hen did well",
                 "what are the month-to-date takings"):
        assert scots_words.plain(text) == text
