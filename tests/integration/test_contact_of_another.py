"""A record (typed JSON, a sheet, an import) naming one person beside a known customer's phone or
e-mail: refused naming both, as drafts are, instead of silently going to the number's owner. Only
new records: a replay applies what was accepted before this rule as it was."""

import pytest

from app.projection.shop import ShopProjection
from app.service_layer.ledger_values import Submission
from domain.errors import RuleViolation
from tests.support.records import PURCHASE, SALE, sale
from tests.support.tables import dump

pytestmark = pytest.mark.both_backends


@pytest.fixture
def shop(ledger):
    ledger.record(PURCHASE)
    ledger.record(SALE)  # Bob Smith, 123-456-7893, bob.smith@example.com
    return ledger


def test_somebody_elses_phone_or_email_beside_a_new_name_is_refused_naming_both(shop):
    with pytest.raises(RuleViolation, match="123-456-7893 belongs to Bob Smith, not Ann Lee"):
        shop.record(sale(name="Ann Lee", phone="(123) 456 7893"))
    with pytest.raises(RuleViolation, match="bob.smith@example.com belongs to Bob Smith, not Ann Lee"):
        shop.record({**sale(name="Ann Lee", phone=None), "customer": {"name": "Ann Lee",
                                                                      "email": "Bob.Smith@example.com"}})
    outcome = shop.record_many([Submission(sale(name="Ann Lee", phone="123.456.7893")), Submission(sale())])
    assert [r.index for r in outcome.rejected] == [0] and len(outcome.appended) == 1
    assert shop.sql("SELECT COUNT(*) FROM customers").rows == [(2,)]  # Bob, and Sue from the second


def test_the_owners_name_written_loosely_is_the_owner(shop):
    for name in ("Bob", "bob smith", "Mr Smith"):
        shop.record(sale(name=name, phone="123 456 7893"))
    assert shop.sql("SELECT customer_id, COUNT(*) FROM sales GROUP BY customer_id").rows == [(1, 4)]
    shop.record({"kind": "return", "date": "2024-02-04", "customer": {"name": "Bob", "phone": "1234567893"},
                 "sale_date": "2024-02-02"})  # his first sale (SALE)
    with pytest.raises(RuleViolation, match="belongs to Bob Smith, not Ann Lee"):
        shop.record({"kind": "return", "date": "2024-02-04", "customer": {"name": "Ann Lee", "phone": "1234567893"},
                     "sale_date": "2024-02-03"})


def test_a_record_accepted_before_the_rule_still_replays_as_it_was(shop, monkeypatch):
    monkeypatch.setattr(ShopProjection, "_check_contacts", staticmethod(lambda db, party: None))
    shop.record(sale(name="Ann Lee", phone="123-456-7893"))  # went to Bob Smith, as it used to
    monkeypatch.undo()
    before = dump(shop)
    shop.rebuild()
    assert dump(shop) == before
    assert shop.sql("SELECT customer_id FROM sales WHERE sale_id = 3").rows == [(1,)]
