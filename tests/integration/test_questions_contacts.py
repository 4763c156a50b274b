"""A customer's or a supplier's contact asked for offline: "what's Raj's phone number?", "What email do we
have for Omar Haddad?", "the phone number for Hillside Produce", "contact details for …" — answered from
the shop's own tables (the step shows the SQL). A name that could be two people is asked back; a name
that is nobody's is refused. These were refused as "what to measure?"."""

import datetime as dt

import pytest

from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from tests.integration.test_questions_offline import RECORDS, demo  # noqa: F401


@pytest.fixture()
def shop(demo):  # noqa: F811
    return Questions(demo.ledger, today=lambda: dt.date(2024, 2, 29))


def _contact(full_name):
    for record in RECORDS:  # the first record naming them gives their contact
        party = record.get("customer") or record.get("supplier") or {}
        if party.get("name") == full_name and (party.get("phone") or party.get("email")):
            return party
    raise AssertionError(full_name)


@pytest.mark.parametrize(("question", "who", "field"), [
    ("What's Raj's phone number?", "Raj Patel", "phone"),
    ("What email do we have for Omar Haddad?", "Omar Haddad", "email"),
    ("luis garcia's mobile pls", "Luis Garcia", "phone"),
    ("What's the phone number for Hillside Produce?", "Hillside Produce", "phone"),
])
def test_a_contact_asked_for(shop, question, who, field):
    answer = shop.ask(question)
    want = _contact(who)[field]
    assert answer.answer == f"{who}'s {'email' if field == 'email' else 'phone number'} is {want}."
    assert answer.steps[-1].rows[0][0] == want


def test_contact_details_give_both(shop):
    zoe = _contact("Zoe Davis")
    assert shop.ask("contact details for Zoe Davis").answer == \
        f"Zoe Davis: phone {zoe['phone']}, email {zoe['email']}."


def test_a_name_that_could_be_two_people_is_asked_back(shop):
    with pytest.raises(QuestionFailed, match="Bob Smith or Ken Smith"):
        shop.ask("Smith's phone number")


def test_a_name_that_is_nobodys_is_refused(shop):
    with pytest.raises(QuestionFailed, match="Nina Park"):
        shop.ask("what's Nina Park's phone number")
