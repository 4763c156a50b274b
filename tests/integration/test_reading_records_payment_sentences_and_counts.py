"""Two small shapes: how customers paid, said in a sentence of its own after their sales ("Both
paid by card.", "He paid cash."), records nothing more; and a count with a comma between what was
counted and how much ("Counted the pears, twenty kilos") is that count. A payment sentence alone
still records nothing."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


def test_a_payment_sentence_after_the_sales(drafter):
    assert read(drafter, "Tom Lee: 2 kg pears. Ida Novak: 1 kg mango. Both paid by card.") == [
        sale("Tom Lee", ("pear", 2)), sale("Ida Novak", ("mango", 1))]
    assert read(drafter, "Luis Garcia had 1 kg grapes. He paid cash.") == [sale("Luis Garcia", ("grape", 1))]


def test_a_payment_sentence_alone_is_refused(drafter):
    with pytest.raises(LedgerError):
        draft = drafter.draft("She paid by card.", TODAY)
        assert not draft.open_choices()


@pytest.mark.parametrize("text, expected", [
    ("Counted the mangoes, twenty kilos.", [adjustment("mango", 1, "stock count")]),
    ("recounted apples, 31 kg", [adjustment("apple", 1.5, "stock count")]),
])
def test_a_count_with_a_comma_before_its_quantity(drafter, text, expected):
    assert read(drafter, text) == expected
