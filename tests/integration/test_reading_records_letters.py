"""Messages written like letters, read offline on the demo shop: the greeting that opens them
("Hello Priya,", "Morning!") and the sign-off that closes them ("Kind regards, Max", "Cheers,\\nM",
"Bye! M") are dropped; what lies between reads to exactly its records. A "stock check" is a count,
never something chucked out."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, adjustment, price, read, sale


def refusal(drafter, text, today=TODAY):
    with pytest.raises(LedgerError) as refused:
        draft = drafter.draft(text, today)
        assert not draft.open_choices()
    return refused.value.message


def test_a_greeting_and_a_signed_thank_you_frame_the_records(drafter):
    assert read(drafter, "Hello Priya, Omar Haddad bought 1 kg pears. Kind regards, Max") == [
        sale("Omar Haddad", ("pear", 1))]


def test_a_sign_off_on_lines_of_its_own(drafter):
    assert read(drafter, "Good afternoon,\nEva Berg took 2 kg grapes.\nCheers,\nM") == [sale("Eva Berg", ("grape", 2))]
    assert read(drafter, "Hey team, mangoes up to 2.70. Bye! M") == [price("mango", 2.7)]


def test_a_closing_promise_is_part_of_the_sign_off(drafter):
    assert read(drafter, "Evening, Ida Novak had 1 kg apples. That's all for now, talk soon. M") == [
        sale("Ida Novak", ("apple", 1))]


def test_a_plan_before_the_sign_off_is_still_refused(drafter):
    assert "not happened" in refusal(drafter, "Hi, Ida Novak will take 1 kg apples tomorrow. Thanks, M")


def test_a_stock_check_is_a_count(drafter):
    assert read(drafter, "Stock check: cherries 0.5 kg over.") == [adjustment("cherry", 0.5, "stock count")]


@pytest.mark.parametrize("text, expected", [
    ("Hello all, Tom Lee had 2 kg of pears. Priya", [sale("Tom Lee", ("pear", 2))]),  # the writer's name alone
    ("Morning team,\nmangoes up to 2.65.\nSam", [price("mango", 2.65)]),
    ("Hi all - Ann Brown took 1 kg grapes. Cheers Max", [sale("Ann Brown", ("grape", 1))]),  # no comma before it
    ("G'day all, Raj Patel bought 2 kg apples. Jo", [sale("Raj Patel", ("apple", 2))]),
    ("Team,\nIda Novak took 1 kg bananas.\nThanks, Kim", [sale("Ida Novak", ("banana", 1))]),
])
def test_a_greeted_message_signed_with_a_lone_name(drafter, text, expected):
    assert read(drafter, text) == expected


def test_a_lone_name_without_a_greeting_is_not_taken_for_a_sign_off(drafter):
    assert "Priya" in refusal(drafter, "Tom Lee had 2 kg of pears. Priya")


@pytest.mark.parametrize("text, expected", [
    ("Hi all,\nQuick one - Ann Brown took 1 kg of mango.\nThanks, Jo", [sale("Ann Brown", ("mango", 1))]),
    ("Hello team,\nA few things from me today. Pears up to 1.55. Ken Smith bought 2 kg of pears.\nCheers, Jo",
     [price("pear", 1.55), sale("Ken Smith", ("pear", 2))]),
])
def test_an_opening_line_about_the_message_says_nothing(drafter, text, expected):
    assert read(drafter, text) == expected
