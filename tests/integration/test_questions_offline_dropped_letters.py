""""t'", "'ow", "'ave", "o'", "wi'", "gi'", "-in'": a Yorkshire speaker's dropped letters, and his words
("brass", "tek", "the Friday just gone", "today an' all"), are read as the same question said in full. They
were refused, naming the letters left ("ow", "t'pears"). "How much X have we got in?" with nothing after it
is asked back: what came in, or what is in?"""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, meant", [
    ("'ow many kilos o' pears 'ave we sold this month?", "how many kilos of pears have we sold this month?"),
    ("'ow much brass 'as Zoe Davis spent wi' us?", "how much money has Zoe Davis spent with us?"),
    ("what's t'price o' t'grapes?", "what's the price of the grapes?"),
    ("what did t'till tek on t'Friday just gone?", "what did the till take last Friday?"),
    ("gi' us t'takings for t'week just gone", "give us the takings for last week"),
    ("what's apples goin' for on t'12th?", "what's apples going for on the 12th?"),
    ("what brass 'ave we 'anded back in refunds, all told?", "what money have we handed back in refunds, all told?"),
    ("kilos shifted in t'last 4 days, today an' all", "kilos shifted in the last 4 days, today included"),
])
def test_dropped_letters_read_as_said_in_full(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_what_we_took_last_week_monday_to_sunday_is_last_week(shop):
    assert shop.ask("what did we tek last week, from Monday to t'Sunday?").answer == \
        shop.ask("what did we take last week?").answer


def test_margin_in_brass_not_percent_is_in_dollars(shop):
    assert shop.ask("t'margin on pears in brass, not percent").answer == shop.ask("the margin on pears in dollars").answer


def test_a_weekday_just_gone_that_is_today_is_still_asked_about(shop):
    refused(shop, "what did we tek on Thursday just gone?")  # today (a Thursday), or a week ago?


def test_got_in_with_nothing_after_is_asked_back(shop):
    refused(shop, "'ow many kilos o' pears 'ave we got in?", "got in")
