import datetime as dt

import pytest

from domain import rules
from domain.errors import RuleViolation
from domain.records import parse_record
from domain.rules import ProductState, StandingSale
from tests.support.records import ADJUSTMENT, PRICE_CHANGE, PURCHASE, RETURN, SALE

STOCK = {
    "apple": ProductState("apple", "kg", 1.5, 10.0),
    "cherry": ProductState("cherry", "kg", 2.7, 4.0),
    "pear": ProductState("pear", "kg", None, 5.0),
}


def test_a_sale_within_stock_passes():
    rules.check_sale(parse_record(SALE), STOCK)  # 9 apple of 10, 4 cherry of 4


def test_a_sale_beyond_stock_says_how_much_is_in_stock():
    sale = parse_record({**SALE, "items": [{"product": "cherry", "quantity": 6}]})
    with pytest.raises(RuleViolation, match=r"Only 4 kg of cherry in stock \(you tried to sell 6 kg\)"):
        rules.check_sale(sale, STOCK)


def test_stock_is_checked_per_product_across_the_items_of_one_sale():
    sale = parse_record({**SALE, "items": [{"product": "apple", "quantity": 6}, {"product": "apple", "quantity": 6}]})
    with pytest.raises(RuleViolation, match="you tried to sell 12 kg"):
        rules.check_sale(sale, STOCK)


def test_a_sale_of_an_unknown_product_or_one_without_a_price_is_refused():
    with pytest.raises(RuleViolation, match="no product called 'kiwi'"):
        rules.check_sale(parse_record({**SALE, "items": [{"product": "kiwi", "quantity": 1}]}), STOCK)
    with pytest.raises(RuleViolation, match="pear has no selling price yet"):
        rules.check_sale(parse_record({**SALE, "items": [{"product": "pear", "quantity": 1}]}), STOCK)


def test_units_must_match_the_product():
    with pytest.raises(RuleViolation, match="apple is counted in kg, not box"):
        rules.check_sale(parse_record({**SALE, "items": [{"product": "apple", "quantity": 1, "unit": "box"}]}), STOCK)
    with pytest.raises(RuleViolation, match="counted in kg, not piece"):
        rules.check_purchase(parse_record({**PURCHASE, "items": [
            {"product": "apple", "quantity": 1, "unit_cost": 1, "unit": "piece"}]}), STOCK)


def test_price_change_and_adjustment_need_a_known_product_and_stock_stays_non_negative():
    with pytest.raises(RuleViolation, match="no product called 'kiwi'"):
        rules.check_price_change(parse_record({**PRICE_CHANGE, "product": "kiwi"}), STOCK)
    with pytest.raises(RuleViolation, match=r"Only 10 kg of apple in stock \(you tried to remove 11 kg\)"):
        rules.check_stock_adjustment(parse_record({**ADJUSTMENT, "quantity": -11}), STOCK)
    rules.check_stock_adjustment(parse_record({**ADJUSTMENT, "quantity": -10}), STOCK)


def _sale(sale_id, day):
    return StandingSale(sale_id, dt.date.fromisoformat(day), 10.0, "apple 2 kg")


def test_a_return_matches_exactly_one_standing_sale_on_that_date():
    ret = parse_record(RETURN)
    chosen = rules.choose_returned_sale(ret, "Bob Smith", [_sale(1, "2024-02-01"), _sale(2, "2024-02-02")])
    assert chosen.sale_id == 2


def test_a_return_without_a_match_lists_the_candidates():
    with pytest.raises(RuleViolation) as e:
        rules.choose_returned_sale(parse_record(RETURN), "Bob Smith", [_sale(1, "2024-02-01")])
    assert "no standing sale on 2024-02-02" in e.value.message
    assert "sale #1 on 2024-02-01" in e.value.message


def test_an_ambiguous_return_lists_both_sales():
    with pytest.raises(RuleViolation) as e:
        rules.choose_returned_sale(parse_record(RETURN), "Bob Smith", [_sale(3, "2024-02-02"), _sale(4, "2024-02-02")])
    assert "2 standing sales on 2024-02-02" in e.value.message
    assert "sale #3" in e.value.message and "sale #4" in e.value.message


def test_a_return_by_an_unknown_customer_is_refused():
    with pytest.raises(RuleViolation, match="No customer Bob Smith is on record"):
        rules.choose_returned_sale(parse_record(RETURN), None, [])


def test_return_dates():
    undated = parse_record({**RETURN, "date": None})
    assert rules.return_date(undated, dt.date(2024, 2, 9)) == dt.date(2024, 2, 9)
    assert rules.return_date(undated, dt.date(2024, 1, 9)) == dt.date(2024, 2, 2)  # never before the sale
    with pytest.raises(RuleViolation, match="cannot come before its sale"):
        rules.return_date(parse_record({**RETURN, "date": "2024-02-01"}), None)


def test_a_sale_is_held_to_the_prices_shown_line_by_line():
    sale = parse_record({"kind": "sale", "date": "2024-02-29", "customer": {"name": "Mei Chen"},
                         "items": [{"product": "grape", "quantity": 1}, {"product": "pear", "quantity": 2}]})
    rules.check_prices_shown(sale, (2.8, 1.44), (2.80, 1.440000001))  # the same to the cent
    with pytest.raises(RuleViolation) as changed:
        rules.check_prices_shown(sale, (2.8, 1.44), (2.8, 1.55))
    assert "price of pear changed since it was shown (1.44 → 1.55 a kg)" in changed.value.message
    with pytest.raises(RuleViolation):
        rules.check_prices_shown(sale, (2.8,), (2.8, 1.44))  # a card of another shape: never a traceback
