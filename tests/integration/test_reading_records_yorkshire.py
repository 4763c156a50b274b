"""A Yorkshire writer's words inside a shop record: an h dropped and marked ("'ad" had, "'alf" half,
"'is" his, "'er" her), "t'" for the, "fetched … back" for brought back, "ey up" for hello. A word
cut short that the reader cannot name ("'arf") is never let through as an everyday word: it may be
the one that changes the record (half of it), so the message is refused naming it."""

import datetime as dt

import pytest

from app.records_from_text.reader.yorkshire_words import yorkshire_in_english
from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Ann Brown 'ad 3 kilo o' bananas", [sale("Ann Brown", ("banana", 3))]),
    ("Sue Davis 'ad 'alf a kilo o' cherries", [sale("Sue Davis", ("cherry", 0.5))]),
    ("ey up! Ken Smith took a kilo o' mangoes", [sale("Ken Smith", ("mango", 1))]),
    ("yesterday Eva Berg 'ad 2 kilo o' grapes an' 'er 'usband nowt", None),
    ("chucked 2 kilo o' t' pears, rotten", [adjustment("pear", -2, "rotten")]),
])
def test_yorkshire_shop_words_are_read(drafter, text, expected):
    if expected is None:  # what stays unread ("'usband nowt") is refused, never guessed
        with pytest.raises(LedgerError):
            read(drafter, text)
        return
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "Ida Novak fetched 'er pears back from yesterday",
    "Ida Novak fetched back everything she 'ad yesterday",
])
def test_fetched_back_is_a_return(drafter, text):
    (back,) = read(drafter, text)
    assert back["kind"] == "return" and back["customer"]["name"] == "Ida Novak" and back["sale_date"] == "2024-02-28"


def test_a_dropped_g_marked_is_read_as_the_word(drafter):
    (back,) = read(drafter, "Ida Novak fetched back what she 'ad this mornin'", dt.date(2024, 2, 28))
    assert back["kind"] == "return" and back["sale_date"] == "2024-02-28"
    assert read(drafter, "Tom Lee took 1 kilo pears this evenin'") == [sale("Tom Lee", ("pear", 1))]
    assert yorkshire_in_english("he said 'Kevin' was in") == "he said 'Kevin' was in"  # a name in quotes


@pytest.mark.parametrize("text", [
    "Raj Patel fetched back 'alf o' 'is grapes from t' 27th",  # half a sale: a part, not a return
    "Ida Novak returned 'arf her pears from yesterday",  # a word cut short, unknown: maybe "half"
    "Ida Novak brought back 'arf 'er stuff from yesterday",
    "Omar fetched 'is bananas from t' van",  # fetched, with no "back": not a return
])
def test_what_a_yorkshire_line_leaves_unsure_is_refused(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, dt.date(2024, 2, 29))
        assert draft.open_choices(), [r.record for r in draft.records]
        raise LedgerError("asked back")


@pytest.mark.parametrize("text", [
    "Tom said 'is' was the word",  # a quoted word, closed: no h dropped
    "sold Bob 2 kg, that's it",
    "the tin's lid",
])
def test_english_with_apostrophes_is_not_rewritten(text):
    assert yorkshire_in_english(text) == text
