"""A London market trader's words: the shelf price said as "flogging them at" or "knocking 'em out
at", and "Done a count" for did a count; a Singlish count with what it found after a comma
("count pear, got 18kg"); a surname with its h dropped after a title ("Mr 'Addad")."""

import pytest

from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text", [
    "Took 10 kilo of pears off Hillside at 1.05, flogging them at 1.55",
    "Took 10 kilo o' pears off Hillside at 1.05, floggin' 'em at 1.55",
    "Took 10 kilo of pears off Hillside at 1.05, knocking them out at 1.55",
    "Hillside brought 10 kilo of pears at 1.05 and we sel them at 1.55",  # "sell" spelt by sound
])
def test_the_shelf_price_said_in_market_talk(drafter, text):
    assert read(drafter, text) == [purchase("Hillside Produce", ("pear", 10, 1.05, 1.55))]


@pytest.mark.parametrize("text", [
    "Done a count on the pears, 20 kilo",
    "Today count pear, got 20kg",
])
def test_a_count_said_in_market_talk_or_singlish_is_a_count(drafter, text):
    records = read(drafter, text)
    assert len(records) == 1 and records[0]["kind"] == "stock_adjustment" and records[0]["product"] == "pear"
    assert records[0]["reason"] == "stock count"


def test_a_surname_with_its_h_dropped_after_a_title(drafter):
    assert read(drafter, "Mr 'Addad took 2 kilo o' pears") == [sale("Omar Haddad", ("pear", 2))]
