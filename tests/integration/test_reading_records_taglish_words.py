"""Words of a Filipino helper's Tagalog inside a shop record: what was done (bumili, binalik,
nabulok, sira, binilang, dumating, galing), the day (kahapon, kanina, ngayon, noong Martes, noong
ika-20), the shop's fruit in Tagalog, how much (kalahating kilo), the polite "po" and the small words
between them, with the family titles before a name (Ate, Kuya, Mang). A Tagalog word with no one
meaning in a shop record ("bibili", will buy; "lang", only) is still refused, and an English line
is never read as Tagalog."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Kuya Ken po bumili ng 3 kilo saging kanina.", [sale("Ken Smith", ("banana", 3))]),
    ("Bumili po si Ate Ida ng kalahating kilo ubas kahapon.", [sale("Ida Novak", ("grape", 0.5), date="2024-02-28")]),
    ("Si Ate Mei po bumili ng 1 kilo peras at 2 kilo mansanas noong Martes.",
     [sale("Mei Chen", ("pear", 1), ("apple", 2), date="2024-02-27")]),
    ("Ate Eva po, 2 kilo mangga.", [sale("Eva Berg", ("mango", 2))]),
    ("Nabulok po yung 2 kilo na peras.", [adjustment("pear", -2, "rotten")]),
    ("Sira po yung 1 kilo saging.", [adjustment("banana", -1, "damaged")]),
    ("Galing ABC po, 12 kilo mansanas, 1.05 per kilo.", [purchase("ABC", ("apple", 12, 1.05, None))]),
    ("Dumating po yung delivery ng Hillside Produce, 10 kilo ubas, 1.80 per kilo.",
     [purchase("Hillside Produce", ("grape", 10, 1.8, None))]),
    ("Tumaas na po ang mangga, 2.60 per kilo simula ngayon.", [price("mango", 2.6)]),
    ("Simula ngayon po, saging 1.20 na.", [price("banana", 1.2)]),
])
def test_tagalog_shop_words_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_return_said_in_tagalog_is_of_the_sale_on_the_day_said(drafter):
    (back,) = read(drafter, "Binalik po ni Kuya Bob yung binili niya kahapon.")
    assert back["kind"] == "return" and back["customer"]["name"] == "Bob Smith" and back["sale_date"] == "2024-02-28"


def test_a_count_said_in_tagalog(drafter):
    (count,) = read(drafter, "Binilang ko po yung mansanas, 25 kilo.")
    assert (count["kind"], count["product"], count["reason"]) == ("stock_adjustment", "apple", "stock count")


@pytest.mark.parametrize("text", [
    "Bukas po bibili si Kuya Ken ng 2 kilo saging.",  # will buy, tomorrow
    "Bumili po si Ate Mei ng 3 piraso na mangga.",  # pieces of a product sold by the kilo
    "Ate Ida po, 1 kilo ubas, 1.00 lang binayad.",  # paid only part
])
def test_what_tagalog_does_not_say_exactly_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        read(drafter, text)


def test_an_english_line_is_not_read_as_tagalog(drafter):
    assert read(drafter, "Sold Tom Lee 2 kg pears at 1.44 yesterday") == [sale("Tom Lee", ("pear", 2), date="2024-02-28")]
