""""For your information, …" opening a text is a note, as "FYI …" is, kept as typed; a record said
after it ("For your information, Tom Lee …") is still that record."""

from tests.integration.test_reading_records import TODAY, read, sale


def test_for_your_information_is_a_note_kept_as_typed(drafter):
    text = "For your information, the spare till roll is in the top drawer now."
    assert read(drafter, text) == [{"kind": "note", "date": TODAY.isoformat(), "text": text, "facts": []}]


def test_a_record_after_it_is_still_the_record(drafter):
    assert read(drafter, "For your information, Tom Lee bought a kilo of pears") == [sale("Tom Lee", ("pear", 1))]


def test_a_note_about_an_account_settled_up_to_a_day_is_dated_today(drafter):
    # "up to the 27th" ends a span the note tells of; the news is today's, as "until" or "due" is
    text = "FYI: the Hillside Produce account is cleared up to 2024-02-27."
    assert read(drafter, text) == [{"kind": "note", "date": TODAY.isoformat(), "text": text, "facts": []}]


def test_an_fyi_with_a_comma_before_a_record_leaves_no_note_of_the_word_alone(drafter):
    # "FYI, Ida …" gave a note whose whole text was "FYI" beside the sale
    assert read(drafter, "FYI, Ida Novak bought 2 kg of grapes") == [sale("Ida Novak", ("grape", 2))]
