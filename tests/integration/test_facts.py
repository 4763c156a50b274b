"""Notes as facts: extraction (offline grammar, and the model through the fake server),
supersession and reopening on retraction, as-of and exact-then-fuzzy lookups, questions."""

import datetime as dt

import pytest

from app.config.model import ModelSettings
from app.questions.answers import QuestionFailed
from app.questions.service import Questions
from app.records_from_text.drafting import Drafter
from app.records_from_text.model_translator import ModelTranslator
from app.records_from_text.reader.translator import OfflineReader
from app.service_layer.facts import lookup
from app.service_layer.ledger_values import PointInTime
from tests.support import fake_openai as fake
from tests.support.fake_openai import FakeOpenAI

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL

TODAY = dt.date(2024, 3, 6)


@pytest.fixture
def shop(ledger):
    ledger.load_demo()
    return ledger


def note(shop, text, today=TODAY):
    drafter = Drafter(shop, OfflineReader(), today=lambda: today)
    draft = drafter.draft(text)
    drafter.confirm(draft)
    return draft.records[0].record


def test_the_grammar_reads_a_fact_and_links_it_to_the_known_supplier(shop):
    record = note(shop, "Hillside Produce now delivers on Tuesdays")
    assert record == {"kind": "note", "date": "2024-03-06", "text": "Hillside Produce now delivers on Tuesdays",
                      "facts": [{"subject": "Hillside Produce", "relation": "delivers on", "object": "Tuesdays"}]}
    (row,) = shop.sql("SELECT subject, relation, object, valid_from, valid_to, subject_kind FROM facts").rows
    assert row == ("Hillside Produce", "delivers on", "Tuesdays", "2024-03-06", None, "supplier")
    assert note(shop, "The cold room is broken since Monday")["facts"] == [
        {"subject": "cold room", "relation": "is", "object": "broken"}]
    assert shop.sql("SELECT valid_from FROM facts WHERE subject = 'cold room'").rows == [("2024-03-04",)]
    assert shop.history(limit=1)[0]["summary"] == "note on 2024-03-04: The cold room is broken since Monday (1 fact)"


def test_a_new_fact_retires_the_old_one_and_retracting_it_reopens_it(shop):
    note(shop, "Hillside Produce delivers on Tuesdays", dt.date(2024, 3, 1))
    note(shop, "Bob Smith has a dog", dt.date(2024, 3, 1))
    note(shop, "Hillside Produce now delivers on Fridays", dt.date(2024, 3, 5))
    note(shop, "Bob Smith has a cat", dt.date(2024, 3, 5))  # "has" keeps both
    rows = shop.sql("SELECT object, valid_from, valid_to FROM facts WHERE relation = 'delivers on' ORDER BY 2").rows
    assert rows == [("Tuesdays", "2024-03-01", "2024-03-05"), ("Fridays", "2024-03-05", None)]
    assert len(lookup(shop, subject="Bob Smith", relation="has")) == 2
    shop.retract(shop.record_count() - 1, "wrong supplier")
    rows = shop.sql("SELECT object, valid_from, valid_to FROM facts WHERE relation = 'delivers on'").rows
    assert rows == [("Tuesdays", "2024-03-01", None)]


def test_lookups_honour_as_of_dates_and_fall_back_to_fuzzy(shop):
    note(shop, "Hillside Produce delivers on Tuesdays", dt.date(2024, 3, 1))
    note(shop, "Hillside Produce now delivers on Fridays", dt.date(2024, 3, 5))
    assert [f.object for f in lookup(shop, subject="hillside produce")] == ["Fridays"]
    assert [f.object for f in lookup(shop, subject="Hillside Produce", as_of=dt.date(2024, 3, 2))] == ["Tuesdays"]
    assert lookup(shop, subject="Hillside Produce", as_of=dt.date(2024, 2, 1)) == []
    fuzzy = lookup(shop, subject="Hilside Prodce", relation="delivers")
    assert [(f.subject, f.object, f.exact) for f in fuzzy] == [("Hillside Produce", "Fridays", False)]
    assert lookup(shop, obj="fridays")[0].exact
    assert lookup(shop, subject="Green Valley Farms") == []


