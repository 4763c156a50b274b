"""What records would do, before they are confirmed: a dry run through the real rules that
appends nothing (the draft cards' stock before → after, new or known party, totals, refusals)."""

import pytest

from app.service_layer.ledger_values import Submission
from tests.support.records import PRICE_CHANGE, PURCHASE, RETURN, SALE, sale
from tests.support.tables import dump

pytestmark = pytest.mark.both_backends


def test_a_draft_shows_each_records_effect_in_order_and_nothing_is_appended(ledger):
    ledger.record(PURCHASE)
    before, tables = ledger.record_count(), dump(ledger)
    bob_again = {**SALE, "date": "2024-02-03", "items": [{"product": "apple", "quantity": 30}]}
    effects = ledger.effects([SALE, bob_again, sale(items=(("apple", 20),)), RETURN, PRICE_CHANGE])
    first, second, third, refund, price = effects
    assert first.ok and first.party == "Bob Smith" and first.party_is_new  # new, though Bob comes again next
    assert [(s.product, s.before, s.after) for s in first.stock] == [("apple", 47, 38), ("cherry", 34, 30)]
    assert [(line.product, line.quantity, line.price, line.total) for line in first.lines] == [
        ("apple", 9, 1.5, 13.5), ("cherry", 4, 2.7, 10.8)]
    assert first.total == 24.3
    assert second.ok and not second.party_is_new and second.stock[0].before == 38  # sees the first sale
    assert third.problem == "Only 8 kg of apple in stock (you tried to sell 20 kg)."  # the rule's own words
    assert refund.ok and refund.total == 24.3 and {s.product: s.after for s in refund.stock} == {
        "apple": 17, "cherry": 34}  # the return finds the sale drafted before it
    assert price.ok and price.prices == ("pear none → 1.60",)
    assert ledger.record_count() == before and dump(ledger) == tables  # a dry run: nothing changed


def test_a_purchase_of_a_new_product_by_a_known_supplier(ledger):
    ledger.record(PURCHASE)
    (effect,) = ledger.effects([Submission({**PURCHASE, "items": [
        {"product": "kiwi", "quantity": 5, "unit_cost": 1.2, "selling_price": 2.0}]})])
    assert not effect.party_is_new and effect.party == "Green Valley Farms"
    assert [(s.product, s.before, s.after) for s in effect.stock] == [("kiwi", None, 5)]
    assert effect.total == 6.0 and effect.prices == ("kiwi none → 2.00",)


def test_an_invalid_record_is_named_not_raised(ledger):
    (effect,) = ledger.effects([{"kind": "sale", "date": "2024-02-30", "customer": {"name": "X"}, "items": []}])
    assert effect.problem and "date" in effect.problem
