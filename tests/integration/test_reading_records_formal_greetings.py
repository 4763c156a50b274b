"""A formal letter's greeting and close, read offline on the demo shop: "Dear ledger,", "Dear
system,", "Sir,", "Madam,", "To the ledger:" open it and "Yours faithfully" closes it; both are
dropped and the record between them is read."""

import pytest

from tests.integration.test_reading_records import adjustment, price, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Dear system, Mr Ken Smith purchased 1 kilogram of grapes this morning.", [sale("Ken Smith", ("grape", 1))]),
    ("Sir, 2 kilograms of pears were thrown out, rotten.", [adjustment("pear", -2, "rotten")]),
    ("Madam, Mrs Novak bought 3 kilograms of bananas today. Yours faithfully.", [sale("Ida Novak", ("banana", 3))]),
    ("To the ledger: the price of mangoes is now 2.60.", [price("mango", 2.6)]),
    ("Dear ledger, Eva Berg bought 1 kilogram of apples today.", [sale("Eva Berg", ("apple", 1))]),
])
def test_a_formal_letters_frame_is_dropped(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Sir, I write to inform you that Mr Ken Smith purchased 2 kilograms of pears.", [sale("Ken Smith", ("pear", 2))]),
    ("Madam, I have the honour to report that Eva Berg bought 1 kilogram of grapes.", [sale("Eva Berg", ("grape", 1))]),
    ("Dear ledger, I regret to report that 2 kilograms of mangoes were found rotten.",
     [adjustment("mango", -2, "rotten")]),
    ("I am writing to record that Ida Novak bought 3 kilograms of apples.", [sale("Ida Novak", ("apple", 3))]),
])
def test_a_letters_opening_words_after_its_greeting(drafter, text, expected):
    assert read(drafter, text) == expected
