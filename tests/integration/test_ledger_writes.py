"""Records through the whole write path: rules, metadata, nothing appended on refusal."""

import pytest

from app.service_layer.ledger_values import BatchRejected, Submission
from domain.errors import InvalidRecord, RuleViolation
from tests.support.records import ADJUSTMENT, PRICE_CHANGE, PURCHASE, RETURN, SALE, sale
from tests.support.tables import dump, scalar

pytestmark = pytest.mark.both_backends  # run once on SQLite files, once on PostgreSQL


@pytest.fixture
def stocked(ledger):
    ledger.record(PURCHASE)
    ledger.record(SALE)
    return ledger


def test_a_sale_is_priced_at_the_selling_price_on_its_day(stocked):
    assert stocked.sql("SELECT total_price FROM sales").rows == [(24.3,)]  # 9 × 1.50 + 4 × 2.70
    stocked.record({**PRICE_CHANGE, "product": "apple", "selling_price": 2.0})  # from the 5th
    stocked.record(sale(date="2024-02-06", items=[("apple", 3)]))
    assert stocked.sql("SELECT total_price FROM sales ORDER BY sale_id").rows == [(24.3,), (6.0,)]
    assert scalar(stocked, "SELECT stock_quantity FROM products WHERE name = 'apple'") == 47 - 9 - 3
    assert stocked.sql("SELECT old_price, new_price FROM price_changes WHERE change_date = '2024-02-05'").rows == [(1.5, 2.0)]


def test_a_products_first_price_is_no_price_change(stocked):
    stocked.record(PRICE_CHANGE)  # pear had no selling price: its first
    stocked.record({**PRICE_CHANGE, "product": "apple", "selling_price": 2.0})
    stocked.record({**PRICE_CHANGE, "date": "2024-02-06", "selling_price": 1.8})
    stocked.record({"kind": "purchase", "date": "2024-02-06", "supplier": {"name": "Green Valley Farms"},
                    "items": [{"product": "kiwi", "quantity": 5, "unit_cost": 1, "selling_price": 2.5}]})
    rows = stocked.sql("SELECT p.name, old_price, new_price FROM price_changes JOIN products p USING (product_id) "
                       "ORDER BY price_change_id").rows
    assert rows == [("apple", 1.5, 2.0), ("pear", 1.6, 1.8)]  # no row for apple, cherry, pear or kiwi's first price
    assert scalar(stocked, "SELECT selling_price FROM products WHERE name = 'kiwi'") == 2.5


def test_each_event_carries_position_times_text_author_and_source(stocked):
    stocked.record(PRICE_CHANGE, text="pears are 1.60 from today", source="grammar")
    [event] = stocked.log.read(after=2)
    assert event.position == 3
    assert event.business_date == "2024-02-05"
    assert event.text == "pears are 1.60 from today"
    assert event.entered_by == "tester" and event.source == "grammar"
    assert event.timestamp.tzinfo is not None
    [row] = stocked.history(limit=1)
    assert row["position"] == 3 and row["source"] == "grammar" and row["entered_by"] == "tester"
    assert row["recorded_at"] == event.timestamp.isoformat()


def test_a_return_removes_the_sale_and_restores_stock(stocked):
    stocked.record(RETURN)
    assert stocked.sql("SELECT COUNT(*) FROM sales").rows == [(0,)]
    assert stocked.sql("SELECT COUNT(*) FROM sale_items").rows == [(0,)]
    assert stocked.sql("SELECT sale_date, return_date, refund_total FROM returns").rows == [
        ("2024-02-02", "2024-02-06", 24.3)]
    assert stocked.sql("SELECT p.name, r.quantity, r.item_total_price FROM return_items r "
                       "JOIN products p USING (product_id) ORDER BY p.name").rows == [
        ("apple", 9.0, 13.5), ("cherry", 4.0, 10.8)]
    assert scalar(stocked, "SELECT stock_quantity FROM products WHERE name = 'cherry'") == 34


def test_an_undated_return_takes_the_latest_business_date(stocked):
    stocked.record(ADJUSTMENT)  # 2024-02-07
    stocked.record({**RETURN, "date": None})
    assert stocked.sql("SELECT return_date FROM returns").rows == [("2024-02-07",)]
    assert stocked.log.read(after=3)[0].record["date"] == "2024-02-07"  # stored resolved


def test_customers_match_by_phone_then_email_then_name(stocked):
    stocked.record(sale(name="Robert Smith", phone="123-456-7893"))  # same phone: Bob
    stocked.record({**sale(name="B. Smith", phone=None), "customer": {"name": "B. Smith", "email": "BOB.SMITH@example.com"}})
    stocked.record(sale(name="bob smith", phone=None))  # by name
    stocked.record(sale(name="Bob Smith", phone="999-999-9999"))  # same name, other phone: someone else
    assert stocked.sql("SELECT customer_id, COUNT(*) FROM sales GROUP BY customer_id ORDER BY 1").rows == [(1, 4), (2, 1)]


def test_a_known_customer_gets_missing_contact_details_filled_in(ledger):
    ledger.record(PURCHASE)
    ledger.record(sale(name="Ann Lee", phone=None))
    ledger.record(sale(name="Ann Lee", phone="555-7777"))
    assert ledger.sql("SELECT first_name, last_name, phone_number FROM customers").rows == [("Ann", "Lee", "555-7777")]


