"""A Jamaican writer's words inside a shop record: tek (took), di (the), "dem" after a fruit
(plural), dis mawnin, wid, seh, pon, fi, mi and im, "a" between a weight and its fruit (of), "an"
for and, tree (three), tief, sen, "she pay"; and "Missis" or "Missus" before a name (Mrs). The small
words are read as patois only beside a patois word, so an English line is never changed, and what
is left vague, given away or still to come is refused as before."""

import datetime as dt

import pytest

from app.records_from_text.reader.patois_words import patois_in_english
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Raj Patel tek 3 kilo a orange", [sale("Raj Patel", ("orange", 3))]),
    ("Mi sell Tom Lee tree kilo a pear", [sale("Tom Lee", ("pear", 3))]),
    ("Bob Smith buy 2 an a half kilo a grape", [sale("Bob Smith", ("grape", 2.5))]),
    ("Luis Garcia buy 1 kilo a cherry an one kilo a apple", [sale("Luis Garcia", ("cherry", 1), ("apple", 1))]),
    ("Ida Novak tek 2 kilo banana dis mawnin", [sale("Ida Novak", ("banana", 2))]),
    ("di mango dem rotten, tek out 2 kilo", [adjustment("mango", -2, "rotten")]),
    ("Four kilo a pear spoil, an two kilo a apple mouldy",
     [adjustment("pear", -4, "spoiled"), adjustment("apple", -2, "mouldy")]),
    ("smaddy tief 2 kilo a orange off di stall", None),  # "smaddy" (somebody) is not read: refused below
    ("Green Valley sen 10 kilo cherry, 25.00 fi di lot", [purchase("Green Valley Farms", ("cherry", 10, 2.5, None))]),
    ("ABC drop off 8 kilo a mango, 1.40 a kilo, wi sell dem fi 2.40",
     [purchase("ABC", ("mango", 8, 1.4, 2.4))]),
])
def test_patois_shop_words_are_read(drafter, text, expected):
    if expected is None:
        with pytest.raises(LedgerError):
            read(drafter, text)
        return
    assert read(drafter, text) == expected


def test_a_theft_said_in_patois(drafter):
    assert read(drafter, "somebody tief 2 kilo a orange off di stall") == [adjustment("orange", -2, "stolen")]


def test_samples_given_to_taste(drafter):
    assert read(drafter, "A did gi 1 kilo mango as samples fi taste") == [adjustment("mango", -1, "samples")]


def test_what_she_paid_said_after_in_patois(drafter):
    assert read(drafter, "Zoe Davis buy 1 kilo a apple, 1.70 she pay") == [sale("Zoe Davis", ("apple", 1))]
    with pytest.raises(LedgerError):  # an amount that is not the shop's total is refused, never dropped
        read(drafter, "Zoe Davis buy 1 kilo a apple, 1.20 she pay")


def test_a_return_said_in_patois(drafter):
    (back,) = read(drafter, "Omar Haddad come back wid di strawberry im buy yesterday, seh dem too soft")
    assert back["kind"] == "return" and back["customer"]["name"] == "Omar Haddad"
    assert back["sale_date"] == "2024-02-28"


@pytest.mark.parametrize("text", [
    "Missis Berg tek 2 kilo a pear",
    "Missus Berg took 2 kg pears",
])
def test_missis_before_a_name_is_mrs(drafter, text):
    assert read(drafter, text) == [sale("Eva Berg", ("pear", 2))]


@pytest.mark.parametrize("text", [
    "Mi gi Tom Lee 2 kilo a pear fi free",  # given away
    "Tomorrow Eva a come fi 3 kilo grape",  # still to come
    "Sell Ken 2 kilo mango pon di 31",  # a day February has not got
])
def test_what_patois_leaves_given_away_or_to_come_is_still_refused(drafter, text):
    try:
        draft = drafter.draft(text, dt.date(2024, 2, 29))
    except LedgerError:
        return
    assert draft.open_choices(), [r.record for r in draft.records]


@pytest.mark.parametrize("text", [
    "Sold 2 kg a day to the cafe",  # "kilo a day": no patois word
    "Tom bought an apple and an orange",
    "Im sorry, sold 1 kg pears to Ann",  # "im" typed for "I'm", with no patois word
    "his missus took 2 kg pears",  # not before a name
])
def test_an_english_line_is_not_rewritten(text):
    assert patois_in_english(text) == text
