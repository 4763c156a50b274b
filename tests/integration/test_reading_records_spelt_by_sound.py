"""Words spelt by sound: the reader's verbs ("brort", "bort", "delivird"), "haf" (half), "custermer",
"an'" before "a half" (and, never the article) and a product's final "a" said with an r
("bananers")."""

import pytest

from tests.integration.test_reading_records import purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Hillside brort 12 kilo of pears at 1.05 a kilo", [purchase("Hillside Produce", ("pear", 12, 1.05, None))]),
    ("Hillside delivird 12 kilo of pears at 1.05 a kilo", [purchase("Hillside Produce", ("pear", 12, 1.05, None))]),
    ("tom lee bort 2 kilo of pears", [sale("Tom Lee", ("pear", 2))]),
    ("tom lee got 2 and a haf kilo of pears", [sale("Tom Lee", ("pear", 2.5))]),
    ("Tom Lee 'ad two an' a 'alf kilo o' pears", [sale("Tom Lee", ("pear", 2.5))]),
    ("tom lee got 2 kilo of bananers", [sale("Tom Lee", ("banana", 2))]),
])
def test_words_spelt_by_sound_are_read_as_said(drafter, text, expected):
    assert read(drafter, text) == expected