def test_the_model_extracts_facts_through_the_fake_server(shop):
    with FakeOpenAI() as server:
        server.script = [fake.records({"kind": "note", "date": "2024-03-06",
                                       "text": "Bob Smith prefers organic apples and pays by card",
                                       "facts": [{"subject": "Bob Smith", "relation": "prefers", "object": "organic apples"},
                                                 {"subject": "Bob Smith", "relation": "pays by", "object": "card"}]})]
        settings = ModelSettings(server.base_url, "fake-model", None, timeout=10, max_retries=0)
        drafter = Drafter(shop, ModelTranslator(settings), today=lambda: TODAY)
        draft = drafter.draft("Bob Smith prefers organic apples and pays by card")
        drafter.confirm(draft)
        schema = str(server.requests[0]["tools"][0]["function"]["parameters"])
    assert "'note'" in schema and "relation" in schema
    assert shop.sql("SELECT relation, object, subject_kind FROM facts ORDER BY relation").rows == [
        ("pays by", "card", "customer"), ("prefers", "organic apples", "customer")]


def test_questions_answer_from_facts_offline_and_why_finds_the_note(shop):
    note(shop, "Hillside Produce delivers on Tuesdays", dt.date(2024, 3, 1))
    note(shop, "Hillside Produce now delivers on Fridays", dt.date(2024, 3, 5))
    questions = Questions(shop, today=lambda: TODAY)
    assert questions.ask("When does Hillside Produce deliver?").answer == \
        "Hillside Produce: delivers on Fridays (since 2024-03-05)."
    assert questions.ask("When does Hillside Produce deliver?", as_of=dt.date(2024, 3, 2)).answer == \
        "Hillside Produce: delivers on Tuesdays (since 2024-03-01)."
    assert "closest name" in questions.ask("What do we know about Hilside?").answer
    with pytest.raises(QuestionFailed, match="No note says anything about Zed"):
        questions.ask("What do we know about Zed?")
    fact_id = shop.sql("SELECT fact_id FROM facts WHERE object = 'Fridays'").rows[0][0]
    (source,) = shop.why("facts", fact_id).sources
    assert source.text == "Hillside Produce now delivers on Fridays"
    past = shop.sql("SELECT object FROM facts WHERE valid_to IS NULL", when=PointInTime(position=shop.record_count() - 1))
    assert past.rows == [("Tuesdays",)]


def test_a_fact_about_a_name_two_customers_share_links_the_first_on_every_backend(ledger):
    """Two customers called Bob Smith (different phones): a fact about "Bob Smith" links the
    earliest, as a sale to "Bob Smith" would. (PostgreSQL once linked whichever row its scan met
    first, and filling in a customer's email moves the row: the backends disagreed.)"""
    ledger.record({"kind": "purchase", "date": "2024-02-01", "supplier": {"name": "ABC"},
                   "items": [{"product": "apple", "quantity": 10, "unit_cost": 1, "selling_price": 2}]})
    for party in ({"name": "Bob Smith", "phone": "123-456-7893"}, {"name": "Bob Smith", "phone": "999-0000"},
                  {"name": "Bob Smith", "phone": "123-456-7893", "email": "bob@example.com"}):  # fills in #1's email
        ledger.record({"kind": "sale", "date": "2024-02-01", "customer": party,
                       "items": [{"product": "apple", "quantity": 1}]})
    ledger.record({"kind": "note", "date": "2024-02-02", "text": "fyi",
                   "facts": [{"subject": "Bob Smith", "relation": "likes", "object": "figs"}]})
    first = ledger.sql("SELECT MIN(customer_id) FROM customers").rows[0][0]
    assert ledger.sql("SELECT subject_kind, subject_id FROM facts").rows == [("customer", first)]
