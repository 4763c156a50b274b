"""A Cockney owner's rhyming slang ("bees an' honey", "sausage an' mash", "bread" where money is taken, an
"Ayrton Senna", "two score", "quid", "me old china") and words ("Oi,", "wiv", "ow much", "punters", "flogged",
"Omar 'addad", "take off us", "the last load o' X", "Sat'day an' Sunday just gone") are read as the question
said plainly. They were refused, naming the slang. "Bread" beside a fruit it is not taken for stays unplaced."""

import pytest

from app.questions.service import Questions
from tests.integration.test_questions_offline import demo  # noqa: F401
from tests.support.asking import THURSDAY, refused


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: THURSDAY)


@pytest.mark.parametrize("said, meant", [
    ("Oi, 'ow much bread did we take on the 20th, me old china?", "how much money did we take on the 20th"),
    ("'ow much bees an' honey 'as Tom Lee spent wiv us this month?", "how much money has Tom Lee spent with us this month"),
    ("ow much sausage an' mash did we 'and back in refunds last week", "refunds last week"),
    ("which punters 'ave spent over two score this month?", "which customers have spent over 40 this month"),
    ("ow many sales came to more than an Ayrton Senna last week?", "how many sales came to more than 10 dollars last week"),
    ("which fruit sells for under three quid a kilo now?", "which fruit sells for under 3 dollars a kilo now"),
    ("'ow much did Raj 'atel spend this month?", "how much did Raj Patel spend this month"),
    ("'ow many kilos of pears 'ave we flogged this week? I can't Adam an' Eve it", "kilos of pear sold this week"),
    ("the trouble an' strife wants to know wot Eva Berg spent last week", "what Eva Berg spent last week"),
    ("'ave a butcher's at the till for us - wot did we take yesterday?", "what did we take yesterday"),
    ("ow many kilos o' fruit did Zoe Davis take off us this month?", "kilos Zoe Davis bought this month"),
    ("When did the last load o' mangoes come in?", "when did the last delivery of mango come in"),
    ("gross profit this week, before the rent an' that", "gross profit this week"),
    ("wot we got left in the way of pears?", "pear stock now"),
    ("Wot's the average punter spend per sale this week?", "the average spend per sale this week"),
    ("which fruit's priced over three quid a kilo?", "which fruit's price is over 3 dollars a kilo"),
    ("'ow many kilos of pears 'ave gone pen an' ink an' been written off?", "kilos of pear written off"),
])
def test_rhyming_slang_read_as_said_plainly(shop, said, meant):
    assert shop.ask(said).answer == shop.ask(meant).answer


def test_bread_on_the_shelf_is_not_money(shop):  # guard: a loaf, not money, stays unplaced
    refused(shop, "how many kilos of bread are left?", "bread")
