"""Set 27's round, each cause asked here in other words than the set's.

"day before yesterday" without "the" is two days back, not yesterday. A texter's "lol", "haha",
"btw" and "soz" say nothing, nor does the banter after them ("lol he loves them"), unless it
names a figure, a date, someone, a record's word or more of the same ("lol and grapes too").
A polite request or opening ("Could you kindly log …?", "I'd be grateful if you could record that
…", "I'm afraid …") holds no question, doubt or plan; "please note" opens a note unless it gives
a price; "…; please bin them" after a loss says it again; a phone number may end a sentence.
The supplier's driver saying who writes ("GV driver -", "driver from ABC:") brings a delivery
from that supplier, or reports a loss in the shop's own ("your") stock. A delivery's total after
lines each with its price is the sum said again when it agrees (refused when it does not)."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, purchase, read, sale


@pytest.mark.parametrize("text", [
    "Raj Patel 1kg pears day before yesterday",
    "day before yesterday sold Raj Patel 1kg pears",
])
def test_day_before_yesterday_without_the(drafter, text):
    assert read(drafter, text) == [sale("Raj Patel", ("pear", 1.0), date="2024-02-27")]


@pytest.mark.parametrize("text, expected", [
    ("Eva 2kg apples haha she loves them", [sale("Eva Berg", ("apple", 2.0))]),
    ("btw threw out 1kg mouldy grapes", [adjustment("grape", -1.0, "mouldy")]),
    ("Raj Patel 1kg mango btw", [sale("Raj Patel", ("mango", 1.0))]),
    ("Raj Patel 1kg mango yesterday, never got round to it soz", None),
    ("Eva 1kg pears\nlol pears popular since tuesday", None),
    ("Eva 1kg pears\nlol pears popular today", [sale("Eva Berg", ("pear", 1.0))]),
    ("quick catch up lol\nEva 1kg pears", [sale("Eva Berg", ("pear", 1.0))]),
])
def test_texting_banter_says_nothing(drafter, text, expected):
    if expected is None:
        with pytest.raises(LedgerError):
            read(drafter, text)
    else:
        assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Eva 2kg apples lol she might bring them back",  # a doubt or a plan
    "Eva 2kg apples lol Raj Patel had some",  # someone the shop knows
])
def test_banter_that_tells_something_is_not_dropped(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


def test_more_of_the_sale_after_lol_is_kept(drafter):
    assert read(drafter, "Eva 2kg apples lol and 1kg pears too") == [sale("Eva Berg", ("apple", 2.0), ("pear", 1.0))]


def _note(text):
    return {"kind": "note", "date": "2024-02-29", "text": text, "facts": []}


@pytest.mark.parametrize("text, expected", [
    ("I would like to record that Tom Lee bought 1 kg of pears yesterday.",
     [sale("Tom Lee", ("pear", 1.0), date="2024-02-28")]),
    ("I'd be grateful if you could log that Eva Berg had 2 kilograms of grapes.", [sale("Eva Berg", ("grape", 2.0))]),
    ("Could you kindly record that Raj Patel took 1 kg of apples?", [sale("Raj Patel", ("apple", 1.0))]),
    ("Would you please set the shelf price of mangoes to £2.70?",
     [{"kind": "price_change", "date": "2024-02-29", "product": "mango", "selling_price": 2.7}]),
    ("I'm afraid 1 kg of grapes went mouldy; please bin them.", [adjustment("grape", -1.0, "mouldy")]),
    ("Please note that the back gate sticks when it rains.", [_note("Please note that the back gate sticks when it rains.")]),
    # a price said after "please note" is a price change asked for politely, not a fact to keep
    ("Please note that pears now sell at £1.70 a kilo.",
     [{"kind": "price_change", "date": "2024-02-29", "product": "pear", "selling_price": 1.7}]),
    ("Could you log a sale of 1 kg of mango to a new customer, Jo Bloggs, phone 415-555-0199?",
     [{"kind": "sale", "date": "2024-02-29", "customer": {"name": "Jo Bloggs", "phone": "415-555-0199", "email": None},
       "items": [{"product": "mango", "quantity": 1.0, "unit": "kg"}]}]),
])
def test_a_polite_request_or_opening_is_read(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "I would like to record a sale to Tom Lee tomorrow, 1 kg of pears.",  # still to come
    "Could you tell me the price of pears?",  # a question
    "I'm afraid I'm not sure whether Eva Berg took 1 kg of grapes.",  # unsure
    "1 kg of grapes found in the back. Please bin them.",  # no loss read before: nothing to say again
])
def test_a_polite_opening_hides_no_doubt_plan_or_question(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


@pytest.mark.parametrize("text, expected", [
    ("Green Valley driver - 12kg mango @ 1.50", [purchase("Green Valley Farms", ("mango", 12.0, 1.5, None))]),
    ("driver from abc: 10kg apples at 1.10 per kg", [purchase("ABC", ("apple", 10.0, 1.1, None))]),
    ("Hillside driver: 1.5kg of your grapes in the storeroom were squashed, binned them",
     [adjustment("grape", -1.5, "damaged")]),
    ("Driver here: 2kg of your mangoes gone rotten", [adjustment("mango", -2.0, "rotten")]),
])
def test_the_drivers_own_words(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_driver_naming_no_supplier_brings_no_delivery(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "Driver here: 10kg pears at 1.00")


@pytest.mark.parametrize("text, expected", [
    ("green valley: 10kg apples at 1.10, 5kg mango at 1.50 per kg, total 18.50",
     [purchase("Green Valley Farms", ("apple", 10.0, 1.1, None), ("mango", 5.0, 1.5, None))]),
    ("from hillside 500g cherries at 4.00 per kg and 2kg pears @ 1.00, 4.00 total",
     [purchase("Hillside Produce", ("cherry", 0.5, 4.0, None), ("pear", 2.0, 1.0, None))]),
])
def test_a_delivery_total_that_agrees_with_its_lines(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_delivery_total_that_disagrees_is_refused(drafter):
    with pytest.raises(LedgerError):
        read(drafter, "green valley: 10kg apples at 1.10, 5kg mango at 1.50 per kg, total 19.00")
