"""Set 77's owner's spouse and teenager, each cause asked here in other words than the set's.

How the day went, before its records ("Rough day.", "A bit of a quiet one.", "dead lol 😴"),
and that what follows is all there is ("The only thing worth writing down was …", "Nothing much
today, just …", "Just the one: …") say nothing of the records and are dropped; a person "called"
after "a lady", "a chap" is a new customer; a "sorry" ending a late entry, even before an emoji,
and a remark after an emoji ending the record ("🍇 she's lovely") are dropped. A mood said with
another day ("slow day yesterday.") is left, as is a word that changes what happened.
"Everything else looked right.", a reaction ("Typical.") and "…, and after that nobody till close."
close a message."""


import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Rough day. Ken had 2 kg of pears.", [sale("Ken Smith", ("pear", 2))]),
    ("Bit of a dead one today. Ken had 2 kg of pears.", [sale("Ken Smith", ("pear", 2))]),
    ("A bit of a quiet one. Omar took 1 kg of cherries.", [sale("Omar Haddad", ("cherry", 1))]),
    ("dead lol 😴 tom lee 1kg apples", [sale("Tom Lee", ("apple", 1))]),
    ("The only thing worth writing down was Mei Chen, 2 kg of grapes.", [sale("Mei Chen", ("grape", 2))]),
    ("Nothing much today, just Raj, 1 kg of mango.", [sale("Raj Patel", ("mango", 1))]),
    ("Just the one: Eva, a kilo of oranges.", [sale("Eva Berg", ("orange", 1))]),
    ("ida novak 1kg pears sorry 😬", [sale("Ida Novak", ("pear", 1))]),
    ("1kg cherries for tom lee 🍒 he's lovely", [sale("Tom Lee", ("cherry", 1))]),
    ("Ken had 2 kg of pears. Everything else looked right.", [sale("Ken Smith", ("pear", 2))]),
    ("Ida had 1 kg of grapes, and after that nobody till close.", [sale("Ida Novak", ("grape", 1))]),
    ("Tom Lee had 2 kg of apples. Typical.", [sale("Tom Lee", ("apple", 2))]),
])
def test_how_the_day_went_says_nothing_of_its_records(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_person_called_after_a_lady_is_a_new_customer(drafter):
    assert read(drafter, "A gentleman called Felix Ward took 1 kg of apples.") == [sale("Felix Ward", ("apple", 1))]


@pytest.mark.parametrize("text", [
    "Slow day yesterday. Ken had 2 kg of pears.",  # the day said with the mood stays, and is refused there
    "The only thing was Ken, 2 kg of pears, half price.",
    "1kg cherries for tom lee 🍒 he owes me",
])
def test_a_frame_that_says_more_is_left(drafter, text):
    with pytest.raises(LedgerError):
        drafter.draft(text, TODAY)
