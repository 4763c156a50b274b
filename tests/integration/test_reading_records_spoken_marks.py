"""What a screen-reader user dictates: punctuation said as words ("colon", "comma", "semicolon", "full stop") is
put where it was said, letters spelt one by one ("h s b c", "f y i") are the word they spell, a new customer's
name typed in lower case between commas is that customer's name (not a remark to drop), and a price said in
two numbers from a teen ("fourteen forty") is that many pounds and pence."""

import pytest

from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("delivery from hillside produce colon twelve kilos pears at ninety pence comma sell at one sixty full stop",
     [purchase("Hillside Produce", ("pear", 12, 0.9, 1.6))]),
    ("a b c delivered ten kilos of oranges for nine dollars total full stop",
     [purchase("ABC", ("orange", 10, 0.9, None))]),
    ("hillside produce delivered twelve kilos of apples for thirteen twenty total full stop",
     [purchase("Hillside Produce", ("apple", 12, 1.1, None))]),
    ("sold eva berg one kilo of grapes semicolon she paid cash full stop", [sale("Eva Berg", ("grape", 1))]),
    ("bought twenty kilos of apples from a b c for twenty-two forty full stop",
     [purchase("ABC", ("apple", 20, 1.12, None))]),
])
def test_punctuation_and_letters_said_aloud_are_read_as_typed(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_count_dictated_with_a_colon_is_a_count(drafter):
    (record,) = read(drafter, "stock count colon eighteen kilos of mangoes full stop")
    assert record["kind"] == "stock_adjustment" and record["quantity"] == -1.0


def test_fyi_spelt_out_is_a_note_kept_as_dictated(drafter):
    text = "f y i comma the card machine is being replaced on monday full stop"
    (record,) = read(drafter, text)
    assert record["kind"] == "note" and record["text"] == text


@pytest.mark.parametrize("text, name, phone, email", [
    ("new customer comma ravi menon comma phone 0412 345 678 comma bought one kilo of pears full stop",
     "Ravi Menon", "0412345678", None),
    ("sold one kilo of apples to a new lady comma nina ross comma email nina.ross@example.com full stop",
     "Nina Ross", None, "nina.ross@example.com"),
    ("new customer, leo varga, 555-0142, bought two kilos of bananas", "Leo Varga", "555-0142", None),
])
def test_a_new_customers_name_in_lower_case_between_commas_is_kept(drafter, text, name, phone, email):
    (record,) = read(drafter, text)
    assert record["kind"] == "sale" and record["customer"] == {"name": name, "phone": phone, "email": email}