REFUSALS = [
    ({**SALE, "items": [{"product": "cherry", "quantity": 31}]}, RuleViolation,
     "Only 30 kg of cherry in stock (you tried to sell 31 kg)."),
    (sale(items=[("kiwi", 1)]), RuleViolation, "There is no product called 'kiwi'"),
    (sale(items=[("pear", 1)]), RuleViolation, "pear has no selling price yet"),
    ({**RETURN, "sale_date": "2024-02-03"}, RuleViolation, "Bob Smith has no standing sale on 2024-02-03"),
    ({**RETURN, "customer": {"name": "Zed Zed"}}, RuleViolation, "No customer Zed Zed is on record"),
    ({**RETURN, "date": "2024-02-01"}, RuleViolation, "cannot come before its sale"),
    ({**PRICE_CHANGE, "product": "kiwi"}, RuleViolation, "There is no product called 'kiwi'"),
    ({**ADJUSTMENT, "quantity": -39}, RuleViolation, "Only 38 kg of apple in stock (you tried to remove 39 kg)."),
    ({**SALE, "items": [{"product": "apple", "quantity": -1}]}, InvalidRecord, "must be more than 0"),
    ({**PRICE_CHANGE, "selling_price": -1}, InvalidRecord, "must be 0 or more"),
    ({**SALE, "date": "2024-13-01"}, InvalidRecord, "is not a real date"),
]


@pytest.mark.parametrize("record, error, message", REFUSALS)
def test_every_rule_refuses_with_its_message_and_appends_nothing(stocked, record, error, message):
    before = dump(stocked)
    with pytest.raises(error) as e:
        stocked.record(record)
    assert message in e.value.message
    assert stocked.log.last_position() == 2
    assert dump(stocked) == before


def test_an_ambiguous_return_lists_the_candidates_and_appends_nothing(stocked):
    stocked.record(sale(date="2024-02-02", name="Bob Smith", phone="123-456-7893", items=[("apple", 1)]))
    with pytest.raises(RuleViolation) as e:
        stocked.record(RETURN)
    assert "2 standing sales on 2024-02-02" in e.value.message
    assert "sale #2" in e.value.message and "sale #3" in e.value.message  # ids are log positions
    assert stocked.log.last_position() == 3


def test_a_batch_skips_bad_records_and_keeps_the_good_ones_in_order(stocked):
    outcome = stocked.record_many([
        Submission(sale(items=[("apple", 30)])),
        Submission(sale(items=[("apple", 30)])),  # only 8 left now
        Submission(PRICE_CHANGE),
    ])
    assert [a.position for a in outcome.appended] == [3, 4]
    assert [(r.index, r.message) for r in outcome.rejected] == [
        (1, "Only 8 kg of apple in stock (you tried to sell 30 kg).")]
    assert [e.record["kind"] for e in stocked.log.read(after=2)] == ["sale", "price_change"]


def test_an_atomic_batch_appends_all_or_nothing(stocked):
    before = dump(stocked)
    with pytest.raises(BatchRejected) as e:
        stocked.record_many([Submission(PRICE_CHANGE), Submission(sale(items=[("kiwi", 1)]))], atomic=True)
    assert [r.index for r in e.value.rejected] == [1]
    assert stocked.log.last_position() == 2 and dump(stocked) == before


def test_the_log_refuses_to_overwrite_a_position(stocked):
    import dataclasses

    from app.adapters.event_log import PositionTaken

    [first] = stocked.log.read(after=0, limit=1)
    forged = dataclasses.replace(first, record={**first.record, "date": "2030-01-01"})
    with pytest.raises(PositionTaken):
        stocked.log.append([forged])
    assert stocked.log.read(after=0, limit=1)[0].record == first.record


def test_a_known_customers_phone_with_other_punctuation_is_the_same_customer(stocked):
    # SALE's Bob Smith has 123-456-7893; once, a bracketed form made a second Bob Smith.
    stocked.record(sale(name="Bob Smith", phone="(123) 456.7893"))
    stocked.record(sale(name="Bob Smith", phone="1234567893"))
    assert stocked.sql("SELECT first_name, last_name, phone_number FROM customers").rows == [
        ("Bob", "Smith", "123-456-7893")]


def test_the_log_read_from_two_threads_at_once_holds_each_event_once(make_ledger, monkeypatch):
    """The window reads the log on its write pool and its read pool at the same time."""
    import threading
    import time

    shop = make_ledger()
    for day in range(1, 6):
        shop.record({"kind": "note", "date": f"2024-02-0{day}", "text": f"day {day}", "facts": []})
    log = shop.log
    log._seen.clear()  # as just opened
    mapper = log._app.mapper
    converting = mapper.to_domain_event

    def slowly(stored):
        time.sleep(0.01)  # both threads inside the read at once
        return converting(stored)

    monkeypatch.setattr(mapper, "to_domain_event", slowly)
    threads = [threading.Thread(target=log.read, kwargs={"after": 0, "limit": 10**12}) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [e.position for e in log.read(after=0, limit=10**12)] == list(range(1, 6))
