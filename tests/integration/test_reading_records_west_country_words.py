"""A Somerset writer's words: "'em" for them ("sell 'em at", "put 'em on at"), "'uns" for ones, "thee can
put 'un down" (asked to record it), a thief called a rude word, and "proper job" closing a line, where a
new supplier lives ("… up Nether Stowey,"); and a day said between a line and its bare amount ("… pears
this morning, 2.88"). Words that say something the reader cannot check ("reckon …") are still refused."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import adjustment, purchase, read, sale


@pytest.mark.parametrize("text, expected", [
    ("ABC brought 10 kilo o' pears at 1.00 a kilo, sell 'em at 1.60.", [purchase("ABC", ("pear", 10, 1.0, 1.6))]),
    ("Got 12 kilo o' apples off Hillside Produce at 1.10 a kilo an' put 'em on at 1.75.",
     [purchase("Hillside Produce", ("apple", 12, 1.1, 1.75))]),
    ("Some sod pinched 1 kilo o' cherries, write 'em off.", [adjustment("cherry", -1, "stolen")]),
    ("Binned 2 kilo o' mouldy 'uns, grapes.", [adjustment("grape", -2, "mouldy")]),
    ("Mei Chen 'ad 2 kilo o' grapes, you can put that down.", [sale("Mei Chen", ("grape", 2))]),
    ("Ken Smith 'ad 1 kilo o' mango. Proper job.", [sale("Ken Smith", ("mango", 1))]),
    ("Eva Berg 'ad 2 kilo o' apples yesterday, 3.40.", [sale("Eva Berg", ("apple", 2), date="2024-02-28")]),
])
def test_west_country_words_are_read(drafter, text, expected):
    assert read(drafter, text) == expected


def test_bought_off_a_new_supplier_is_from_them(drafter):
    (bought,) = read(drafter, "Bought 8 kilo o' pears off Walt Yeo, 10 quid the lot.")
    assert bought["kind"] == "purchase" and bought["supplier"]["name"] == "Walt Yeo"
    assert [(i["product"], i["quantity"], i["unit_cost"]) for i in bought["items"]] == [("pear", 8, 1.25)]


def test_a_maid_called_by_name_is_a_new_customer(drafter):
    (sold,) = read(drafter, "Young maid called Kerenza Pascoe 'ad 1 kilo o' pears, email kerenza@example.org.")
    assert sold["customer"] == {"name": "Kerenza Pascoe", "phone": None, "email": "kerenza@example.org"}


def test_a_new_supplier_with_where_they_live_and_a_mobile_ending_the_sentence(drafter):
    (bought,) = read(drafter, "Took 15 kilo o' apples from Wilf Coombes up Nether Stowey, 1.10 a kilo, "
                              "'is number's 07723 551902.")
    assert bought["supplier"] == {"name": "Wilf Coombes", "phone": "07723551902", "email": None}
    assert [(i["product"], i["quantity"], i["unit_cost"]) for i in bought["items"]] == [("apple", 15, 1.1)]


def test_a_day_after_the_name_is_not_taken_for_where_they_live(drafter):
    assert read(drafter, "Ken Smith down Saturday, 2 kg pears.") == [sale("Ken Smith", ("pear", 2), date="2024-02-24")]


def test_a_wrong_amount_after_the_day_is_still_refused(drafter):
    with pytest.raises(LedgerError, match="selling price"):
        read(drafter, "Eva Berg 'ad 2 kilo o' apples yesterday, 5.00.")
