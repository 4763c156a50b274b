"""A customer's title in the speaker's first language (German, Spanish, Italian, French) is read
as the English one: "Herr Patel" is Mr Patel, "Frau Novak" is Mrs Novak; the surname then finds
the shop's customer, never a new customer called "Frau Novak". A surname two customers share is
still asked about, and an unknown one is still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Herr Patel took 1 kg of cherries", [sale("Raj Patel", ("cherry", 1))]),
    ("Frau Novak has bought 2 kilo apples", [sale("Ida Novak", ("apple", 2))]),
    ("Señora Garcia: 1 kilo of mango", [sale("Luis Garcia", ("mango", 1))]),  # the ñ is no break in the word
    ("Senor Lee bought 3 kg bananas", [sale("Tom Lee", ("banana", 3))]),
    ("sold the signora Brown 1 kg pears", [sale("Ann Brown", ("pear", 1))]),
    ("Madame Chen took 2 kg oranges", [sale("Mei Chen", ("orange", 2))]),
])
def test_a_title_in_another_language_names_the_known_customer(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_shared_surname_after_a_foreign_title_is_asked_about(drafter):
    draft = drafter.draft("Herr Smith took 2 kg pears", TODAY)
    assert draft.open_choices()


def test_an_unknown_surname_after_a_foreign_title_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("Frau Gruber took 1 kg apples", TODAY)
        assert not draft.open_choices()
