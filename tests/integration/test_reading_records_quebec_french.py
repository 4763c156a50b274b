"""A Quebec helper's French inside a shop record: what was done ("a pris", "a acheté", "jeté", "compté",
"ramené", "reçu de"), the fruit in French ("raisins" are grapes), the day ("hier", "le 26", "lundi passé",
"à partir d'aujourd'hui") and the small words between ("de", "pis", "le kilo"). What is left in French
that says something else ("demain", "la moitié", "donné") is refused, never guessed."""

import datetime as dt

import pytest

from app.records_from_text.reader.french_words import french_in_english
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Eva a acheté 2 kg de poires pis 1 kg de cerises", [sale("Eva Berg", ("pear", 2), ("cherry", 1))]),
    ("Hier, Tom Lee a pris 1 kg de mangues", [sale("Tom Lee", ("mango", 1), date="2024-02-28")]),
    ("Jeté 500 g de fraises, spoiled", [adjustment("strawberry", -0.5, "spoiled")]),
    ("Reçu de Hillside: 10 kg de poires à 0.90 le kilo", [purchase("Hillside Produce", ("pear", 10, 0.9, None))]),
    ("Cerises à 3.40 à partir d'aujourd'hui", [price("cherry", 3.4)]),
    ("J'ai compté les poires: 20 kg", [adjustment("pear", -1, "stock count")]),  # 21 kg on the books
])
def test_quebec_french_shop_words_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text, sale_date", [
    ("Ida a ramené ses poires d'hier", "2024-02-28"),
    ("Sue a ramené toute sa commande du 26", "2024-02-26"),
])
def test_ramene_is_a_return_of_the_sale_named(drafter, text, sale_date):
    (back,) = read(drafter, text)
    assert back["kind"] == "return" and back["sale_date"] == sale_date


def test_a_double_first_name_is_one_name(drafter):
    (new,) = read(drafter, "Nouveau client Jean-Luc Picard, 1 kg de pommes, tel 514-555-0100")
    assert new["customer"] == {"name": "Jean-Luc Picard", "phone": "514-555-0100", "email": None}
    assert new["items"] == [{"product": "apple", "quantity": 1, "unit": "kg"}]


# guards (pass before the change too): what stays unsure is refused, then as now
@pytest.mark.parametrize("text", [
    "Demain, Eva va prendre 2 kg de poires",  # tomorrow
    "Donné 1 kg de pommes à Raj",  # given: free?
    "Ida a ramené la moitié de ses poires d'hier",  # half of a sale
    "Mme Davis a pris 1 kg de pommes",  # which Mrs Davis: asked back
])
def test_what_a_french_line_leaves_unsure_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, dt.date(2024, 2, 29))
        assert draft.open_choices(), [r.record for r in draft.records]
        raise LedgerError("asked back")


@pytest.mark.parametrize("text", [
    "Bob Smith bought 2 kg grapes and a bag of raisins",  # guard: English words only, left as typed
    "Pis off",
])
def test_an_english_line_is_never_rewritten(text):
    # guard (passes before the change too): nothing here is French enough to be read as French
    assert french_in_english(text) == text
