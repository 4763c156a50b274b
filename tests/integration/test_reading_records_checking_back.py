"""A trainee's request to record, followed by a question about how it was typed ("… ? is kg ok?",
"… ? is Mrs Chen enough?", "… ? did I spell Hadad right?", "… ? is that how refunds work?",
"… ? is 'spoiled' the right reason?"), and requests worded "can u log …", "can you put in that …",
"can you lower the grape price to …", "can you put the apples at …", read offline on the demo shop:
the question about the typing asks nothing of the record. A question with a number of its own
("is 3kg right?"), about how much, or about something else is still refused. So is a closing ask
to record what was told ("…, and I would be grateful if you could note that down for me.")."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, purchase, read, sale


def price(product, amount):
    return {"kind": "price_change", "date": "2024-02-29", "product": product, "selling_price": amount}


@pytest.mark.parametrize("text, expected", [
    ("could you log Eva Berg 2kg grapes? is kg ok?", [sale("Eva Berg", ("grape", 2))]),
    ("can you record that Mrs Chen bought 1kg apples? is Mrs Chen enough?", [sale("Mei Chen", ("apple", 1))]),
    ("can you add Omar Hadad 1kg pears? did I spell Hadad right?", [sale("Omar Haddad", ("pear", 1))]),
    ("could you log Zoe Davis, a kilo of mango? is 'a kilo' alright?", [sale("Zoe Davis", ("mango", 1))]),
    ("can you log 1kg bananas spoiled? is spoiled the right reason?",
     [{"kind": "stock_adjustment", "date": "2024-02-29", "product": "banana", "quantity": -1.0,
       "reason": "spoiled", "unit": "kg"}]),
    ("can you log Raj Patel 2kg cherries yesterday? did I get the day right?",
     [sale("Raj Patel", ("cherry", 2), date="2024-02-28")]),
    ("can u log 2kg oranges for Tom Lee pls?", [sale("Tom Lee", ("orange", 2))]),
    ("can you put in that ABC brought 10kg pears at 0.80 a kilo? is that how it's done?",
     [purchase("ABC", ("pear", 10, 0.8, None))]),
    ("can you lower the grape price to 2.60? is that allowed?", [price("grape", 2.6)]),
    ("can you put the apples at 1.85? is it that simple?", [price("apple", 1.85)]),
])
def test_a_request_and_a_question_about_its_typing(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "can you log Ann Brown 1kg pears? is 3kg right?",  # a number of its own: what is doubted
    "can you log Ann Brown 1kg pears? is that how much she wanted?",
    "can you record Bob Smith 2kg apples? is that too much?",
    "can u tell me how many pears we sold?",
    "can you put the pears at the back?",
])
def test_a_question_with_something_of_its_own_is_still_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()


@pytest.mark.parametrize("text, expected", [
    ("Bob Smith bought two kilograms of pears, and I would be grateful if you could note that down for me.",
     [sale("Bob Smith", ("pear", 2))]),
    ("Sue Davis took 1 kg of grapes. I'd be most grateful if this could be logged.", [sale("Sue Davis", ("grape", 1))]),
])
def test_a_closing_ask_to_record_what_was_told(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_closing_ask_does_not_make_a_plan_happen(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Raj Patel will buy 2 kg pears tomorrow, and I would be grateful if you could note that.", TODAY)
