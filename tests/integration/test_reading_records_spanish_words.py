"""Words of a bilingual helper's Spanish inside a shop record: what was done (compró, vendí,
devolvió, tiré, subí), the day (hoy, ayer, anteayer, el martes, hace 2 días, esta mañana), the
shop's fruit in Spanish, how much (medio kilo, kilo y medio, 1,5 kg) and the small words between
them. A Spanish word with no one meaning in a shop record is still refused, and an English line
is never read as Spanish."""

import datetime as dt

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, price, purchase, read, sale
from tests.support.demo_records import standing_sales


@pytest.mark.parametrize("text, expected", [
    ("Ann Brown compró medio kilo de uvas", [sale("Ann Brown", ("grape", 0.5))]),
    ("hoy Luis Garcia compró kilo y medio de naranjas", [sale("Luis Garcia", ("orange", 1.5))]),
    ("vendí 1,5 kg de manzanas a Tom Lee", [sale("Tom Lee", ("apple", 1.5))]),
    ("ayer Eva Berg compró un kilo de peras y 2 kg de plátanos",
     [sale("Eva Berg", ("pear", 1), ("banana", 2), date="2024-02-28")]),
    ("anteayer Sue Davis compró dos kilos de fresas", [sale("Sue Davis", ("strawberry", 2), date="2024-02-27")]),
    ("el martes Mei Chen me compró 1 kg de cerezas", [sale("Mei Chen", ("cherry", 1), date="2024-02-27")]),
    ("hace 2 días Zoe Davis compró 3 kg de manzanas", [sale("Zoe Davis", ("apple", 3), date="2024-02-27")]),
    ("tiré 2 kg de peras podridas", [adjustment("pear", -2, "rotten")]),
    ("di muestras de fresas a los clientes, 0,5 kg", [adjustment("strawberry", -0.5, "samples")]),
    ("subí las uvas a 3.10 desde hoy", [price("grape", 3.1)]),
    ("llegaron 12 kg de cerezas de ABC, a 2.20 el kilo", [purchase("ABC", ("cherry", 12, 2.2, None))]),
])
def test_spanish_shop_words_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_return_said_in_spanish(drafter):
    today = dt.date(2024, 2, 29)
    yesterday = (today - dt.timedelta(days=1)).isoformat()
    (bought,) = [r for r in standing_sales() if r["customer"]["name"] == "Ida Novak" and r["date"] == yesterday]
    (back,) = read(drafter, "Ida Novak devolvió las peras de ayer", today)
    assert back["kind"] == "return" and back["customer"]["name"] == "Ida Novak" and back["sale_date"] == bought["date"]


@pytest.mark.parametrize("text", [
    "vendí 2 kg de fresas a mitad de precio to Eva Berg",  # half price: "mitad" is not read
    "Ken Smith devolvió solo las peras",  # only part of a sale
    "compró Tom Lee algo de fruta",  # no quantity, no product
])
def test_a_spanish_word_with_no_meaning_here_is_still_refused(drafter, text):
    try:
        draft = drafter.draft(text, dt.date(2024, 2, 29))
    except LedgerError:
        return
    assert draft.open_choices(), [r.record for r in draft.records]


def test_an_english_line_with_a_word_spanish_also_has_is_not_rewritten(drafter):
    # "a", "la" and "con" are read as Spanish only beside a Spanish word
    assert read(drafter, "Sold a kilo of apples to Ann Brown") == [sale("Ann Brown", ("apple", 1))]


def test_a_return_of_what_was_bought_that_same_day_in_spanish(drafter):
    today = dt.date(2024, 2, 29)
    day = "2024-02-26"  # el lunes, said on Thursday the 29th
    (bought,) = [r for r in standing_sales() if r["customer"]["name"] == "Sue Davis" and r["date"] == day]
    (back,) = read(drafter, "el lunes Sue Davis devolvió los plátanos que compró ese mismo día", today)
    assert (back["kind"], back["date"], back["sale_date"]) == ("return", day, bought["date"])
