"""What the shop decided when it accepted a record is kept in its event, so a rebuild after the
rules or the projection's code changed gives the same past totals (issue 19)."""

import shutil
from pathlib import Path

import pytest

from app.bootstrap import bootstrap
from app.projection import shop as projection
from domain import rules
from domain.errors import LedgerError, RuleViolation
from tests.support.records import ADJUSTMENT, PURCHASE, RETURN, SALE, sale

FIXTURE = Path(__file__).parents[1] / "fixtures" / "v1_log"
TOTALS = "SELECT sale_id, total_price FROM sales ORDER BY 1"
ITEMS = "SELECT sale_id, price_per_item, item_total_price FROM sale_items ORDER BY 1, 2"


def _marked_up(db, product: dict, day) -> float:
    return round(product["selling_price"] * 1.1, 2)  # a new rule: ten percent on top


@pytest.mark.both_backends
def test_a_changed_price_rule_leaves_past_totals_alone_at_rebuild(ledger, monkeypatch):
    ledger.record(PURCHASE)
    ledger.record(SALE)  # apple 9 × 1.50, cherry 4 × 2.70
    ledger.record(sale(items=[("apple", 2), ("cherry", 1.5)]))
    ledger.record(RETURN)
    totals, items = ledger.sql(TOTALS).rows, ledger.sql(ITEMS).rows
    assert ledger.log.read()[1].decision == {"prices": [1.5, 2.7]}
    assert ledger.log.read()[3].decision == {"sale_id": 2}

    monkeypatch.setattr(projection, "sale_price", _marked_up)
    ledger.rebuild()
    assert ledger.sql(TOTALS).rows == totals and ledger.sql(ITEMS).rows == items
    ledger.record(sale(date="2024-02-09", items=[("apple", 10)]))  # the new rule prices new sales
    assert ledger.sql("SELECT total_price FROM sales WHERE sale_id = 5").rows == [(16.5,)]
    ledger.retract(3, "entered twice")  # a history edit replays the later sale, not re-prices it
    assert ledger.sql("SELECT total_price FROM sales WHERE sale_id = 5").rows == [(16.5,)]


def test_a_version_1_log_has_no_decisions_so_the_new_rule_would_reprice_it(tmp_path, monkeypatch):
    """The control: without kept decisions the same change does rewrite the past."""
    shutil.copy(FIXTURE / "ledger.sqlite", tmp_path / "ledger.sqlite")
    ledger = bootstrap(tmp_path, staff="tester", database=None, files=True)
    try:
        assert all(e.decision is None for e in ledger.log.read() if hasattr(e, "decision"))
        before = ledger.sql(TOTALS).rows
        monkeypatch.setattr(projection, "sale_price", _marked_up)
        ledger.rebuild()
        assert ledger.sql(TOTALS).rows != before
    finally:
        ledger.close()


def _no_sale_over(limit: float):
    """A stricter rule than the one the records were accepted under: no sale line over `limit` kg."""
    strict = rules.check_sale

    def check(sale, products):
        if any(item.quantity > limit for item in sale.items):
            raise RuleViolation(f"no sale line over {limit:g} kg")
        strict(sale, products)
    return check


@pytest.mark.both_backends
def test_a_stricter_rule_never_keeps_the_shop_from_opening_but_still_judges_what_is_new(ledger, monkeypatch):
    ledger.record(PURCHASE)
    ledger.record(SALE)  # 9 kg apples: accepted under the rules of the day
    ledger.record(sale(items=[("apple", 2), ("cherry", 1.5)]))
    ledger.record(ADJUSTMENT)
    totals, stock = ledger.sql(TOTALS).rows, ledger.sql("SELECT name, stock_quantity FROM products ORDER BY 1").rows

    monkeypatch.setattr(rules, "check_sale", _no_sale_over(5))
    assert ledger.rebuild() == 4  # the accepted log applied again, as it was accepted
    assert ledger.sql(TOTALS).rows == totals
    assert ledger.sql("SELECT name, stock_quantity FROM products ORDER BY 1").rows == stock
    with pytest.raises(RuleViolation, match="over 5 kg"):
        ledger.record(sale(date="2024-02-08", items=[("apple", 6)]))  # a new record meets the new rule
    with pytest.raises(LedgerError, match="over 5 kg"):
        ledger.correct(3, sale(items=[("apple", 7)]), reason="typo")  # and so does an edit's new content
    assert ledger.sql(TOTALS).rows == totals
