"""A notebook line signed with its writer's initials ("… - PQ", "… (WX)"), read offline on the demo
shop: the initials are dropped. Capitals that could be a customer's initials ("BS" for Bob Smith)
or a supplier ("ABC") are not dropped."""

import pytest

from domain.errors import LedgerError
from tests.integration.test_reading_records import TODAY, read, sale


def write_off(product, quantity, reason):
    return {"kind": "stock_adjustment", "date": "2024-02-29", "product": product, "quantity": quantity,
            "reason": reason, "unit": "kg"}


@pytest.mark.parametrize("text, expected", [
    ("Raj Patel 2kg pears, paid - PQ", [sale("Raj Patel", ("pear", 2))]),
    ("Eva Berg - 1kg cherries (WX)", [sale("Eva Berg", ("cherry", 1))]),
    ("threw out 2kg bananas, spoiled — YT", [write_off("banana", -2, "spoiled")]),
    ("Zoe Davis 3kg apples ✓ (KLM)\nOmar Haddad 1kg mango ✓ (KLM)",
     [sale("Zoe Davis", ("apple", 3)), sale("Omar Haddad", ("mango", 1))]),
])
def test_a_line_signed_with_initials_is_read_without_them(drafter, text, expected):
    assert read(drafter, text) == expected


@pytest.mark.parametrize("text", [
    "sold 2kg apples to Tom - BS",  # BS: Bob Smith's initials, not dropped
    "Ida Novak 1kg grapes (MC)",  # MC: Mei Chen's
])
def test_initials_that_could_be_a_customer_are_not_dropped(drafter, text):
    with pytest.raises(LedgerError):
        draft = drafter.draft(text, TODAY)
        assert not draft.open_choices()
