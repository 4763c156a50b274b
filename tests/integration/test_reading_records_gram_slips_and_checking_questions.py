"""Two newcomer's slips read offline on the demo shop, in words other than set 65's and 63's: a
"grams" with a letter lost or swapped ("400 grms of grapes") before a product the shop sells is
grams; a closing question about whether it was allowed or typed the right way ("was it fine to
do?", "is this how we enter it?") is nerves, not doubt. A question about what happened still refuses."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, read, sale


@pytest.mark.parametrize("text, expected", [
    ("Zoe Davis 400 grms of grapes", [sale("Zoe Davis", ("grape", 0.4))]),
    ("sold Eva Berg 250 grams cherries and 600 garms pears", [sale("Eva Berg", ("cherry", 0.25), ("pear", 0.6))]),
])
def test_a_gram_one_letter_off_before_a_product_is_grams(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_word_near_grams_before_no_product_is_not_read_as_grams(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Zoe Davis 400 grms of gravel", TODAY)


@pytest.mark.parametrize("text, expected", [
    ("binned 2 kg pears, gone soft - was it fine to do?", [adjustment("pear", -2, "spoiled")]),
    ("Ann Brown had 1kg of mango. Is this how we enter it?", [sale("Ann Brown", ("mango", 1))]),
])
def test_a_closing_question_about_being_allowed_or_typing_is_dropped(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_question_about_the_amount_still_refuses(drafter):
    with pytest.raises(LedgerError):
        drafter.draft("Ann Brown had 1kg of mango, or was it 2kg?", TODAY)
